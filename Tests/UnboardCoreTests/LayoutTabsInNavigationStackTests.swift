import Testing
@testable import UnboardCore

/// The bars over a tab of a tab bar controller that is a navigation controller's root: the navigation controller's
/// bar as well as the tab bar, since the tab's view lies inside the navigation controller's (Apple's `safeAreaInsets`
/// reference: "The safe area of a view reflects the area not covered by navigation bars, tab bars, toolbars, and other
/// ancestors that obscure a view controller's view."; tonik173/reexplore's `Main.storyboard`, 18122, probe9).
@Suite struct LayoutTabsInNavigationStackTests {
    /// A box pinned to the safe area of the one tab of a tab bar controller inside a navigation controller.
    private static func storyboard() -> String {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 64, width: 375, height: 554)
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 667, subviews: box, constraints: LayoutSnippet.boxPinnedToSafeArea
        )
        .replacingOccurrences(
            of: "<scenes>",
            with: """
                    <scenes>
                        <scene sceneID="scn-00-001">
                            <objects>
                                <navigationController id="nc0-00-001" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="tbc-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="scn-00-002">
                            <objects>
                                <tabBarController id="tbc-00-001" sceneMemberID="viewController">
                                    <tabBar key="tabBar" contentMode="scaleToFill" id="tab-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tabBar>
                                    <connections>
                                        <segue destination="vc0-00-000" kind="relationship" relationship="viewControllers" id="seg-00-002"/>
                                    </connections>
                                </tabBarController>
                            </objects>
                        </scene>
                """)
        return xml
    }

    @Test func aTabInsideANavigationControllerHasItsBarAndTheTabBar() {
        let result = Generate.text(Self.storyboard())
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = result.builders.flatMap(\.layouts).first { $0.key.contains("LayoutViewController") }
        #expect(layout?.simulatedBars.top == 44)
        #expect(layout?.simulatedBars.bottom == 49)
        let solved = layout.map { LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)) }
        // A 20 pt status bar and the 44 pt navigation bar above, the 49 pt tab bar below.
        LayoutSnippet.expect(
            solved.map(LayoutSnippet.framesByName)?["boxView"], LayoutRect(x: 0, y: 64, width: 375, height: 554))
    }
}
