/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, or an objective to minimize.
///
/// Operations touch each cell once, so results do not depend on dictionary order.
struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let value = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = Tolerance.isZero(value) ? nil : value
    }

    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        cells = cells.mapValues { -$0 }
    }

    /// Rewrites `0 = constant + c·symbol + rest` as `symbol = -(constant + rest)/c`; the symbol leaves the cells.
    mutating func solve(for symbol: Symbol) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / value
        constant *= factor
        cells = cells.mapValues { $0 * factor }
    }

    /// Rewrites `lhs = row` as `rhs = ...`: `lhs` joins the cells and `rhs` leaves them.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        insert(row, value)
    }
}
