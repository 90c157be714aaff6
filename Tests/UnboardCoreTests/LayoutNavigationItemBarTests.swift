import Testing
@testable import UnboardCore

/// Before tools version 23727 (but for Xcode 11 to 13), a scene with a navigation item that a push or show segue
/// leads to from a scene under a navigation bar gets a 44 pt navigation bar though IB cannot see its navigation
/// controller; one nothing leads to gets none, and so does one the segues lead to only from scenes under no bar.
@Suite struct LayoutNavigationItemBarTests {
    /// What leads to the scene under test.
    enum Source {
        /// Nothing: the app creates the scene in code.
        case none
        /// A show segue from a scene with simulated navigation bar metrics.
        case sceneUnderBar
        /// A show segue from a scene under no bar, which nothing leads to.
        case sceneWithoutBar
        /// A show segue from a scene with a navigation item that a scene under a bar shows in turn.
        case chainFromSceneUnderBar
    }

    /// A scene `id` with `properties` and a show segue to `destination`.
    private static func sourceScene(
        _ id: String, properties: String = "", to destination: String = "vc0-00-000"
    ) -> String {
        """
        <scene sceneID="scn-\(id)">
            <objects>
                <viewController id="\(id)" customClass="SourceViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    \(properties)
                    <connections>
                        <segue destination="\(destination)" kind="show" id="sg-\(id)"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    private static let navigationBarMetrics =
        #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#

    private static func sources(_ source: Source) -> String {
        switch source {
        case .none: ""
        case .sceneUnderBar: sourceScene("vc1-00-000", properties: navigationBarMetrics)
        case .sceneWithoutBar: sourceScene("vc1-00-000")
        case .chainFromSceneUnderBar:
            sourceScene("vc1-00-000", properties: #"<navigationItem key="navigationItem" id="nav-00-002"/>"#)
                + sourceScene("vc2-00-000", properties: navigationBarMetrics, to: "vc1-00-000")
        }
    }

    /// A full-screen iPhone 11 scene with a navigation item and a box pinned to its safe area, saved by 23504,
    /// with `source` leading to it.
    private func boxFrame(_ source: Source, toolsVersion: String = "23504") -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 414, height: 100)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        let xml = LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: 896, subviews: box, constraints: pinned
        )
        .replacingOccurrences(
            of: "</viewController>", with: #"<navigationItem key="navigationItem" id="nav-00-001"/></viewController>"#
        )
        .replacingOccurrences(of: "</scenes>", with: Self.sources(source) + "</scenes>")
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = result.builders.flatMap(\.layouts).first { $0.root.id == "root-00-000" }
        return layout.map {
            LayoutSnippet.framesByName(LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)))
        }?[
            "boxView"]
    }

    @Test func aSceneShownFromASceneUnderABarGetsA44PointBarBelowTheStatusBar() {
        // IBAnimatable's Presentations.storyboard (14109): the "Over context" scene, shown by a show segue from a scene
        // with simulated navigation bar metrics.
        LayoutSnippet.expect(
            boxFrame(.sceneUnderBar), LayoutRect(x: 0, y: 48 + 44, width: 414, height: 896 - 92 - 34))
    }

    @Test func aSceneShownFromAPushedSceneWithANavigationItemGetsTheBarToo() {
        LayoutSnippet.expect(
            boxFrame(.chainFromSceneUnderBar), LayoutRect(x: 0, y: 48 + 44, width: 414, height: 896 - 92 - 34))
    }

    @Test func aSceneShownOnlyFromScenesUnderNoBarGetsNoBar() {
        // MyBridgeApp's Main.storyboard (10117), Geoconfess' PriestSpots.storyboard (10116) and Swift-30-Projects'
        // PhotoScroll Main.storyboard (14490.70).
        LayoutSnippet.expect(boxFrame(.sceneWithoutBar), LayoutRect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    }

    @Test func xcode11To13ImplyNoBarForAPushedScene() {
        LayoutSnippet.expect(
            boxFrame(.sceneUnderBar, toolsVersion: "20037"), LayoutRect(x: 0, y: 44, width: 414, height: 896 - 44 - 34))
    }

    @Test func aSceneNothingLeadsToGetsNoBar() {
        // KeePassium's PricingPlanPickerVC.storyboard (21701) and PKHUD's demo Storyboard.storyboard (14460).
        LayoutSnippet.expect(boxFrame(.none), LayoutRect(x: 0, y: 48, width: 414, height: 896 - 48 - 34))
    }
}
