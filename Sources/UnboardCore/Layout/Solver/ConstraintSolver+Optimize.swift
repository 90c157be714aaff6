extension ConstraintSolver {
    /// A bound on pivots per optimization, so rounding trouble cannot loop forever.
    private static let pivotLimit = 100_000

    /// Primal simplex: pivots until no symbol lowers the objective.
    mutating func optimize(artificialPhase: Bool = false) {
        for _ in 0..<Self.pivotLimit {
            let current = artificialPhase ? (artificial ?? Objective()) : objective
            guard let entering = current.enteringSymbol(), let leaving = leavingRow(for: entering),
                var row = rows.removeValue(forKey: leaving)
            else { return }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The restricted row that limits how far `entering` can grow (minimum ratio test).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for (symbol, row) in rows where symbol.kind != .external {
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 { best = better(best, (-row.constant / coefficient, symbol)) }
        }
        return best?.symbol
    }

    /// Dual simplex: restores feasibility after edit values changed, keeping the objective optimal.
    mutating func dualOptimize() {
        for _ in 0..<Self.pivotLimit {
            guard let leaving = infeasible.min() else { return }
            infeasible.remove(leaving)
            guard var row = rows[leaving], row.constant < 0, !Tolerance.isZero(row.constant),
                let entering = dualEnteringSymbol(row)
            else { continue }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The symbol whose cost, divided by its coefficient in the infeasible row, is lexicographically smallest.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (ratio: [Double], symbol: Symbol)?
        for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
            let ratio = objective.cost(of: symbol).map { $0 / coefficient }
            guard let current = best else {
                best = (ratio, symbol)
                continue
            }
            if lexicographicallyPrecedes(ratio, current.ratio)
                || (!lexicographicallyPrecedes(current.ratio, ratio) && symbol < current.symbol)
            {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }
}
