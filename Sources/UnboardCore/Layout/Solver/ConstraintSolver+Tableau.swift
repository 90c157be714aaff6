extension ConstraintSolver {
    /// Adds a constraint's row to the tableau; `false` when a required constraint cannot hold.
    mutating func insert(_ constraint: LinearConstraint, handle: ConstraintHandle) -> Bool {
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Tolerance.isZero(row.constant) else { return false }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            return false
        }
        entries[handle] = Entry(constraint: constraint, tag: tag)
        optimize()
        return true
    }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbol += 1 }
        return Symbol(id: nextSymbol, kind: kind)
    }

    private mutating func symbol(for variable: LayoutVariable) -> Symbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    /// The constraint's expression with basic variables replaced by their rows, plus its slack, error or dummy symbols.
    private mutating func makeRow(_ constraint: LinearConstraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        // Sorted, so symbols get the same ids and sums the same rounding on every run.
        for (variable, coefficient) in constraint.expression.terms.sorted(by: { $0.key < $1.key })
        where !Tolerance.isZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let priority = constraint.priority.rawValue
        let required = constraint.priority.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if required {
                tag = Tag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, 1, priority: priority)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, 1, priority: priority)
                objective.insert(minus, 1, priority: priority)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external variable, else a new slack or error with a negative coefficient.
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one of the simplex for a row without an obvious subject: minimize an artificial variable equal to the row.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        rows[artificialSymbol] = row
        var phaseOne = Objective()
        phaseOne.insert(row, 1, priority: 0)
        artificial = phaseOne
        optimize(artificialPhase: true)
        let success = Tolerance.isZero(artificial?.values.first ?? 0)
        artificial = nil
        if var basic = rows.removeValue(forKey: artificialSymbol) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter(\.isPivotable).min() else { return false }
            basic.solve(for: artificialSymbol, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for index in rows.indices { rows.values[index].remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return success
    }

    /// Replaces a symbol by its row everywhere, noting rows that became infeasible.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for index in rows.indices {
            rows.values[index].substitute(symbol, row)
            let basic = rows.keys[index]
            if basic.kind != .external, rows.values[index].constant < 0 { infeasible.insert(basic) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Takes a removed constraint's errors out of the objective.
    mutating func removeErrorEffects(_ entry: Entry) {
        let priority = entry.constraint.priority.rawValue
        for marker in [entry.tag.marker, entry.tag.other].compactMap({ $0 }) where marker.kind == .error {
            if let row = rows[marker] {
                objective.insert(row, -1, priority: priority)
            } else {
                objective.insert(marker, -1, priority: priority)
            }
        }
    }

    /// The row to pivot a non-basic marker into, so that the marker's constraint can be dropped.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        for (symbol, row) in rows {
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.kind == .external {
                if third.map({ symbol < $0 }) ?? true { third = symbol }
            } else if coefficient < 0 {
                first = better(first, (-row.constant / coefficient, symbol))
            } else {
                second = better(second, (row.constant / coefficient, symbol))
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }
}

/// The candidate with the smaller ratio, ties going to the lower symbol id.
func better(
    _ current: (ratio: Double, symbol: Symbol)?, _ candidate: (ratio: Double, symbol: Symbol)
) -> (ratio: Double, symbol: Symbol) {
    guard let current else { return candidate }
    if candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.symbol < current.symbol) {
        return candidate
    }
    return current
}
