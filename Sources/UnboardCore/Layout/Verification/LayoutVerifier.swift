import Foundation

/// Verifies generated constraints against Interface Builder's recorded frames: each layout is solved on its
/// document's device and size classes, and every view's frame compared with the one IB recorded.
public enum LayoutVerifier {
    /// Verifies one layout.
    public static func verify(_ layout: LayoutModel) -> SceneVerification {
        let environment = LayoutEnvironment.document(of: layout)
        let solved = LayoutEngine.solve(layout, in: environment)
        let views = solved.views.filter { $0.parent != nil && $0.positioning != .owner }.map { view in
            let verdict = verdict(view, tolerance: environment.tolerance)
            return ViewVerification(
                name: view.name, type: view.type, isPositionedByFrame: view.positioning != .constraints,
                verdict: verdict,
                detail: detail(of: view, verdict))
        }
        return SceneVerification(
            key: layout.key, sourcePath: layout.sourcePath, environment: environment, views: views,
            unsatisfiable: solved.unsatisfiable)
    }

    /// Verifies layouts on every core; the results keep the layouts' order.
    public static func verify(_ layouts: [LayoutModel]) -> [SceneVerification] {
        let results = ParallelResults<SceneVerification>(count: layouts.count)
        DispatchQueue.concurrentPerform(iterations: layouts.count) { index in
            results.set(index, verify(layouts[index]))
        }
        return results.values.compactMap { $0 }
    }

    /// What the verdict's reason rests on, when the reader can check it.
    private static func detail(of view: SolvedLayout.View, _ verdict: ViewVerdict) -> String? {
        switch verdict {
        case .unverifiable(.recordedFramesBreakConstraints): view.brokenConstraint
        case .unverifiable(.placeholderConstraints), .unverifiable(.laidOutForStaleContainer),
            .unverifiable(.hidingConflict):
            view.alternativeFit?.detail
        default: nil
        }
    }

    /// The verdict for one solved view, the reasons to leave it out checked first.
    static func verdict(_ view: SolvedLayout.View, tolerance: Double) -> ViewVerdict {
        if view.designFlags.contains("misplaced") { return .unverifiable(.misplacedInIB) }
        if view.designFlags.contains("ambiguous") { return .unverifiable(.ambiguousInIB) }
        guard let recorded = view.recordedFrame else { return .unverifiable(.noRecordedFrame) }
        if view.dependencies.contains(.fillProportionally) { return .unverifiable(.fillProportionally) }
        if view.dependencies.contains(.baseline) { return .unverifiable(.baseline) }
        if view.dependencies.contains(.symbolMetrics) { return .unverifiable(.symbolMetrics) }
        if view.dependencies.contains(.cellOutsideTable) { return .unverifiable(.cellOutsideTable) }
        if view.dependencies.contains(.hiddenArrangedPlacement) { return .unverifiable(.hiddenArrangedView) }
        if view.dependencies.contains(.ambiguity) { return .unverifiable(.ambiguous) }
        // Checked last, so that its count is of views no other reason leaves out.
        if view.brokenConstraint != nil { return .unverifiable(.recordedFramesBreakConstraints) }
        if let fit = view.alternativeFit { return .unverifiable(fit.reason) }
        return view.frame.isClose(to: recorded, within: tolerance) ? .within : .off(expected: recorded, got: view.frame)
    }
}
