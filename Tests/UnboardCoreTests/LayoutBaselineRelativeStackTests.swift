import Testing
@testable import UnboardCore

/// A vertical stack view with `baselineRelativeArrangement` measures its spacing from each view's last baseline to
/// the next one's first baseline, whatever its distribution (Apple, `isBaselineRelativeArrangement`: "If YES, the
/// vertical space between views are measured from the last baseline of a text-based view, to the first baseline of
/// the view below it.", developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement).
/// Provenance's `GameMoreInfo.storyboard` (23504): rows of one line 20.33 pt tall, 29 pt apart in an `equalSpacing`
/// stack, recorded at y 0, 29, 58 and so on.
@Suite struct LayoutBaselineRelativeStackTests {
    /// Three one-line labels in a vertical stack with `distribution`, pinned at its top only.
    private func labelFrames(distribution: String) -> [String: LayoutRect] {
        let arranged = (0..<3).map { row in
            LayoutSnippet.label(
                "Row \(row)", "lbl-00-00\(row)", x: 0, y: Double(row) * 29, width: 200, height: 20.33)
        }
        let xml = LayoutSnippet.storyboard(
            subviews: LayoutSnippet.stack(
                "Stack View", "stk-00-001", x: 16, y: 100, width: 361, height: 78.33,
                attributes:
                    #"axis="vertical" distribution="\#(distribution)" alignment="top" spacing="29" baselineRelativeArrangement="YES""#,
                arranged: arranged.joined()),
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 16, trailing: 16, top: 41))
        return LayoutSnippet.frames(xml)
    }

    @Test func anEqualSpacingStackSpacesItsViewsFromBaselineToBaseline() {
        let frames = labelFrames(distribution: "equalSpacing")
        for (row, name) in ["row0Label", "row1Label", "row2Label"].enumerated() {
            LayoutSnippet.expect(frames[name], LayoutRect(x: 0, y: Double(row) * 29, width: 200, height: 20.33))
        }
    }

    @Test func aFillStackDoesToo() {
        let frames = labelFrames(distribution: "fill")
        LayoutSnippet.expect(frames["row2Label"], LayoutRect(x: 0, y: 58, width: 200, height: 20.33))
    }

    /// ownCloud's `Main.storyboard` (12118): views that are not text-based are spaced between their frames.
    @Test func viewsWithoutTextAreSpacedBetweenTheirFrames() {
        let arranged =
            LayoutSnippet.view("Header View", "hdr-00-001", x: 0, y: 0, width: 361, height: 224, size: true)
            + LayoutSnippet.view("Form View", "frm-00-001", x: 0, y: 224, width: 361, height: 312, size: true)
        let xml = LayoutSnippet.storyboard(
            subviews: LayoutSnippet.stack(
                "Stack View", "stk-00-001", x: 16, y: 100, width: 361, height: 536,
                attributes: #"axis="vertical" distribution="equalSpacing" baselineRelativeArrangement="YES""#,
                arranged: arranged),
            constraints: LayoutSnippet.pinTop("stk-00-001", leading: 16, trailing: 16, top: 41))
        LayoutSnippet.expect(
            LayoutSnippet.frames(xml)["formView"], LayoutRect(x: 0, y: 224, width: 361, height: 312))
    }
}
