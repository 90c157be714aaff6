import Testing
@testable import UnboardCore

/// The bars IB infers for a scene pushed by a static cell's segue: it is in the navigation stack, so it has the
/// navigation controller's bar and, with `toolbarHidden="NO"`, its toolbar (KIF's `TestHost/MainStoryboard.storyboard`,
/// whose `GestureViewController` is pushed from a static cell and pins a scroll view to the bottom layout guide).
@Suite struct LayoutNavigationStackTests {
    /// A box pinned to the safe area of a scene that a static cell of the navigation controller's root pushes.
    private static func storyboard() -> String {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 92, width: 414, height: 721)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        let xml = LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: 896, subviews: box, constraints: pinned
        )
        .replacingOccurrences(
            of: "<scenes>",
            with: """
                    <scenes>
                        <scene sceneID="scn-00-001">
                            <objects>
                                <navigationController toolbarHidden="NO" id="nc0-00-001" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar-00-001">
                                        <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </navigationBar>
                                    <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tlb-00-001">
                                        <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </toolbar>
                                    <connections>
                                        <segue destination="tvc-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="scn-00-002">
                            <objects>
                                <tableViewController id="tvc-00-001" customClass="MenuViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" rowHeight="44" id="tbl-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <sections>
                                            <tableViewSection id="sec-00-001">
                                                <cells>
                                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-00-001">
                                                        <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">
                                                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                        </tableViewCellContentView>
                                                        <connections>
                                                            <segue destination="vc0-00-000" kind="push" id="seg-00-002"/>
                                                        </connections>
                                                    </tableViewCell>
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                """)
        return xml
    }

    private func solvedBox(_ xml: String) -> (bars: SimulatedBars?, box: LayoutRect?) {
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = result.builders.flatMap(\.layouts).first { $0.key.contains("LayoutViewController") }
        let solved = layout.map { LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)) }
        return (layout?.simulatedBars, solved.map(LayoutSnippet.framesByName)?["boxView"])
    }

    @Test func aScenePushedByAStaticCellHasTheNavigationControllersBarAndToolbar() {
        let (bars, box) = solvedBox(Self.storyboard())
        #expect(bars?.top == 44)
        #expect(bars?.bottom == 49)
        // 48 pt status bar and 44 pt navigation bar above; the home indicator's 34 pt and the 49 pt toolbar below.
        LayoutSnippet.expect(box, LayoutRect(x: 0, y: 92, width: 414, height: 896 - 92 - 83))
    }

    /// PNChart's `PNChartDemo/Main.storyboard`: a navigation bar recorded 1000 × 1000, the frame of a bar IB has not
    /// laid out, is the default 44 pt one.
    @Test func aBarRecordedAtIBsPlaceholderFrameHasTheDefaultHeight() {
        let xml = Self.storyboard()
            .replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="48" width="414" height="44"/>"#,
                with: #"<rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>"#
            )
            .replacingOccurrences(of: #"toolbarHidden="NO" "#, with: "")
        let (bars, box) = solvedBox(xml)
        #expect(bars?.top == 44)
        #expect(bars?.bottom == 0)
        LayoutSnippet.expect(box, LayoutRect(x: 0, y: 92, width: 414, height: 896 - 92 - 34))
    }

    /// A navigation controller whose tab bar controller is in another storyboard records the tab bar as its own
    /// simulated bottom bar; the scenes it pushes have it too: YubiKit's `OtherDemosStoryboard.storyboard` (17701, 3
    /// scenes) and `About.storyboard` (15400), whose roots IB records 171 pt short of an iPhone 11's screen (the notch,
    /// the navigation bar, the tab bar and the home indicator), and bonyadmitr/XcodeProjects' `OldStyle.storyboard`
    /// (all probe4).
    @Test func aNavigationControllersSimulatedTabBarIsOverItsPushedScenes() {
        let xml = Self.storyboard()
            .replacingOccurrences(of: #"toolbarHidden="NO" "#, with: "")
            .replacingOccurrences(
                of: #"<navigationBar key="navigationBar""#,
                with: """
                    <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                    <navigationBar key="navigationBar"
                    """)
        let (bars, box) = solvedBox(xml)
        #expect(bars?.top == 44)
        #expect(bars?.bottom == 49)
        LayoutSnippet.expect(box, LayoutRect(x: 0, y: 92, width: 414, height: 896 - 92 - 83))
    }
}
