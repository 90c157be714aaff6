import Testing
@testable import UnboardCore

/// Widths and heights never solve below zero: Apple's Auto Layout Guide, "Anatomy of a Constraint", of Height and
/// Width: "These values cannot be negative."
@Suite struct LayoutNonNegativeSizeTests {
    /// A 300 pt box at the root's top and a spacer below it whose bottom prefers (at 750) to be 200 pt down, as
    /// Fusuma's `FSCameraView.xib` has spacers around a preview taller than their room: the spacer would be -100 pt.
    private func storyboard(bottomPriority: Int) -> String {
        LayoutSnippet.storyboard(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: 0, y: 0, width: 100, height: 300, size: true)
                + LayoutSnippet.view("Spacer View", "spa-00-001", x: 0, y: 300, width: 100, height: 0, size: false),
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="n-1"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" id="n-2"/>
                <constraint firstItem="spa-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" id="n-3"/>
                <constraint firstItem="spa-00-001" firstAttribute="width" secondItem="box-00-001" secondAttribute="width" id="n-4"/>
                <constraint firstItem="spa-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="bottom" id="n-5"/>
                <constraint firstItem="spa-00-001" firstAttribute="bottom" secondItem="root-00-000" secondAttribute="top" priority="\(bottomPriority)" constant="200" id="n-6"/>
                """)
    }

    @Test func aSizeTheOptionalConstraintsMakeNegativeIsZero() {
        let frames = LayoutSnippet.frames(storyboard(bottomPriority: 750))
        LayoutSnippet.expect(frames["spacerView"], LayoutRect(x: 0, y: 300, width: 100, height: 0))
        LayoutSnippet.expect(frames["boxView"], LayoutRect(x: 0, y: 0, width: 100, height: 300))
    }

    /// The floor is the model's stand-in for IB's rule, not a constraint UIKit has: required constraints that demand
    /// a negative size keep holding, and no conflict is logged.
    @Test func requiredConstraintsThatMakeASizeNegativeKeepHoldingAndLogNothing() throws {
        let solved = try #require(LayoutSnippet.solve(storyboard(bottomPriority: 1000)))
        LayoutSnippet.expect(
            LayoutSnippet.framesByName(solved)["spacerView"], LayoutRect(x: 0, y: 300, width: 100, height: -100))
        #expect(solved.unsatisfiable.isEmpty)
    }
}
