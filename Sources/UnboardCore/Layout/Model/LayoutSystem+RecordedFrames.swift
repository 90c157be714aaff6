extension LayoutSystem {
    /// The required constraints IB's recorded frames break by more than `tolerance`, described, by the index of
    /// each view they involve (the first such constraint per view). Each constraint is evaluated on the recorded
    /// frames alone, in root coordinates, as `translate(_:)` reads it; none is solved. A constraint the recorded
    /// frames cannot decide is left out: a guide (but the horizontal edges of a root safe area without side insets,
    /// the root's own), a margin or a baseline need values IB does not record, a scroll
    /// view's edges seen from its content are its content area, a stack view collapses its hidden arranged views
    /// whatever their frames, an SF Symbol's alignment rectangle needs its glyph metrics, and a view IB flags
    /// misplaced has a frame IB itself says is stale (it breaks the constraint, not its partner). The system
    /// spacing is taken as the constant IB recorded with it, as `translate(_:)` solves it. A view whose
    /// constraints each hold may still break them together (`constraintsBrokenTogether(tolerance:)`).
    func constraintsBrokenByRecordedFrames(tolerance: Double) -> [Int: String] {
        var broken: [Int: String] = [:]
        for constraint in layout.constraints where constraint.priority >= 1000 {
            guard let (lhs, rhs) = sides(constraint, box: recordedBox) else { continue }
            let excess =
                switch constraint.relation {
                case .equal: abs(lhs.constant - rhs.constant)
                case .lessThanOrEqual: lhs.constant - rhs.constant
                case .greaterThanOrEqual: rhs.constant - lhs.constant
                }
            guard excess > tolerance else { continue }
            let text =
                "\(label(constraint)) (line \(constraint.line)), on IB's frames \(format(lhs.constant)) against \(format(rhs.constant))"
            for item in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                if let index = layout.indexByID[item.viewID], broken[index] == nil { broken[index] = text }
            }
        }
        return broken.merging(constraintsBrokenTogether(tolerance: tolerance)) { single, _ in single }
    }

    /// Both sides of a constraint with each view's alignment rectangle taken from `box`, `nil` when they cannot be
    /// evaluated.
    func sides(
        _ constraint: ConstraintModel, box: (Int) -> LayoutBox?
    ) -> (LinearExpression, LinearExpression)? {
        guard let firstView = layout.indexByID[constraint.first.viewID] else { return nil }
        guard let second = constraint.second, let secondAttribute = constraint.secondAttribute else {
            guard constraint.firstAttribute.family == .dimension,
                let lhs = value(constraint.first, constraint.firstAttribute, view: firstView, other: nil, box: box)
            else { return nil }
            return (lhs, LinearExpression(constant: constraint.constant))
        }
        guard let secondView = layout.indexByID[second.viewID],
            let lhs = value(constraint.first, constraint.firstAttribute, view: firstView, other: secondView, box: box),
            let value = value(second, secondAttribute, view: secondView, other: firstView, box: box)
        else { return nil }
        var rhs = value * constraint.multiplier + constraint.constant
        if constraint.multiplier != 1, constraint.firstAttribute.family != .dimension {
            // Auto Layout measures positions from the nearest common ancestor's origin, as `translate(_:)` does.
            guard let origin = recordedFrames[commonAncestor(firstView, secondView)] else { return nil }
            rhs = rhs + (constraint.firstAttribute.family == .xAxis ? origin.x : origin.y) * (1 - constraint.multiplier)
        }
        return (lhs, rhs)
    }

    /// Whether the root's safe area has no inset at the sides (a phone in portrait, an iPad): its horizontal edges
    /// are then the root's own, which IB records, while its vertical ones depend on the bars IB simulates.
    private var rootSafeAreaSpansTheWidth: Bool {
        environment.safeAreaInsets.left == 0 && environment.safeAreaInsets.right == 0
    }

    /// A view's recorded alignment rectangle, as constants; `nil` without a recorded frame.
    func recordedBox(_ view: Int) -> LayoutBox? {
        guard let frame = recordedFrames[view]?.inset(by: views[view].alignmentInsets) else { return nil }
        return LayoutBox(
            minX: LinearExpression(constant: frame.x), minY: LinearExpression(constant: frame.y),
            width: LinearExpression(constant: frame.width), height: LinearExpression(constant: frame.height))
    }

    /// An item's attribute on the view's box, `nil` when the recorded frames do not give it.
    private func value(
        _ item: LayoutItem, _ attribute: LayoutAttribute, view: Int, other: Int?, box: (Int) -> LayoutBox?
    ) -> LinearExpression? {
        let node = views[view].node
        if item.guide == .safeArea, view == 0, !attribute.isMargin, rootSafeAreaSpansTheWidth,
            attribute.family == .xAxis || attribute == .width
        {
            return box(view)?.value(attribute)
        }
        guard item.guide == nil, !attribute.isMargin, !isCollapsed(view),
            !views[view].showsSymbol, !node.designFlags.contains("misplaced")
        else { return nil }
        if isScrollView(view), let other, other != view, layout.isDescendant(other, of: view), attribute.isEdge {
            return nil
        }
        return box(view)?.value(attribute)
    }
}
