extension ConstraintSolver {
    /// Makes `variable` editable at a non-required priority: `suggest(_:for:)` then moves it cheaply.
    public mutating func addEditVariable(_ variable: LayoutVariable, priority: LayoutPriority) {
        guard edits[variable] == nil else { return }
        let editPriority = LayoutPriority(min(priority.rawValue, 999.99))
        let constraint = LinearConstraint(
            LinearExpression(variable), .equal, 0, priority: editPriority, label: "\(variable.name) == suggested")
        guard let handle = add(constraint), let entry = entries[handle] else { return }
        edits[variable] = Edit(handle: handle, tag: entry.tag, constant: 0)
    }

    /// Stops editing a variable.
    public mutating func removeEditVariable(_ variable: LayoutVariable) {
        guard let edit = edits.removeValue(forKey: variable) else { return }
        remove(edit.handle)
    }

    /// Whether a variable is editable.
    public func isEditing(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves from the current solution (dual simplex).
    public mutating func suggest(_ value: Double, for variable: LayoutVariable) {
        guard var edit = edits[variable] else { return }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        shiftEditRows(edit.tag, by: delta)
        dualOptimize()
    }

    private mutating func shiftEditRows(_ tag: Tag, by delta: Double) {
        if rows[tag.marker] != nil {
            if rows[tag.marker]!.add(-delta) < 0 { infeasible.insert(tag.marker) }
            return
        }
        if let other = tag.other, rows[other] != nil {
            if rows[other]!.add(delta) < 0 { infeasible.insert(other) }
            return
        }
        for index in rows.indices {
            let coefficient = rows.values[index].coefficient(for: tag.marker)
            guard coefficient != 0 else { continue }
            let basic = rows.keys[index]
            if rows.values[index].add(delta * coefficient) < 0, basic.kind != .external { infeasible.insert(basic) }
        }
    }
}
