/// What the simplex minimizes: one row per priority level, compared highest level first.
///
/// A symbol's cost is the vector of its coefficients in each level; a cost is negative when its first
/// non-zero component is. This lexicographic order is what makes priorities strict rather than weights.
struct Objective {
    /// The levels, highest priority first.
    private(set) var levels: [(priority: Double, row: Row)] = []

    /// The row of one level, created when first needed.
    private mutating func levelIndex(_ priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert((priority, Row()), at: index)
        return index
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        levels[levelIndex(priority)].row.insert(symbol, coefficient)
    }

    mutating func insert(_ row: Row, _ coefficient: Double, priority: Double) {
        levels[levelIndex(priority)].row.insert(row, coefficient)
    }

    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for index in levels.indices { levels[index].row.substitute(symbol, row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The cost vector of a symbol.
    func cost(of symbol: Symbol) -> [Double] { levels.map { $0.row.coefficient(for: symbol) } }

    /// The value of the objective in the current solution, per level.
    var values: [Double] { levels.map(\.row.constant) }

    /// The lowest-id symbol whose cost is negative (Bland's rule, so the simplex cannot cycle), or `nil` at the optimum.
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for (index, level) in levels.enumerated() {
            for (symbol, value) in level.row.cells where symbol.kind != .dummy && value < -Tolerance.epsilon {
                if let current = best, current < symbol { continue }
                if levels[..<index].allSatisfy({ Tolerance.isZero($0.row.coefficient(for: symbol)) }) { best = symbol }
            }
        }
        return best
    }
}

/// Lexicographic comparison of cost vectors, highest level first; components closer than the tolerance are equal.
func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (a, b) in zip(lhs, rhs) where abs(a - b) > Tolerance.epsilon { return a < b }
    return false
}
