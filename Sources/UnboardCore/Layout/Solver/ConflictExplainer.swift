/// Narrows a conflict among required constraints down to a minimal set, so a report names only the culprits.
enum ConflictExplainer {
    /// A minimal subset of `required` that, with `failing`, has no solution; `failing` comes last.
    static func minimalConflict(
        among required: [LinearConstraint], adding failing: LinearConstraint
    ) -> [LinearConstraint] {
        var core = connected(required, to: failing)
        guard conflicts(core + [failing]) else { return core + [failing] }
        var chunk = max(1, core.count / 2)
        while true {
            var start = 0
            while start < core.count {
                let candidate = Array(core[..<start] + core[min(core.count, start + chunk)...])
                if conflicts(candidate + [failing]) { core = candidate } else { start += chunk }
            }
            if chunk == 1 { return core + [failing] }
            chunk = max(1, chunk / 2)
        }
    }

    /// Whether the constraints, added in order to a fresh solver, meet a conflict.
    private static func conflicts(_ constraints: [LinearConstraint]) -> Bool {
        var solver = ConstraintSolver()
        solver.explainsConflicts = false
        return constraints.contains { solver.add($0) == nil }
    }

    /// The constraints linked to `failing` through shared variables; only they can take part in the conflict.
    private static func connected(_ constraints: [LinearConstraint], to failing: LinearConstraint) -> [LinearConstraint]
    {
        var reached = Set(failing.variables)
        var included = Array(repeating: false, count: constraints.count)
        var changed = true
        while changed {
            changed = false
            for (index, constraint) in constraints.enumerated() where !included[index] {
                let variables = constraint.variables
                if variables.contains(where: reached.contains) {
                    included[index] = true
                    reached.formUnion(variables)
                    changed = true
                }
            }
        }
        return constraints.indices.filter { included[$0] }.map { constraints[$0] }
    }
}
