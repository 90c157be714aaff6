import Testing
@testable import UnboardCore

/// Before tools version 23727 (but for Xcode 11 to 13), a scene with a navigation item that a push or show segue
/// leads to gets a 44 pt navigation bar though IB cannot see its navigation controller; one nothing leads to gets none.
@Suite struct LayoutNavigationItemBarTests {
    /// A full-screen iPhone 11 scene with a navigation item and a box pinned to its safe area, saved by 23504;
    /// `pushed` adds a scene whose show segue leads to it.
    private func boxFrame(pushed: Bool, toolsVersion: String = "23504") -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 414, height: 100)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        let source = """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc1-00-000" customClass="SourceViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <connections>
                            <segue destination="vc0-00-000" kind="show" id="sg0-00-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """
        let xml = LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: 896, subviews: box, constraints: pinned
        )
        .replacingOccurrences(
            of: "</viewController>", with: #"<navigationItem key="navigationItem" id="nav-00-001"/></viewController>"#
        )
        .replacingOccurrences(of: "</scenes>", with: (pushed ? source : "") + "</scenes>")
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = result.builders.flatMap(\.layouts).first { $0.root.id == "root-00-000" }
        return layout.map {
            LayoutSnippet.framesByName(LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)))
        }?[
            "boxView"]
    }

    @Test func aPushedSceneGetsA44PointBarBelowTheStatusBar() {
        // IBAnimatable's Presentations.storyboard (14109): the "Over context" scene, shown by a show segue.
        LayoutSnippet.expect(boxFrame(pushed: true), LayoutRect(x: 0, y: 48 + 44, width: 414, height: 896 - 92 - 34))
    }

    @Test func xcode11To13ImplyNoBarForAPushedScene() {
        LayoutSnippet.expect(
            boxFrame(pushed: true, toolsVersion: "20037"), LayoutRect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
    }

    @Test func aSceneNothingLeadsToGetsNoBar() {
        // KeePassium's PricingPlanPickerVC.storyboard (21701) and PKHUD's demo Storyboard.storyboard (14460).
        LayoutSnippet.expect(boxFrame(pushed: false), LayoutRect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    }
}
