import Testing
@testable import UnboardCore

/// A navigation bar with large titles, which IB records 96 pt tall, is drawn at a standard bar's height over a scene
/// whose navigation item never displays a large title (Apple's `LargeTitleDisplayMode.never`; AltStore's
/// `Settings.storyboard`), and at its recorded height over the others.
@Suite struct LayoutLargeTitleBarTests {
    /// A box pinned to the safe area of the root scene of a navigation controller whose bar has `largeTitles`; the
    /// scene's navigation item has `mode` as its `largeTitleDisplayMode`.
    private static func storyboard(largeTitles: Bool, mode: String?) -> String {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 92, width: 414, height: 770)
        let pinned = LayoutSnippet.boxPinnedToSafeArea
        let height = largeTitles ? 96 : 44
        let item = mode.map { #" largeTitleDisplayMode="\#($0)""# } ?? ""
        return LayoutSnippet.storyboard(
            device: "retina6_1", width: 414, height: 896, subviews: box, constraints: pinned
        )
        .replacingOccurrences(
            of: #"customModuleProvider="target" sceneMemberID="viewController">"#,
            with: #"customModuleProvider="target" sceneMemberID="viewController">"#
                + #"<navigationItem key="navigationItem" title="Box"\#(item) id="itm-00-001"/>"#
        )
        .replacingOccurrences(
            of: "<scenes>",
            with: """
                    <scenes>
                        <scene sceneID="scn-00-001">
                            <objects>
                                <navigationController id="nc0-00-001" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="\(largeTitles ? "YES" : "NO")" id="bar-00-001">
                                        <rect key="frame" x="0.0" y="48" width="414" height="\(height)"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="vc0-00-000" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                """)
    }

    private func solvedBox(largeTitles: Bool, mode: String?) -> (bars: SimulatedBars?, box: LayoutRect?) {
        let result = Generate.text(Self.storyboard(largeTitles: largeTitles, mode: mode))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let layout = result.builders.flatMap(\.layouts).first { $0.key.contains("LayoutViewController") }
        let solved = layout.map { LayoutEngine.solve($0, in: LayoutEnvironment.document(of: $0)) }
        return (layout?.simulatedBars, solved.map(LayoutSnippet.framesByName)?["boxView"])
    }

    @Test func aLargeTitleBarIsDrawnAtAStandardBarsHeightOverAnItemThatNeverDisplaysIt() {
        let (bars, box) = solvedBox(largeTitles: true, mode: "never")
        #expect(bars?.top == 44)
        #expect(box?.y == 92, "\(String(describing: box))")
    }

    @Test func aLargeTitleBarKeepsItsRecordedHeightOverOtherItems() {
        for mode in [nil, "automatic", "always"] {
            let (bars, box) = solvedBox(largeTitles: true, mode: mode)
            #expect(bars?.top == 96)
            #expect(box?.y == 144, "\(String(describing: box))")
        }
    }

    @Test func aStandardBarKeepsItsRecordedHeight() {
        let (bars, box) = solvedBox(largeTitles: false, mode: "never")
        #expect(bars?.top == 44)
        #expect(box?.y == 92, "\(String(describing: box))")
    }
}
