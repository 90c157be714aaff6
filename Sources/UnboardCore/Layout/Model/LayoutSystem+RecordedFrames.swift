extension LayoutSystem {
    /// The required constraints IB's recorded frames break by more than `tolerance`, described, by the index of
    /// each view they involve (the first such constraint per view). Each constraint is evaluated on the recorded
    /// frames alone, in root coordinates, as `translate(_:)` reads it; none is solved. A constraint the recorded
    /// frames cannot decide is left out: a guide, a margin, a baseline or the system spacing need values IB does not
    /// record, a scroll view's edges seen from its content are its content area, a stack view collapses its
    /// hidden arranged views whatever their frames, an SF Symbol's alignment rectangle needs its glyph metrics, and
    /// a view IB flags misplaced has a frame IB itself says is stale (it breaks the constraint, not its partner).
    func constraintsBrokenByRecordedFrames(tolerance: Double) -> [Int: String] {
        var broken: [Int: String] = [:]
        for constraint in layout.constraints where constraint.priority >= 1000 {
            guard let (lhs, rhs) = recordedSides(constraint) else { continue }
            let excess =
                switch constraint.relation {
                case .equal: abs(lhs - rhs)
                case .lessThanOrEqual: lhs - rhs
                case .greaterThanOrEqual: rhs - lhs
                }
            guard excess > tolerance else { continue }
            let text =
                "\(label(constraint)) (line \(constraint.line)), on IB's frames \(format(lhs)) against \(format(rhs))"
            for item in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                if let index = layout.indexByID[item.viewID], broken[index] == nil { broken[index] = text }
            }
        }
        return broken
    }

    /// Both sides of a constraint on the recorded frames, `nil` when they cannot be evaluated.
    private func recordedSides(_ constraint: ConstraintModel) -> (Double, Double)? {
        guard !constraint.usesSystemSpacing, let firstView = layout.indexByID[constraint.first.viewID] else {
            return nil
        }
        guard let second = constraint.second, let secondAttribute = constraint.secondAttribute else {
            guard constraint.firstAttribute.family == .dimension,
                let lhs = recordedValue(constraint.first, constraint.firstAttribute, view: firstView, other: nil)
            else { return nil }
            return (lhs, constraint.constant)
        }
        guard let secondView = layout.indexByID[second.viewID],
            let lhs = recordedValue(constraint.first, constraint.firstAttribute, view: firstView, other: secondView),
            let value = recordedValue(second, secondAttribute, view: secondView, other: firstView)
        else { return nil }
        var rhs = value * constraint.multiplier + constraint.constant
        if constraint.multiplier != 1, constraint.firstAttribute.family != .dimension {
            // Auto Layout measures positions from the nearest common ancestor's origin, as `translate(_:)` does.
            guard let origin = recordedFrames[commonAncestor(firstView, secondView)] else { return nil }
            rhs += (constraint.firstAttribute.family == .xAxis ? origin.x : origin.y) * (1 - constraint.multiplier)
        }
        return (lhs, rhs)
    }

    /// An item's attribute on its recorded alignment rectangle, `nil` when the recorded frames do not give it.
    private func recordedValue(_ item: LayoutItem, _ attribute: LayoutAttribute, view: Int, other: Int?) -> Double? {
        let node = views[view].node
        guard item.guide == nil, !attribute.isMargin, !(views[view].isArranged && views[view].isHidden),
            !views[view].showsSymbol, !node.designFlags.contains("misplaced")
        else { return nil }
        // IB's frames of segmented controls keep their vertical constraints only on a rectangle a point shorter or
        // lower (SVProgressHUD's and BEMSimpleLineGraph's demos, appium's UICatalog): an alignment rectangle the model
        // does not know (a guess from those files, unverified).
        if node.baseType == "UISegmentedControl", [.top, .bottom, .centerY, .height].contains(attribute) { return nil }
        if isScrollView(view), let other, other != view, layout.isDescendant(other, of: view), attribute.isEdge {
            return nil
        }
        guard let frame = recordedFrames[view]?.inset(by: views[view].alignmentInsets) else { return nil }
        switch attribute {
        case .left, .leading: return frame.x
        case .right, .trailing: return frame.x + frame.width
        case .top: return frame.y
        case .bottom: return frame.y + frame.height
        case .centerX: return frame.x + frame.width / 2
        case .centerY: return frame.y + frame.height / 2
        case .width: return frame.width
        case .height: return frame.height
        default: return nil
        }
    }
}
