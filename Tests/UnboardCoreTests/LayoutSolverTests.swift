import Testing
import UnboardCore

/// The constraint solver alone: relations, strict priorities, ratios, edits, removal and conflicts.
@Suite struct LayoutSolverTests {
    private var factory = LayoutVariableFactory()

    private mutating func variables(_ names: String...) -> [LayoutVariable] { names.map { factory.make($0) } }

    private func expression(_ variable: LayoutVariable) -> LinearExpression { LinearExpression(variable) }

    private func equal(_ lhs: LinearExpression, _ rhs: LinearExpression, _ priority: Double = 1000) -> LinearConstraint
    {
        LinearConstraint(lhs, .equal, rhs, priority: LayoutPriority(priority), label: "eq")
    }

    @Test mutating func requiredEqualitiesChain() {
        let v = variables("x", "y")
        var solver = ConstraintSolver()
        solver.add(equal(expression(v[0]), 10))
        solver.add(equal(expression(v[1]), expression(v[0]) + 5))
        #expect(solver.value(of: v[1]) == 15)
    }

    @Test mutating func inequalitiesBoundWhatOptionalConstraintsWant() {
        let x = variables("x")[0]
        var solver = ConstraintSolver()
        solver.add(LinearConstraint(expression(x), .greaterThanOrEqual, 10, label: "x >= 10"))
        solver.add(LinearConstraint(expression(x), .lessThanOrEqual, 20, label: "x <= 20"))
        solver.add(equal(expression(x), 30, 500))
        #expect(solver.value(of: x) == 20)
        solver.add(equal(expression(x), 0, 600))
        #expect(solver.value(of: x) == 10)
    }

    @Test mutating func aHigherPriorityBeatsAnyNumberOfLowerOnes() {
        let x = variables("x")[0]
        var solver = ConstraintSolver()
        for _ in 0..<20 { solver.add(equal(expression(x), 100, 750)) }
        solver.add(equal(expression(x), 0, 751))
        #expect(solver.value(of: x) == 0)
    }

    @Test mutating func equalPrioritiesAddTheirErrors() {
        let x = variables("x")[0]
        var solver = ConstraintSolver()
        solver.add(equal(expression(x), 0, 500))
        solver.add(equal(expression(x), 10, 500))
        solver.add(equal(expression(x), 10, 500))
        #expect(solver.value(of: x) == 10)
    }

    @Test mutating func ratiosAndCenters() {
        let v = variables("left", "width", "height")
        var solver = ConstraintSolver()
        solver.add(equal(expression(v[1]), expression(v[2]) * (16.0 / 9.0)))
        solver.add(equal(expression(v[1]), 320))
        solver.add(equal(expression(v[0]) + expression(v[1]) * 0.5, 200))
        #expect(solver.value(of: v[2]) == 180)
        #expect(solver.value(of: v[0]) == 40)
    }

    @Test mutating func removingAConstraintReturnsToTheNextBest() throws {
        let x = variables("x")[0]
        var solver = ConstraintSolver()
        solver.add(equal(expression(x), 10, 500))
        let added = solver.add(equal(expression(x), 20))
        let pin = try #require(added)
        #expect(solver.value(of: x) == 20)
        solver.remove(pin)
        #expect(solver.value(of: x) == 10)
    }

    @Test mutating func editVariablesMoveIncrementally() {
        let v = variables("x", "y")
        var solver = ConstraintSolver()
        solver.add(LinearConstraint(expression(v[0]), .greaterThanOrEqual, 0, label: "x >= 0"))
        solver.add(equal(expression(v[1]), expression(v[0]) + 5))
        solver.addEditVariable(v[0], priority: LayoutPriority(999))
        solver.suggest(7, for: v[0])
        #expect(solver.value(of: v[1]) == 12)
        solver.suggest(-3, for: v[0])
        #expect(solver.value(of: v[0]) == 0)
        solver.suggest(40, for: v[0])
        #expect(solver.value(of: v[1]) == 45)
    }

    @Test mutating func editsYieldToHigherPriorities() {
        let x = variables("x")[0]
        var solver = ConstraintSolver()
        solver.addEditVariable(x, priority: LayoutPriority(0.5))
        solver.add(
            LinearConstraint(expression(x), .lessThanOrEqual, 100, priority: LayoutPriority(1), label: "x <= 100 @1"))
        solver.suggest(150, for: x)
        #expect(solver.value(of: x) == 100)
        solver.suggest(50, for: x)
        #expect(solver.value(of: x) == 50)
    }

    @Test mutating func unsatisfiableRequiredConstraintsAreReportedAndBroken() throws {
        let v = variables("x", "y", "z")
        var solver = ConstraintSolver()
        let constraints = [
            LinearConstraint(expression(v[0]), .equal, 10, label: "x == 10"),
            LinearConstraint(expression(v[2]), .equal, 1, label: "z == 1"),
            LinearConstraint(expression(v[1]), .equal, expression(v[0]), label: "y == x"),
            LinearConstraint(expression(v[0]), .greaterThanOrEqual, 0, label: "x >= 0"),
        ]
        for constraint in constraints { solver.add(constraint) }
        let handle = solver.add(LinearConstraint(expression(v[1]), .equal, 20, label: "y == 20"))
        #expect(handle == nil)
        #expect(solver.value(of: v[1]) == 10)
        let report = try #require(solver.unsatisfiable.first)
        #expect(report.constraints.map(\.label) == ["x == 10", "y == x", "y == 20"])
        #expect(report.broken.label == "y == 20")
        #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(
            report.description.hasSuffix(
                "Will attempt to recover by breaking constraint\n<NSLayoutConstraint y == 20   (active)>"))
    }

    @Test mutating func conflictingInequalitiesAreReported() {
        let v = variables("a", "b")
        var solver = ConstraintSolver()
        solver.add(LinearConstraint(expression(v[0]), .greaterThanOrEqual, expression(v[1]) + 10, label: "a >= b + 10"))
        solver.add(LinearConstraint(expression(v[1]), .equal, 0, label: "b == 0"))
        let handle = solver.add(LinearConstraint(expression(v[0]), .lessThanOrEqual, 5, label: "a <= 5"))
        #expect(handle == nil)
        #expect(solver.unsatisfiable.count == 1)
        #expect(solver.value(of: v[0]) >= 10)
    }
}
