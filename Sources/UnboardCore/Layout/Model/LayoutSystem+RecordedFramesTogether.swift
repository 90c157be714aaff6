extension LayoutSystem {
    /// The views whose required constraints to the root view, each within `tolerance` on IB's recorded frames,
    /// cannot hold together: no frame within `tolerance` of the view's recorded one keeps them all in the root's
    /// frame, so no layout UIKit computes puts the view where IB recorded it. The Xcode 6 launch-screen template's
    /// labels are the case: 441 pt wide, 20 pt from the leading edge and centered in a 480 pt view, each
    /// constraint off by half a point, the width they give (440) by one. Only constraints to the root (and the
    /// view's own, such as its size) are taken: the root's frame is the canvas, exact, while other views' recorded
    /// frames are rounded to IB's pixels and would add their rounding to the view's. Constraints are read as
    /// `constraintsBrokenByRecordedFrames(tolerance:)` reads them; the description names those that conflict.
    func constraintsBrokenTogether(tolerance: Double) -> [Int: String] {
        var byView: [Int: [ConstraintModel]] = [:]
        for constraint in layout.constraints where constraint.priority >= 1000 {
            let items = Set(
                ([constraint.first] + (constraint.second.map { [$0] } ?? [])).compactMap { layout.indexByID[$0.viewID] }
            )
            guard let view = items.subtracting([0]).first, items.subtracting([0, view]).isEmpty else { continue }
            byView[view, default: []].append(constraint)
        }
        var broken: [Int: String] = [:]
        for (view, constraints) in byView where constraints.count > 1 {
            if let conflict = conflict(placing: view, by: constraints, tolerance: tolerance) { broken[view] = conflict }
        }
        return broken
    }

    /// The view's constraints that no frame within `tolerance` of its recorded one keeps, described; `nil` when one does.
    private func conflict(placing view: Int, by constraints: [ConstraintModel], tolerance: Double) -> String? {
        guard let recorded = recordedBox(view) else { return nil }
        var factory = LayoutVariableFactory()
        let name = views[view].node.name
        let own = LayoutBox(
            minX: LinearExpression(factory.make("\(name).minX")), minY: LinearExpression(factory.make("\(name).minY")),
            width: LinearExpression(factory.make("\(name).width")),
            height: LinearExpression(factory.make("\(name).height")))
        var solver = ConstraintSolver()
        let components = [
            ("minX", own.minX, recorded.minX), ("minY", own.minY, recorded.minY), ("width", own.width, recorded.width),
            ("height", own.height, recorded.height),
        ]
        for (component, variable, value) in components {
            let text = "\(name).\(component) within \(format(tolerance)) of IB's \(format(value.constant))"
            _ = solver.add(LinearConstraint(variable, .greaterThanOrEqual, value - tolerance, label: text))
            _ = solver.add(LinearConstraint(variable, .lessThanOrEqual, value + tolerance, label: text))
        }
        var labels: Set<String> = []
        for constraint in constraints {
            let box: (Int) -> LayoutBox? = { $0 == view ? own : recordedBox($0) }
            guard let (lhs, rhs) = sides(constraint, box: box) else { continue }
            let text = "\(label(constraint)) (line \(constraint.line))"
            labels.insert(text)
            guard solver.add(LinearConstraint(lhs, constraint.relation, rhs, label: text)) == nil else { continue }
            let involved = (solver.unsatisfiable.last?.constraints ?? []).map(\.label).filter(labels.contains)
            return "\(involved.joined(separator: ", ")) together, in the root's frame, on no frame "
                + "within \(format(tolerance)) of IB's"
        }
        return nil
    }
}
