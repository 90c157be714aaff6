extension LayoutSystem {
    /// Adds the constraints `UIStackView` creates for its arranged views (UIKit names them `UISV-...`): along the
    /// axis, the canvas connections, spacing and distribution; across it, the alignment. Hidden arranged views
    /// collapse to zero along the axis and take no spacing; one between two visible views starts half the spacing
    /// after the previous one.
    mutating func arrange(_ stack: Int) {
        let facts = StackViewFacts(views[stack].values)
        let arranged = views[stack].children
        let visible = arranged.filter { !isCollapsed($0) }
        let container = facts.isLayoutMarginsRelative ? box(of: stack, guide: .layoutMargins) : frames[stack]
        for view in arranged where isCollapsed(view) {
            let previous = visible.last { $0 < view }
            let isBetween = previous != nil && visible.contains { $0 > view }
            collapse(view, after: previous, gap: isBetween ? facts.spacing / 2 : 0, in: container, facts.axis)
        }
        guard !visible.isEmpty else { return }
        connectCanvas(visible, container, facts)
        for (previous, next) in zip(visible, visible.dropFirst()) { space(previous, next, facts) }
        distribute(stack, visible, facts)
        for view in arranged { align(view, first: visible[0], container, facts) }
        if facts.crossAlignment != "fill" {
            add(
                container.span(facts.axis.other).size, .equal, 0, priority: LayoutPriority(49),
                "'UISV-spanning-fit' \(name(stack)).\(facts.axis.other.dimensionName) == 0")
        }
    }

    /// Whether `view` is a hidden arranged view IB's canvas collapses, as UIKit does at run time ("The stack view
    /// automatically updates its layout whenever views are added, removed, or inserted into the arrangedSubviews
    /// array, or whenever one of the arranged subviews’s isHidden property changes.",
    /// https://developer.apple.com/documentation/uikit/uistackview, "Change the stack view’s content dynamically").
    ///
    /// IB before Xcode 9.3 (`beforeCellMargins`) lays hidden arranged views out as if shown: ownCloud's
    /// `Main.storyboard` (12118), whose three stack views each give a hidden 25 pt button its place and shorten the
    /// field beside it by the button and a spacing. From Xcode 10, IB collapses them: 7 files of 5 repositories
    /// saved with 15705 to 23504 (openfoodfacts' `ProductAddViewController.storyboard`, WordPressAuthenticator's
    /// `NUXButtonView.storyboard` and `Signup.storyboard`, ivpn's `Main.storyboard` and `Signup.storyboard`,
    /// cwa-app-ios' `TraceLocationCheckinViewController.xib`). A guess from one file: the corpora hold no other
    /// hidden arranged view saved before 15705, so where between 12118 and 15705 IB changed is not known.
    func isCollapsed(_ view: Int) -> Bool {
        views[view].isArranged && views[view].isHidden && environment.interfaceBuilder > .beforeCellMargins
    }

    private func name(_ view: Int) -> String { views[view].node.name }

    /// Collapses a hidden arranged view to zero along the axis, `gap` after the previous visible view's end.
    ///
    /// The half-spacing gap of a hidden view between two visible ones is inferred from IB's recorded frames
    /// (Xcode 13 to 15: ivpn's `Main.storyboard` and `Signup.storyboard`, cwa-app-ios'
    /// `TraceLocationCheckinViewController.xib`, where Auto Layout broke the hiding size); Apple does not document
    /// where a hidden arranged view sits (unverified), and IB's frames for the last or first one disagree (ivpn's
    /// and HabitRPG's at the stack's start, WordPressAuthenticator's and cwa-app-ios' after the previous view;
    /// videolan's `VideoPlayerControls.xib` both). So the place is a parameter (`hiddenArrangedPlacement`): the
    /// views whose frames follow it are not verified, and a hidden view is not drawn ("A hidden view disappears
    /// from its window and does not receive input events.", developer.apple.com/documentation/uikit/uiview/ishidden).
    private mutating func collapse(
        _ view: Int, after previous: Int?, gap: Double, in container: LayoutBox, _ axis: LayoutAxis
    ) {
        let own = frames[view].span(axis)
        hidingSizeConstraints.append(constraints.count)
        add(own.size, .equal, 0, "'UISV-hiding' \(name(view)).\(axis.dimensionName) == 0")
        let start = previous.map { frames[$0].span(axis).max + gap } ?? container.span(axis).min
        let offset = factory.make("\(name(view)).hiddenPlacement")
        parameters.append(Parameter(variable: offset, value: 0, kind: .hiddenArrangedPlacement, view: view))
        add(
            own.min, .equal, start + LinearExpression(offset),
            "'UISV-hiding' \(name(view)) follows the previous visible view")
    }

    private mutating func connectCanvas(_ visible: [Int], _ container: LayoutBox, _ facts: StackViewFacts) {
        let along = container.span(facts.axis)
        add(
            frames[visible[0]].span(facts.axis).min, .equal, along.min,
            "'UISV-canvas-connection' \(name(visible[0])) at the start")
        add(
            frames[visible[visible.count - 1]].span(facts.axis).max, .equal, along.max,
            "'UISV-canvas-connection' \(name(visible[visible.count - 1])) at the end")
    }

    private mutating func space(_ previous: Int, _ next: Int, _ facts: StackViewFacts) {
        let label = "'UISV-spacing' \(name(next)) \(format(facts.spacing)) after \(name(previous))"
        let spacing = LinearExpression(constant: facts.spacing)
        let isMinimum = facts.distribution == "equalSpacing" || facts.distribution == "equalCentering"
        add(spacingGap(previous, next, facts), isMinimum ? .greaterThanOrEqual : .equal, spacing, label)
    }

    /// The space between two arranged views as the stack measures its spacing: in a vertical stack with
    /// `isBaselineRelativeArrangement`, from the previous view's last baseline to the next one's first where they are
    /// text-based, whatever the distribution (Apple: "If YES, the vertical space between views are measured from the
    /// last baseline of a text-based view, to the first baseline of the view below it.",
    /// developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement; Provenance's
    /// `GameMoreInfo.storyboard`, an `equalSpacing` stack of rows of labels, records its rows so); else between their
    /// frames (ownCloud's `Main.storyboard`, 12118: a plain view and a stack of fields, 0 pt apart, in one).
    private mutating func spacingGap(_ previous: Int, _ next: Int, _ facts: StackViewFacts) -> LinearExpression {
        let relative = facts.isBaselineRelative && facts.axis == .vertical
        let end =
            relative && hasTextBaseline(previous, first: false)
            ? baseline(previous, first: false) : frames[previous].span(facts.axis).max
        let start =
            relative && hasTextBaseline(next, first: true)
            ? baseline(next, first: true) : frames[next].span(facts.axis).min
        return start - end
    }

    /// Whether a view's first or last baseline is a text-based view's: its own, or for a stack view that of its
    /// first or last shown arranged view.
    private func hasTextBaseline(_ view: Int, first: Bool) -> Bool {
        guard views[view].node.arrangesSubviews else { return Self.textTypes.contains(views[view].node.baseType) }
        let arranged = views[view].children.filter { !isCollapsed($0) }
        guard let child = first ? arranged.first : arranged.last else { return false }
        return hasTextBaseline(child, first: first)
    }

    private mutating func distribute(_ stack: Int, _ visible: [Int], _ facts: StackViewFacts) {
        let axis = facts.axis
        let pairs = Array(zip(visible, visible.dropFirst()))
        switch facts.distribution {
        case "fillEqually":
            for view in visible.dropFirst() {
                add(
                    frames[view].span(axis).size, .equal, frames[visible[0]].span(axis).size,
                    "'UISV-fill-equally' \(name(view)).\(axis.dimensionName) == \(name(visible[0])).\(axis.dimensionName)"
                )
            }
        case "equalSpacing":
            let gaps = pairs.map { frames[$0.1].span(axis).min - frames[$0.0].span(axis).max }
            for (index, gap) in gaps.enumerated().dropFirst() {
                add(gap, .equal, gaps[0], "'UISV-distributing' gap \(index) == gap 0")
            }
            // Left free, the stack fits its views: the gaps shrink to the spacing.
            if let first = pairs.first {
                add(
                    spacingGap(first.0, first.1, facts), .equal, LinearExpression(constant: facts.spacing),
                    priority: LayoutPriority(49), "'UISV-spacing-fit' gap 0 == \(format(facts.spacing))")
            }
        case "equalCentering":
            let steps = pairs.map { frames[$0.1].span(axis).mid - frames[$0.0].span(axis).mid }
            for (index, step) in steps.enumerated().dropFirst() {
                add(
                    step, .equal, steps[0], priority: LayoutPriority(999),
                    "'UISV-distributing-edge' centers \(index) == centers 0")
            }
        case "fillProportionally":
            proportion(stack, visible, axis)
        default:
            break
        }
    }

    /// `fillProportionally` shares the stack in proportion to the arranged views' intrinsic sizes; IB's recorded
    /// sizes stand in for them, and the engine tries other proportions to find what depends on them.
    private mutating func proportion(_ stack: Int, _ visible: [Int], _ axis: LayoutAxis) {
        let weights = visible.map { view in
            max(1, recordedFrames[view].map { axis == .horizontal ? $0.width : $0.height } ?? 1)
        }
        func constraints(_ weights: [Double]) -> [LinearConstraint] {
            zip(visible, weights).dropFirst().map { view, weight in
                LinearConstraint(
                    frames[view].span(axis).size * weights[0], .equal, frames[visible[0]].span(axis).size * weight,
                    priority: LayoutPriority(999),
                    label: "'UISV-fill-proportionally' \(name(view)).\(axis.dimensionName) ∝ \(format(weight))")
            }
        }
        var perturbed = weights
        perturbed[0] *= 1.37
        proportionalStacks.append(
            ProportionalStack(view: stack, constraints: constraints(weights), perturbed: constraints(perturbed)))
    }

    private mutating func align(_ view: Int, first: Int, _ container: LayoutBox, _ facts: StackViewFacts) {
        let across = container.span(facts.axis.other)
        let own = frames[view].span(facts.axis.other)
        let tag = "'UISV-alignment' \(name(view))"
        switch facts.crossAlignment {
        case "fill":
            add(own.min, .equal, across.min, "\(tag) fills the stack")
            add(own.max, .equal, across.max, "\(tag) fills the stack")
            return
        case "leading", "top": add(own.min, .equal, across.min, "\(tag) at the start")
        case "trailing", "bottom": add(own.max, .equal, across.max, "\(tag) at the end")
        case "center": add(own.mid, .equal, across.mid, "\(tag) centered")
        default:
            let usesFirst = facts.alignment == "firstBaseline"
            if view != first {
                add(
                    baseline(view, first: usesFirst), .equal, baseline(first, first: usesFirst),
                    "\(tag) on the baseline")
            }
        }
        add(own.min, .greaterThanOrEqual, across.min, "'UISV-spanning-boundary' \(name(view)) inside the stack")
        add(own.max, .lessThanOrEqual, across.max, "'UISV-spanning-boundary' \(name(view)) inside the stack")
    }
}
