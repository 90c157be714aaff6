import Foundation
import Testing
@testable import UnboardCore

/// `unboard verify`'s core: verdicts against IB's recorded frames, the reasons a view cannot be verified,
/// conflicts reported as UIKit logs them, the report text, and the examples.
@Suite struct LayoutVerificationTests {
    private func verify(subviews: String, constraints: String) -> SceneVerification? {
        LayoutSnippet.layout(LayoutSnippet.storyboard(subviews: subviews, constraints: constraints)).map(
            LayoutVerifier.verify)
    }

    private func verdicts(_ scene: SceneVerification?) -> [String: ViewVerdict] {
        Dictionary((scene?.views ?? []).map { ($0.name, $0.verdict) }, uniquingKeysWith: { first, _ in first })
    }

    private let pinned = """
        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c00-00-001"/>
        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c00-00-002"/>
        <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c00-00-003"/>
        <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c00-00-004"/>
        """

    @Test func aFrameWithinOnePixelIsWithin() {
        let scene = verify(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: 20.3, y: 100, width: 100, height: 50),
            constraints: pinned)
        #expect(verdicts(scene)["boxView"] == .within)
        #expect(scene?.environment.tolerance == 1.0 / 3 + 0.01)
    }

    @Test func aFrameFurtherOffIsOffWithBothFrames() {
        // Pinned to the margin (16 pt here), which IB's frames cannot check, so the 20.4 pt frame is verified.
        let scene = verify(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: 20.4, y: 100, width: 100, height: 50),
            constraints: pinned.replacingOccurrences(
                of: #"secondAttribute="leading" constant="20""#, with: #"secondAttribute="leadingMargin""#))
        #expect(
            verdicts(scene)["boxView"]
                == .off(
                    expected: LayoutRect(x: 20.4, y: 100, width: 100, height: 50),
                    got: LayoutRect(x: 16, y: 100, width: 100, height: 50)))
    }

    @Test func misplacedViewsAreNotVerified() {
        let view = LayoutSnippet.view("Box View", "box-00-001", x: 90, y: 100, width: 100, height: 50)
            .replacingOccurrences(of: #"id="box-00-001""#, with: #"misplaced="YES" id="box-00-001""#)
        #expect(verdicts(verify(subviews: view, constraints: pinned))["boxView"] == .unverifiable(.misplacedInIB))
    }

    @Test func viewsTheConstraintsLeaveOpenAreAmbiguous() {
        let constraints =
            #"<constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c00-00-001"/>"#
        let scene = verify(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: 20, y: 100, width: 100, height: 50),
            constraints: constraints)
        #expect(verdicts(scene)["boxView"] == .unverifiable(.ambiguous))
    }

    @Test func baselinesNeedFontMetrics() {
        let subviews =
            LayoutSnippet.label("Title", "lbl-00-001", x: 20, y: 100, width: 40, height: 21)
            + LayoutSnippet.label("Detail", "lbl-00-002", x: 80, y: 101, width: 50, height: 18)
            + LayoutSnippet.view("Box View", "box-00-001", x: 20, y: 200, width: 100, height: 50)
        let constraints = """
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c00-00-011"/>
            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c00-00-012"/>
            <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="trailing" constant="20" id="c00-00-013"/>
            <constraint firstItem="lbl-00-002" firstAttribute="firstBaseline" secondItem="lbl-00-001" secondAttribute="firstBaseline" id="c00-00-014"/>
            """
            + pinned.replacingOccurrences(
                of: #"constant="100" id="c00-00-002""#, with: #"constant="200" id="c00-00-002""#)
        let verdicts = verdicts(verify(subviews: subviews, constraints: constraints))
        #expect(verdicts["titleLabel"] == .within)
        #expect(verdicts["detailLabel"] == .unverifiable(.baseline))
        #expect(verdicts["boxView"] == .within)
    }

    @Test func sfSymbolsNeedGlyphMetrics() {
        // UIKit grows a symbol image view's alignment rectangle by the symbol's insets, so IB's frame (here 33 pt
        // tall for a 34 pt box) differs from the constrained box by amounts only the glyph tells.
        func imageView(_ image: String, _ id: String, x: Double) -> String {
            """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(image)" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(image)">
                <rect key="frame" x="\(x)" y="100.5" width="34" height="33"/>
            </imageView>
            """
        }
        func pin(_ id: String, x: Double) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="\(x)" id="\(id)-1"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="\(id)-2"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="34" id="\(id)-3"/>
            <constraint firstItem="\(id)" firstAttribute="height" constant="34" id="\(id)-4"/>
            """
        }
        let storyboard = LayoutSnippet.storyboard(
            subviews: imageView("star", "img-00-001", x: 20) + imageView("Logo", "img-00-002", x: 80),
            constraints: pin("img-00-001", x: 20) + pin("img-00-002", x: 80)
        ).replacingOccurrences(
            of: "</scenes>",
            with: #"</scenes><resources><image name="star" catalog="system" width="128" height="116"/></resources>"#)
        let verdicts = verdicts(LayoutSnippet.layout(storyboard).map(LayoutVerifier.verify))
        #expect(verdicts["starImageView"] == .unverifiable(.symbolMetrics), "\(verdicts)")
        // Without a symbol, the same frame is one IB recorded against its own height constraint.
        #expect(verdicts["logoImageView"] == .unverifiable(.recordedFramesBreakConstraints))
    }

    @Test func fillProportionallyIsNotVerified() {
        let arranged =
            LayoutSnippet.label("One", "lbl-00-001", x: 0, y: 0, width: 100, height: 21)
            + LayoutSnippet.label("Two", "lbl-00-002", x: 100, y: 0, width: 253, height: 21)
        let scene = verify(
            subviews: LayoutSnippet.stack(
                "Row", "stk-00-001", x: 20, y: 59, width: 353, height: 21,
                attributes: #"distribution="fillProportionally""#, arranged: arranged),
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 20, trailing: 20, top: 0))
        let verdicts = verdicts(scene)
        #expect(verdicts["rowStackView"] == .within)
        #expect(verdicts["oneLabel"] == .unverifiable(.fillProportionally))
        #expect(verdicts["twoLabel"] == .unverifiable(.fillProportionally))
    }

    @Test func conflictingRequiredConstraintsAreReportedAsUIKitLogsThem() throws {
        let constraints =
            pinned + #"<constraint firstItem="box-00-001" firstAttribute="width" constant="200" id="c00-00-005"/>"#
        let scene = try #require(
            verify(
                subviews: LayoutSnippet.view("Box View", "box-00-001", x: 20, y: 100, width: 100, height: 50),
                constraints: constraints))
        let conflict = try #require(scene.unsatisfiable.first)
        #expect(scene.unsatisfiable.count == 1)
        #expect(conflict.constraints.map(\.label) == ["boxView.width == 100", "boxView.width == 200"])
        #expect(conflict.broken.label == "boxView.width == 200")
        #expect(
            LayoutSnippet.frames(
                subviews: LayoutSnippet.view("Box View", "box-00-001", x: 20, y: 100, width: 100, height: 50),
                constraints: constraints)["boxView"]?.width == 100, "UIKit keeps the constraint added first")
        #expect(verdicts(scene)["boxView"] == .unverifiable(.recordedFramesBreakConstraints))
        #expect(
            VerificationReport().sceneText(scene).contains(
                "  | Will attempt to recover by breaking constraint\n  | <NSLayoutConstraint boxView.width == 200   (active)>"
            ))
    }

    @Test func theReportListsOffAndUnverifiableViewsAndTotals() {
        let environment = LayoutEnvironment(
            device: LayoutDevice.named("retina4_7")!, orientation: .portrait,
            canvas: LayoutSize(width: 375, height: 667),
            isFullScreen: true, isControllerView: true,
            traits: SizeClassTraits(horizontal: .compact, vertical: .regular))
        let scene = SceneVerification(
            key: "Main.Scene", sourcePath: "Main.storyboard", environment: environment,
            views: [
                ViewVerification(name: "a", type: "UIView", isPositionedByFrame: false, verdict: .within),
                ViewVerification(
                    name: "b", type: "UILabel", isPositionedByFrame: false,
                    verdict: .off(
                        expected: LayoutRect(x: 0, y: 0, width: 10, height: 10),
                        got: LayoutRect(x: 0, y: 2.5, width: 10, height: 10))),
                ViewVerification(
                    name: "c", type: "UILabel", isPositionedByFrame: false, verdict: .unverifiable(.baseline)),
                ViewVerification(name: "d", type: "UIView", isPositionedByFrame: true, verdict: .within),
            ],
            unsatisfiable: [])
        #expect(
            VerificationReport().text([scene]) == """
                Main.storyboard: Main.Scene (retina4_7, portrait, wC-hR): 2 within 0.51 pt, 1 off, 1 unverifiable (baseline needs font metrics: 1)
                  off: b (UILabel): expected (0, 0, 10, 10), got (0, 2.5, 10, 10)
                  unverifiable: c (UILabel): baseline needs font metrics
                Total: 1 scene(s), 4 view(s): 2 within tolerance (66.67% of 3 verifiable; 1 of 2 positioned by constraints, 50%), 1 off, 1 unverifiable (baseline needs font metrics: 1)

                """)
    }

    @Test func theExamplesVerifyCompletely() throws {
        let files = ["NahaMap/Main.storyboard", "NahaMap/Modal.storyboard", "VideoComments/VideoComments.storyboard"]
            .map { TestPaths.examples.appendingPathComponent($0) }
        let layouts = try Generate.files(files).builders.flatMap(\.layouts)
        let scenes = LayoutVerifier.verify(layouts)
        let totals = VerificationTotals(scenes)
        #expect(scenes.count == 3)
        #expect(totals.views == 13)
        #expect(totals.within == totals.views, "\(VerificationReport().text(scenes))")
    }

    /// Every example folder, each generated as its configuration does (all its documents together).
    @Test(arguments: GoldenTests.examples)
    func everyExampleVerifiesCompletely(_ name: String) throws {
        let layouts = try Generate.files(TestPaths.interfaceFiles(in: TestPaths.examples.appendingPathComponent(name)))
            .builders.flatMap(\.layouts)
        let scenes = LayoutVerifier.verify(layouts)
        let totals = VerificationTotals(scenes)
        #expect(totals.views > 0)
        #expect(totals.off == 0, "\(VerificationReport().text(scenes))")
    }

    @Test func verificationIsDeterministic() throws {
        let file = TestPaths.examples.appendingPathComponent("VideoComments/VideoComments.storyboard")
        let layouts = try Generate.files([file]).builders.flatMap(\.layouts)
        let first = VerificationReport().text(LayoutVerifier.verify(layouts))
        let second = VerificationReport().text(LayoutVerifier.verify(layouts))
        #expect(first == second)
    }

    @Test func sizeClassNotationRoundTrips() {
        #expect(SizeClassNotation.parse("wC-hR") == SizeClassTraits(horizontal: .compact, vertical: .regular))
        #expect(SizeClassNotation.parse("wr-hc") == SizeClassTraits(horizontal: .regular, vertical: .compact))
        #expect(SizeClassNotation.parse("wAny-hC") == SizeClassTraits(horizontal: .unspecified, vertical: .compact))
        #expect(SizeClassNotation.parse("compact") == nil)
        #expect(SizeClassNotation.text(SizeClassTraits(horizontal: .regular, vertical: .unspecified)) == "wR-hAny")
    }
}
