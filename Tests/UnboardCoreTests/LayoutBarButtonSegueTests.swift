import Testing
@testable import UnboardCore

/// A show segue from a bar button item of a navigation item pushes its destination onto the source's navigation
/// stack, so IB draws that stack's bar over the destination as over the source (Swift-30-Projects' Birthdays
/// `Main.storyboard`, 11762: two scenes shown from the root's bar buttons, their views pinned to the top layout guide
/// 44 pt below the status bar).
@Suite struct LayoutBarButtonSegueTests {
    /// A 4.7" scene without a navigation item whose box is pinned to its safe area, saved by 23504, beside `sourceScenes`.
    private func boxFrame(sourceScenes: String) -> LayoutRect? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 375, height: 100)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 667, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: "</scenes>", with: sourceScenes + "</scenes>")
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = result.builders.flatMap(\.layouts).first { $0.root.id == "root-00-000" }
        return layout.map {
            LayoutSnippet.framesByName(LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)))
        }?["boxView"]
    }

    /// A navigation controller whose root scene's navigation item has a bar button item with a `kind` segue to the
    /// box's scene.
    private func navigationStack(segueKind kind: String) -> String {
        """
        <scene sceneID="scn-00-001">
            <objects>
                <viewController id="vc1-00-000" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <navigationItem key="navigationItem" id="nav-00-001">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="bbi-00-001">
                            <connections>
                                <segue destination="vc0-00-000" kind="\(kind)" id="sg0-00-001"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="scn-00-002">
            <objects>
                <navigationController id="nvc-00-000" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-000">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc1-00-000" kind="relationship" relationship="rootViewController" id="sg0-00-002"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    @Test func aSceneShownFromABarButtonItemIsBelowItsNavigationBar() {
        LayoutSnippet.expect(
            boxFrame(sourceScenes: navigationStack(segueKind: "show")),
            LayoutRect(x: 0, y: 20 + 44, width: 375, height: 667 - 64))
    }

    @Test func aScenePresentedModallyFromABarButtonItemGetsNoBar() {
        LayoutSnippet.expect(
            boxFrame(sourceScenes: navigationStack(segueKind: "presentation")),
            LayoutRect(x: 0, y: 20, width: 375, height: 647))
    }
}
