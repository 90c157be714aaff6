import Foundation
import Testing
@testable import UnboardCore

/// Views whose frames, as IB recorded them, break a required constraint of their own are left out of `verify` with
/// the constraint named; recorded frames that keep their constraints are verified whatever the engine finds.
@Suite struct RecordedFrameContradictionTests {
    private func verify(subviews: String, constraints: String) throws -> SceneVerification {
        try #require(
            LayoutSnippet.layout(LayoutSnippet.storyboard(subviews: subviews, constraints: constraints)).map(
                LayoutVerifier.verify))
    }

    private func view(_ scene: SceneVerification, _ name: String) -> ViewVerification? {
        scene.views.first { $0.name == name }
    }

    private func pin(_ id: String, leading: Double, top: Double, width: String, height: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="\(leading)" id="\(id)-1"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="\(top)" id="\(id)-2"/>
        <constraint firstItem="\(id)" firstAttribute="width" constant="440" \(width) id="\(id)-3"/>
        <constraint firstItem="\(id)" firstAttribute="height" constant="\(height)" id="\(id)-4"/>
        """
    }

    @Test func aRecordedFrameBreakingARequiredWidthIsMarkedWithTheConstraint() throws {
        // The Xcode 6 launch-screen template's label: 441 pt wide in IB's frame, 440 by its width constraint.
        let scene = try verify(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: 20, y: 100, width: 441, height: 50)
                + LayoutSnippet.view("Other View", "box-00-002", x: 20, y: 200, width: 440, height: 50),
            constraints: pin("box-00-001", leading: 20, top: 100, width: "", height: 50)
                + pin("box-00-002", leading: 20, top: 200, width: "", height: 50))
        let box = try #require(view(scene, "boxView"))
        #expect(box.verdict == .unverifiable(.recordedFramesBreakConstraints))
        #expect(box.detail?.hasPrefix("boxView.width == 440 (line ") == true, "\(box)")
        #expect(box.detail?.hasSuffix("on IB's frames 441 against 440") == true, "\(box)")
        #expect(view(scene, "otherView")?.verdict == .within, "its recorded frame keeps its constraints")
        let report = VerificationReport().text([scene])
        #expect(
            report.contains(
                "  unverifiable: boxView (UIView): IB's recorded frames break the view's constraints: boxView.width == 440"
            ))
        #expect(report.contains("1 unverifiable (IB's recorded frames break the view's constraints: 1)\n"), "\(report)")
    }

    @Test func bothViewsOfABrokenSpacingAreMarked() throws {
        // `second.leading = first.trailing + 8`, with IB's frames 12 pt apart.
        let scene = try verify(
            subviews: LayoutSnippet.view("First View", "box-00-001", x: 20, y: 100, width: 100, height: 50)
                + LayoutSnippet.view("Second View", "box-00-002", x: 132, y: 100, width: 100, height: 50),
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20" id="c-1"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c-2"/>
                <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c-3"/>
                <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c-4"/>
                <constraint firstItem="box-00-002" firstAttribute="leading" secondItem="box-00-001" secondAttribute="trailing" constant="8" id="c-5"/>
                <constraint firstItem="box-00-002" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="c-6"/>
                <constraint firstItem="box-00-002" firstAttribute="width" secondItem="box-00-001" secondAttribute="width" id="c-7"/>
                <constraint firstItem="box-00-002" firstAttribute="height" secondItem="box-00-001" secondAttribute="height" id="c-8"/>
                """)
        for name in ["firstView", "secondView"] {
            #expect(view(scene, name)?.verdict == .unverifiable(.recordedFramesBreakConstraints))
            #expect(
                view(scene, name)?.detail?.hasPrefix("secondView.leading == firstView.trailing + 8") == true,
                "\(String(describing: view(scene, name)))")
        }
    }

    @Test func recordedFramesKeepingTheirConstraintsStayOffWhenTheEngineDisagrees() throws {
        // A margin needs the guide's frame, which IB does not record: the constraint is not evaluated, and the view
        // IB put 20 pt in (the engine's margin is 16 pt) is counted off, not hidden.
        let scene = try verify(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: 20, y: 100, width: 100, height: 50),
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leadingMargin" id="c-1"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c-2"/>
                <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c-3"/>
                <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c-4"/>
                """)
        let verdict = try #require(view(scene, "boxView")?.verdict)
        guard case .off(let expected, let got) = verdict else {
            Issue.record("expected off, got \(verdict)")
            return
        }
        #expect(expected.x == 20)
        #expect(got.x != 20)
    }

    @Test func anOptionalConstraintTheRecordedFrameBreaksDoesNotMarkTheView() throws {
        let scene = try verify(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: 20, y: 100, width: 441, height: 50),
            constraints: pin("box-00-001", leading: 20, top: 100, width: #"priority="999""#, height: 50))
        #expect(
            view(scene, "boxView")?.verdict
                == .off(
                    expected: LayoutRect(x: 20, y: 100, width: 441, height: 50),
                    got: LayoutRect(x: 20, y: 100, width: 440, height: 50)))
    }

    @Test func aConstraintWithAViewIBFlagsMisplacedMarksNoOtherView() throws {
        // IB says the first view's frame is stale: the broken spacing is its, not the second view's.
        let first = LayoutSnippet.view("First View", "box-00-001", x: 90, y: 100, width: 100, height: 50)
            .replacingOccurrences(of: #"id="box-00-001""#, with: #"misplaced="YES" id="box-00-001""#)
        let scene = try verify(
            subviews: first + LayoutSnippet.view("Second View", "box-00-002", x: 128, y: 100, width: 100, height: 50),
            constraints: pin("box-00-001", leading: 20, top: 100, width: "", height: 50).replacingOccurrences(
                of: #"constant="440""#, with: #"constant="100""#)
                    + """
                    <constraint firstItem="box-00-002" firstAttribute="leading" secondItem="box-00-001" secondAttribute="trailing" constant="8" id="c-5"/>
                    <constraint firstItem="box-00-002" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="c-6"/>
                    <constraint firstItem="box-00-002" firstAttribute="width" constant="100" id="c-7"/>
                    <constraint firstItem="box-00-002" firstAttribute="height" constant="50" id="c-8"/>
                    """)
        #expect(view(scene, "firstView")?.verdict == .unverifiable(.misplacedInIB))
        #expect(view(scene, "secondView")?.verdict == .within)
    }

    @Test func aPositionWithAMultiplierIsMeasuredFromTheCommonAncestor() throws {
        // `centerX = root.centerX × 0.5` on a 393 pt root: the center at 98.25, which IB's frame keeps.
        let scene = try verify(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: 48.25, y: 100, width: 100, height: 50),
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="centerX" secondItem="root-00-000" secondAttribute="centerX" multiplier="0.5" id="c-1"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="100" id="c-2"/>
                <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c-3"/>
                <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c-4"/>
                """)
        #expect(view(scene, "boxView")?.verdict == .within)
    }

    private func launchScreenLabel(width: Double, symbolic: Bool = true) throws -> SceneVerification {
        // The Xcode 6 launch-screen template (reel-search, Koloda, MMDrawerController, TPKeyboardAvoiding, FSCalendar,
        // MGSwipeTableCell): a label 20 pt from the leading edge (the system spacing IB records as 20) and centered.
        try #require(
            LayoutSnippet.layout(
                LayoutSnippet.storyboard(
                    device: "retina4_7", width: 480, height: 480,
                    subviews: LayoutSnippet.label("Koloda", "lbl-00-001", x: 20, y: 140, width: width, height: 43),
                    constraints: """
                        <constraint firstAttribute="centerX" secondItem="lbl-00-001" secondAttribute="centerX" id="c-1"/>
                        <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-00-000" secondAttribute="leading" constant="20"\(symbolic ? #" symbolic="YES""# : "") id="c-2"/>
                        <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="root-00-000" secondAttribute="top" constant="140" id="c-3"/>
                        """)
            ).map(LayoutVerifier.verify))
    }

    @Test func constraintsToTheRootThatEachHoldButNotTogetherMarkTheView() throws {
        // Leading 20 and centered in 480 make the label 440 wide; IB's 441 keeps each constraint within the 2x
        // tolerance (its center half a point off) but no frame within it keeps both.
        for symbolic in [true, false] {
            let label = try #require(view(try launchScreenLabel(width: 441, symbolic: symbolic), "kolodaLabel"))
            #expect(label.verdict == .unverifiable(.recordedFramesBreakConstraints), "\(label)")
            #expect(
                label.detail?.contains("kolodaLabel.leading == view.leading + 20 (line ") == true, "\(label)")
            #expect(label.detail?.contains("together, in the root's frame") == true, "\(label)")
        }
    }

    @Test func constraintsToTheRootThatHoldTogetherLeaveTheViewVerified() throws {
        #expect(view(try launchScreenLabel(width: 440), "kolodaLabel")?.verdict == .within)
    }

    @Test(arguments: [(0.0, false), (20.0, true)])
    func theHorizontalEdgesOfARootSafeAreaWithoutSideInsetsAreTheRoots(x: Double, keeps: Bool) throws {
        // Alamofire's and SwiftMessages' launch screens: a label 20 pt from the safe area's leading edge (none on a
        // phone in portrait), recorded at x 0. The safe area's top is left out: it depends on the bars IB simulates.
        let scene = try verify(
            subviews: LayoutSnippet.view("Box View", "box-00-001", x: x, y: 100, width: 100, height: 50),
            constraints: """
                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="safe-00-000" secondAttribute="leading" constant="20" symbolic="YES" id="c-1"/>
                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="safe-00-000" secondAttribute="top" constant="41" id="c-2"/>
                <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c-3"/>
                <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c-4"/>
                """)
        let box = try #require(view(scene, "boxView"))
        if keeps {
            #expect(box.verdict == .within, "\(box)")
        } else {
            #expect(box.verdict == .unverifiable(.recordedFramesBreakConstraints), "\(box)")
            #expect(box.detail?.hasSuffix("on IB's frames 0 against 20") == true, "\(box)")
        }
    }
}
