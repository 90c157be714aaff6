import Testing
@testable import UnboardCore

/// Xcode 5 lays frames out on whole points (`InterfaceBuilderGeneration.wholePoints`): its documents, which record no
/// device, are verified to one point, as in appium's UICatalog `Main_iPad.storyboard` (5053), ECSlidingViewController's
/// `TransitionFun/Main-iPad.storyboard` (4514) and TSMessages' `Main_iPhone.storyboard` (4514); the same canvas saved
/// by Xcode 6 is verified to half a point.
@Suite struct LayoutWholePointTests {
    @Test func toolsVersionsBelow6000AreXcode5() {
        #expect(InterfaceBuilderGeneration(toolsVersion: "4514") == .wholePoints)
        #expect(InterfaceBuilderGeneration(toolsVersion: "5053") == .wholePoints)
        #expect(InterfaceBuilderGeneration(toolsVersion: "6250") == .beforeXcode7)
        #expect(InterfaceBuilderGeneration(toolsVersion: nil) == .beforeCellMargins)
    }

    /// A 280 pt box centered in a 703 pt canvas without a device, 31 pt from the top: solved at (211.5, 31), recorded
    /// at (212, 32), a point off as appium's segmented controls are (solved at (211.5, 30), recorded at (212, 31)).
    private func verification(toolsVersion: String) -> SceneVerification? {
        let box = LayoutSnippet.view("Box View", "box-00-001", x: 212, y: 32, width: 280, height: 29, size: true)
        let centered = """
            <constraint firstItem="box-00-001" firstAttribute="centerX" secondItem="root-00-000" secondAttribute="centerX" id="c00-00-001"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="31" id="c00-00-002"/>
            """
        let xml = LayoutSnippet.storyboard(width: 703, height: 768, subviews: box, constraints: centered)
            .replacingOccurrences(of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, with: "")
            .replacingOccurrences(of: #"toolsVersion="23504""#, with: "toolsVersion=\"\(toolsVersion)\"")
        let result = Generate.text(xml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return result.builders.flatMap(\.layouts).first.map(LayoutVerifier.verify)
    }

    @Test func anXcode5DocumentIsVerifiedToOnePoint() {
        let scene = verification(toolsVersion: "5053")
        #expect(scene?.environment.tolerance == 1.01)
        #expect(scene?.views.count == 1)
        #expect(scene?.within == 1, "\(String(describing: scene?.views))")
    }

    @Test func anXcode6DocumentIsVerifiedToHalfAPoint() {
        let scene = verification(toolsVersion: "6250")
        #expect(scene?.environment.tolerance == 0.51)
        // The recorded frame is a point below its own top constraint: beyond half a point, so it breaks it.
        #expect(
            scene?.views.first?.verdict == .unverifiable(.recordedFramesBreakConstraints),
            "\(String(describing: scene?.views))")
    }
}
