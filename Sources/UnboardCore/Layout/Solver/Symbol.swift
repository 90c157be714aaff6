/// A column of the simplex tableau: a user variable, or one the solver adds for a constraint.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for.
    enum Kind {
        /// A `LayoutVariable`.
        case external
        /// The slack of an inequality: `expression + slack = 0`, `slack >= 0`.
        case slack
        /// The error of a non-required constraint, minimized in the objective.
        case error
        /// The marker of a required equality; never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    /// Whether the symbol is a restricted (non-negative) column the simplex may pivot on.
    var isPivotable: Bool { kind == .slack || kind == .error }
}
