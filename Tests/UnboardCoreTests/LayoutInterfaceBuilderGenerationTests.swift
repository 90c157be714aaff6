import Testing
@testable import UnboardCore

/// The bars and safe areas of each generation of Interface Builder, which the document's `toolsVersion` names.
@Suite struct LayoutInterfaceBuilderGenerationTests {
    /// A box pinned to the root's sides and its safe area's top and bottom.
    private static let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 414, height: 100)
    private static let pinned = LayoutSnippet.boxPinnedToSafeArea

    /// A full-screen iPhone 11 scene saved by `toolsVersion`, with `controllerExtra` inside its view controller.
    private func boxFrame(toolsVersion: String, controllerExtra: String) -> LayoutRect? {
        let xml = LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: 896, subviews: Self.box, constraints: Self.pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: "</viewController>", with: controllerExtra + "</viewController>")
        return LayoutSnippet.frames(xml)["boxView"]
    }

    @Test func theGenerationComesFromTheToolsVersion() {
        #expect(InterfaceBuilderGeneration(toolsVersion: "23504") == .classic)
        #expect(InterfaceBuilderGeneration(toolsVersion: "21701") == .classic)
        #expect(InterfaceBuilderGeneration(toolsVersion: "21507") == .phoneWithoutStatusBar)
        #expect(InterfaceBuilderGeneration(toolsVersion: "21225") == .phoneWithoutStatusBar)
        #expect(InterfaceBuilderGeneration(toolsVersion: "21179.7") == .uniformNotchWithoutStatusBar)
        #expect(InterfaceBuilderGeneration(toolsVersion: "17156") == .uniformNotchWithoutStatusBar)
        #expect(InterfaceBuilderGeneration(toolsVersion: "16097") == .fifteenPointCellMargins)
        #expect(InterfaceBuilderGeneration(toolsVersion: "15400") == .fifteenPointCellMargins)
        #expect(InterfaceBuilderGeneration(toolsVersion: "14865.1") == .fifteenPointCellMargins)
        #expect(InterfaceBuilderGeneration(toolsVersion: "14810.11") == .fifteenPointCellMargins)
        #expect(InterfaceBuilderGeneration(toolsVersion: "14490.70") == .uniformNotchTallPadBars)
        #expect(InterfaceBuilderGeneration(toolsVersion: "14460.31") == .uniformNotchTallPadBars)
        #expect(InterfaceBuilderGeneration(toolsVersion: "14113") == .uniformNotch)
        #expect(InterfaceBuilderGeneration(toolsVersion: "13771") == .uniformNotch)
        #expect(InterfaceBuilderGeneration(toolsVersion: "13196") == .beforeCellMargins)
        #expect(InterfaceBuilderGeneration(toolsVersion: "13122.16") == .beforeCellMargins)
        #expect(InterfaceBuilderGeneration(toolsVersion: "12120") == .beforeXcode9)
        #expect(InterfaceBuilderGeneration(toolsVersion: "8121.17") == .beforeXcode9)
        #expect(InterfaceBuilderGeneration(toolsVersion: "7706") == .beforeXcode7)
        #expect(InterfaceBuilderGeneration(toolsVersion: "6254") == .beforeXcode7)
        #expect(InterfaceBuilderGeneration(toolsVersion: nil) == .beforeCellMargins)
        #expect(InterfaceBuilderGeneration(toolsVersion: "23727") == .earlyRecent)
        #expect(InterfaceBuilderGeneration(toolsVersion: "24126") == .earlyRecent)
        #expect(InterfaceBuilderGeneration(toolsVersion: "24127") == .recent)
    }

    /// Modelled on Programming-iOS-Book-Examples' `bk2ch09p485PopoverPresentingViewController` (14865.1): a
    /// full-screen iPad scene whose safe area starts at the top, where Xcode 10 drew the 20 pt status bar.
    @Test func xcode11BetasDrawNoInferredStatusBar() {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 768, height: 100)
        for (toolsVersion, top) in [("14865.1", 0.0), ("14490.70", 20)] {
            let xml = LayoutSnippet.storyboard(
                device: "ipad9_7", width: 768, height: 1024, subviews: box, constraints: Self.pinned
            )
            .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
            LayoutSnippet.expect(
                LayoutSnippet.frames(xml)["boxView"], LayoutRect(x: 0, y: top, width: 768, height: 1024 - top))
        }
    }

    @Test func recentVersionsCountTheNotchedPhonesInsetsTwiceAndImplyNoBar() {
        let frame = boxFrame(
            toolsVersion: "24127", controllerExtra: #"<navigationItem key="navigationItem" id="nav-00-001"/>"#)
        LayoutSnippet.expect(frame, LayoutRect(x: 0, y: 96, width: 414, height: 896 - 96 - 68))
    }

    @Test func recentVersionsSimulateA54PointNavigationBar() {
        let metrics = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "24127", controllerExtra: metrics),
            LayoutRect(x: 0, y: 96 + 54, width: 414, height: 896 - 150 - 68))
        LayoutSnippet.expect(
            boxFrame(toolsVersion: "23504", controllerExtra: metrics),
            LayoutRect(x: 0, y: 48 + 44, width: 414, height: 896 - 92 - 34))
    }

    @Test func recentVersionsKeepAPhoneWithoutANotchAsItWas() {
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 667, subviews: Self.box, constraints: Self.pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="24127""#)
        LayoutSnippet.expect(LayoutSnippet.frames(xml)["boxView"], LayoutRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func aViewBelowOpaqueBarsThatReachesTheScreensBottomKeepsTheHomeIndicatorInset() {
        // Recent versions record the opaque bar at y 96, 54 pt tall, and the root view below it 896 - 150 = 746 pt tall.
        let xml = LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: 746, subviews: Self.box, constraints: Self.pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="24127""#)
        .replacingOccurrences(
            of: "<scenes>",
            with: """
                <scenes>
                    <scene sceneID="scn-00-001">
                        <objects>
                            <navigationController id="nc0-00-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar-00-001">
                                    <rect key="frame" x="0.0" y="96" width="414" height="54"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc0-00-000" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                """)
        let layout = LayoutSnippet.layout(xml)
        #expect(layout?.interfaceBuilder == .recent)
        let solved = layout.map { LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)) }
        LayoutSnippet.expect(
            solved.map(LayoutSnippet.framesByName)?["boxView"], LayoutRect(x: 0, y: 0, width: 414, height: 746 - 68))
    }

    @Test func recentVersionsDrawAPageSheetBelowTheStatusBarWithItsHeightAtTheTopOfTheSafeArea() {
        // A sheet on an iPhone 11: 896 - 48 pt tall, or 10 pt less again when shown from another sheet.
        for height in [848.0, 838] {
            let xml = LayoutSnippet.storyboard(
                device: "retina6_1", width: 414, height: height, subviews: Self.box, constraints: Self.pinned
            )
            .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="24506""#)
            LayoutSnippet.expect(
                LayoutSnippet.frames(xml)["boxView"], LayoutRect(x: 0, y: 48, width: 414, height: height - 48))
        }
    }
}
