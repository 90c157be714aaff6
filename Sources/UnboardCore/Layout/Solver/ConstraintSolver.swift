/// A Cassowary-style incremental simplex solver with Auto Layout's priorities.
///
/// Constraints are added and removed one at a time, and edit variables take new suggested values, each
/// re-optimizing from the previous solution (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001; the tableau follows the kiwi implementation). The objective is
/// lexicographic over priorities (see `LayoutPriority`). A required constraint that contradicts the required
/// ones already added is not added; the conflict is recorded in `unsatisfiable` as UIKit logs it.
///
/// The solver is a value: copying it snapshots the whole tableau.
public struct ConstraintSolver: Sendable {
    /// The symbols that stand for one constraint in the tableau.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct Entry {
        var constraint: LinearConstraint
        var tag: Tag
    }

    struct Edit {
        var handle: ConstraintHandle
        var tag: Tag
        var constant: Double
    }

    var rows: [Symbol: Row] = [:]
    var objective = Objective()
    var artificial: Objective?
    var entries: [ConstraintHandle: Entry] = [:]
    var variableSymbols: [LayoutVariable: Symbol] = [:]
    var edits: [LayoutVariable: Edit] = [:]
    var infeasible: Set<Symbol> = []
    var nextSymbol = 0
    var nextHandle = 0

    /// The required constraints that could not be added, with the constraints they contradict.
    public private(set) var unsatisfiable: [UnsatisfiableConstraints] = []
    /// Whether a conflict is narrowed down to a minimal set of constraints (costly; off while narrowing).
    public var explainsConflicts = true

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint and re-solves; returns `nil`, recording the conflict, when a required constraint
    /// contradicts the required constraints already added.
    @discardableResult
    public mutating func add(_ constraint: LinearConstraint) -> ConstraintHandle? {
        let saved = self
        let handle = ConstraintHandle(id: nextHandle)
        nextHandle += 1
        if insert(constraint, handle: handle) { return handle }
        // A failed insertion leaves the tableau half-changed: go back to the copy taken before.
        self = saved
        nextHandle = handle.id + 1
        recordConflict(constraint)
        return nil
    }

    /// Removes a constraint added before and re-solves.
    public mutating func remove(_ handle: ConstraintHandle) {
        guard let entry = entries.removeValue(forKey: handle) else { return }
        removeErrorEffects(entry)
        if rows.removeValue(forKey: entry.tag.marker) == nil, let leaving = markerLeavingRow(entry.tag.marker),
            var row = rows.removeValue(forKey: leaving)
        {
            row.solve(for: leaving, entry.tag.marker)
            substitute(entry.tag.marker, row)
        }
        optimize()
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [LinearConstraint] {
        entries.sorted { $0.key.id < $1.key.id }.map(\.value.constraint)
    }

    /// The value of a variable in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: LayoutVariable) -> Double {
        variableSymbols[variable].flatMap { rows[$0]?.constant } ?? 0
    }

    /// The value of an expression in the current solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.value { value(of: $0) }
    }

    /// Adds a constraint as `add(_:)` does, but leaves one that contradicts the required constraints already added
    /// out without recording a conflict: for the model's own constraints, which UIKit does not log.
    @discardableResult
    public mutating func addUnlessConflicting(_ constraint: LinearConstraint) -> ConstraintHandle? {
        let recorded = unsatisfiable.count
        let explains = explainsConflicts
        explainsConflicts = false
        defer {
            explainsConflicts = explains
            unsatisfiable.removeSubrange(recorded...)
        }
        return add(constraint)
    }

    private mutating func recordConflict(_ constraint: LinearConstraint) {
        guard explainsConflicts else {
            unsatisfiable.append(UnsatisfiableConstraints(constraints: [constraint], broken: constraint))
            return
        }
        let required = constraints.filter(\.priority.isRequired)
        let conflict = ConflictExplainer.minimalConflict(among: required, adding: constraint)
        unsatisfiable.append(UnsatisfiableConstraints(constraints: conflict, broken: constraint))
    }
}

/// Identifies a constraint added to a solver, to remove it later.
public struct ConstraintHandle: Hashable, Sendable {
    let id: Int
}
