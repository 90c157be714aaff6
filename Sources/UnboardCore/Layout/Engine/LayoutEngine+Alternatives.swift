extension LayoutEngine {
    /// Gives each view the model puts off IB's frame the first layout IB may have used instead that puts it within
    /// `tolerance`: such a view's recorded frame comes from a layout the app may never have, so it is no oracle
    /// for the model's. A view off in every such layout stays off, and a view within the tolerance is verified,
    /// whatever they give. The layouts, each solved only when a view it may explain is off:
    /// - the placeholder size constraints added: IB's attributes inspector calls them "Placeholder: Remove at build
    ///   time", so they are in IB's layout and not in the app's (no Apple page on them was found; seen in
    ///   WordPressAuthenticator's Signup error label, 40 pt tall by a placeholder, and the two empty stack views of
    ///   its NUXButtonView, 50 pt each; JSQMessagesViewController's two cells and MagicLinkRequestedViewController
    ///   have placeholders and verify either way);
    /// - every container whose recorded frame breaks its constraints held at that frame, for the views inside it:
    ///   IB records the frames of one layout pass, in which the container had the frame it records (seen in the
    ///   Gravatar cell of WordPressAuthenticator, 48 pt tall between insets that make it 52, and in
    ///   expanding-collection's stack view, recorded 0 pt wide between 40 pt insets; unverified beyond them);
    /// - every 'UISV-hiding' constraint that contradicts a hidden arranged view's required size (placeholders
    ///   included) broken instead of that size. Of unsatisfiable constraints Apple says only that Auto Layout
    ///   "breaks one of the conflicting constraints and checks the layout"
    ///   (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/ConflictingLayouts.html),
    ///   not which one. WordPressAuthenticator's NUXButtonView (Xcode 14) and Signup error label (Xcode 11) keep
    ///   their sizes; ownCloud's login (Xcode 8) lays its hidden buttons out as shown, which neither layout gives,
    ///   so they stay off.
    static func fitAlternatives(
        _ views: inout [SolvedLayout.View], of run: LayoutRun, broken: [Int: String], tolerance: Double
    ) {
        var fitter = AlternativeFitter(views: views, tolerance: tolerance)
        defer { views = fitter.views }
        var designed = run.system
        var conflicts = run.solver.unsatisfiable
        var withPlaceholders = ""
        let placeholders = run.system.layout.designTimeConstraints
        if !placeholders.isEmpty {
            for constraint in placeholders { designed.translate(constraint) }
            let labels = placeholders.map { "\(run.system.label($0)) (line \($0.line))" }.joined(separator: ", ")
            withPlaceholders = "with IB's placeholder constraints \(labels)"
            let designedRun = settledRun(designed)
            conflicts = designedRun.solver.unsatisfiable
            fitter.fit(.placeholderConstraints, detail: { _ in "within tolerance " + withPlaceholders }) {
                designedRun.relativeFrames()
            }
        }
        let containers = Set(broken.keys).subtracting([0])
        fitter.fit(.laidOutForStaleContainer, detail: { heldDetail($0, in: run.system, containers, broken) }) {
            settledRun(run.system.holding(containers)).relativeFrames()
        }
        let conflicting = designed.hidingSizeConstraints.filter { index in
            let label = designed.constraints[index].label
            return conflicts.contains { conflict in conflict.constraints.contains { $0.label == label } }
        }
        guard !conflicting.isEmpty else { return }
        let labels = conflicting.map { designed.constraints[$0].label }.joined(separator: ", ")
        let detail = "within tolerance when Auto Layout breaks \(labels) instead of the required size it contradicts"
        fitter.fit(
            .hidingConflict, detail: { _ in withPlaceholders.isEmpty ? detail : "\(detail), \(withPlaceholders)" }
        ) {
            settledRun(designed.removing(Set(conflicting))).relativeFrames()
        }
    }

    /// What to say of a view inside a held container; `nil` for a view in none.
    private static func heldDetail(
        _ view: Int, in system: LayoutSystem, _ containers: Set<Int>, _ broken: [Int: String]
    ) -> String? {
        var ancestor = system.views[view].parent
        while let current = ancestor, !containers.contains(current) { ancestor = system.views[current].parent }
        guard let container = ancestor, let constraint = broken[container] else { return nil }
        return "within tolerance with \(system.views[container].node.name) held at IB's frame, which breaks "
            + constraint
    }
}

/// The solved views, given alternative fits one layout after another.
private struct AlternativeFitter {
    var views: [SolvedLayout.View]
    let tolerance: Double

    /// Gives the views off IB's frame, without a fit yet, and with a detail (the views the layout may explain),
    /// the layout's fit where its frames put them within the tolerance; solves it only when there are such views.
    mutating func fit(
        _ reason: UnverifiableReason, detail: (Int) -> String?, frames: () -> [LayoutRect]
    ) {
        let candidates = views.indices.compactMap { index -> (Int, String)? in
            guard views[index].alternativeFit == nil, let recorded = views[index].recordedFrame,
                !views[index].frame.isClose(to: recorded, within: tolerance), let text = detail(index)
            else { return nil }
            return (index, text)
        }
        guard !candidates.isEmpty else { return }
        let solved = frames()
        for (index, text) in candidates {
            guard let recorded = views[index].recordedFrame, solved[index].isClose(to: recorded, within: tolerance)
            else { continue }
            views[index].alternativeFit = SolvedLayout.AlternativeFit(reason: reason, detail: text)
        }
    }
}
