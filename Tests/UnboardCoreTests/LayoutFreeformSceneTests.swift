import Testing
@testable import UnboardCore

/// A freeform scene gets no inferred status bar, whether IB marks it with freeform size metrics or, as some documents
/// saved by Xcode 14 and 15 do, only with its size (WordPressAuthenticator's `NUXButtonView.storyboard`, 21225: a
/// 375 × 136 scene whose views IB records against a safe area that starts at the top).
@Suite struct LayoutFreeformSceneTests {
    private static func boxY(controllerExtra: String, toolsVersion: String = "21225") -> Double? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 16, width: 375, height: 104)
        let pinned = """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="c00-00-001"/>
            <constraint firstItem="root-00-000" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c00-00-002"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" constant="16" id="c00-00-003"/>
            """
        let xml = LayoutSnippet.storyboard(
            device: "retina4_7", width: 375, height: 136, subviews: box, constraints: pinned
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: "</viewController>", with: controllerExtra + "</viewController>")
        return LayoutSnippet.frames(xml)["boxView"]?.y
    }

    @Test func aSceneWithOnlyAFreeformSizeHasNoStatusBar() {
        #expect(Self.boxY(controllerExtra: #"<size key="freeformSize" width="375" height="136"/>"#) == 16)
    }

    @Test func aSceneWithFreeformMetricsHasNoStatusBar() {
        let metrics = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="375" height="136"/>
            """
        #expect(Self.boxY(controllerExtra: metrics) == 16)
    }

    /// From 23727 IB draws the status bar it infers over a freeform scene too (NordicSemiconductor's
    /// IOS-nRF-Connect-Device-Manager `Main.storyboard`, 24765, probe5: freeform scenes whose views sit below the
    /// doubled 100 pt status bar of an iPhone 11 Pro).
    @Test func aFreeformSceneOfTheNewestIBHasTheInferredStatusBar() {
        let metrics = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="375" height="136"/>
            """
        #expect(Self.boxY(controllerExtra: metrics, toolsVersion: "24765") == 36)
        #expect(Self.boxY(controllerExtra: metrics, toolsVersion: "23504") == 16)
    }

    /// The newest IB draws a freeform scene that a presentation segue leads to below the status bar once, 50 pt on an
    /// iPhone 11 Pro, where other freeform scenes are under the doubled 100 pt (pia-foss/mobile-ios'
    /// `AccountViewController`, `../shared/corpus`, and IOS-nRF-Connect-Device-Manager's filter popover, probe5).
    @Test func aPresentedFreeformSceneOfTheNewestIBIsBelowTheStatusBarOnce() {
        #expect(Self.presentedBoxY(segueKind: "presentation") == 50)
        #expect(Self.presentedBoxY(segueKind: "popoverPresentation") == 50)
        #expect(Self.presentedBoxY(segueKind: "show") == 100)
        #expect(Self.presentedBoxY(segueKind: nil) == 100)
        #expect(Self.presentedBoxY(segueKind: "presentation", toolsVersion: "23504") == 0)
    }

    /// The y of a box pinned to the top of the safe area of a 320 × 600 freeform scene on an iPhone 11 Pro, which a
    /// button of another scene leads to with a `segueKind` segue.
    private static func presentedBoxY(segueKind: String?, toolsVersion: String = "24765") -> Double? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 50, width: 320, height: 100)
        let metrics = """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="320" height="600"/>
            """
        let segue = segueKind.map { #"<segue destination="vc0-00-000" kind="\#($0)" id="sg0-00-001"/>"# } ?? ""
        let presenter = """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc1-00-000" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                    <rect key="frame" x="16" y="120" width="100" height="30"/>
                                    <connections>\(segue)</connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        let xml = LayoutSnippet.storyboard(
            device: "retina5_9", width: 320, height: 600, subviews: box,
            constraints: LayoutSnippet.pinTop("box-00-001", leading: 0, trailing: 0, top: 0)
        )
        .replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="\#(toolsVersion)""#)
        .replacingOccurrences(of: "</viewController>", with: metrics + "</viewController>")
        .replacingOccurrences(of: "</scenes>", with: presenter + "</scenes>")
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = result.builders.flatMap(\.layouts).first { $0.root.id == "root-00-000" }
        return layout.map {
            LayoutSnippet.framesByName(LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)))
        }?["boxView"]?.y
    }

    /// A status bar of "None" in a document with safe areas leaves the inferred one (DuckDuckGo's `Tab.storyboard`,
    /// `../shared/corpus`; element-ios' `RoomViewController.xib`, probe2).
    @Test func aStatusBarOfNoneInADocumentWithSafeAreasLeavesTheInferredOne() {
        let none = #"<nil key="simulatedStatusBarMetrics"/>"#
        #expect(Self.boxY(controllerExtra: none, toolsVersion: "21701") == 36)
        #expect(Self.boxY(controllerExtra: none, toolsVersion: "21507") == 16)
    }

    /// Saved by Xcode 14.3, as tools versions 21225 to 21700 draw no status bar on a phone without a notch
    /// (`InterfaceBuilderGeneration.phoneWithoutStatusBar`).
    @Test func aSceneOfAnotherSizeWithoutEitherHasTheInferredStatusBar() {
        #expect(Self.boxY(controllerExtra: "", toolsVersion: "21701") == 36)
    }
}
