// The simplex machinery: rows in and out of the basis, substitution, and the primal and dual optimisations,
// following the Cassowary paper and Kiwi's formulation of it.

extension ConstraintSystem {
    /// Makes `row` the definition of `symbol`, which must be parametric.
    mutating func insertBasicRow(_ row: Row, for symbol: Symbol) {
        basicRowOfSymbol[symbol.serial] = Int32(rows.count)
        rows.append(row)
        basicSymbols.append(symbol)
    }

    /// Takes out the row whose basic symbol is `symbol` and returns it; the symbol becomes parametric.
    mutating func removeBasicRow(of symbol: Symbol) -> Row? {
        guard let index = basicRow(of: symbol) else { return nil }
        let row = rows[index]
        let last = rows.count - 1
        if index != last {
            rows[index] = rows[last]
            basicSymbols[index] = basicSymbols[last]
            basicRowOfSymbol[basicSymbols[index].serial] = Int32(index)
        }
        rows.removeLast()
        basicSymbols.removeLast()
        basicRowOfSymbol[symbol.serial] = -1
        return row
    }

    /// Replaces `symbol` by `row` in every row and in the objectives; records restricted rows that went negative.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        // One pass over the rows through a buffer pointer: no uniqueness check per row.
        var negative: [Int] = []
        rows.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices where buffer[index].substitute(symbol, with: row) {
                if buffer[index].constant < 0 { negative.append(index) }
            }
        }
        for index in negative where basicSymbols[index].isRestricted { infeasibleRows.append(basicSymbols[index]) }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Pivots `entering` into the basis in place of `leaving`, whose row is `row` (already removed).
    mutating func pivot(_ row: Row, leaving: Symbol, entering: Symbol) {
        var row = row
        row.solve(for: leaving, replacing: entering)
        substitute(entering, with: row)
        insertBasicRow(row, for: entering)
    }

    // MARK: - Primal simplex

    /// Minimises the objective (or the artificial objective of phase one) by primal simplex pivots.
    mutating func optimize(artificialObjective: Bool = false) throws(ConstraintSystemError) {
        while true {
            let target = artificialObjective ? (artificial ?? Row()) : objective
            // Entering: the first parametric symbol (in creation order) whose coefficient lowers the objective.
            guard let entering = target.cells.first(where: { $0.coefficient < 0 && $0.symbol.kind != .dummy })?.symbol
            else { return }
            // Leaving: the restricted row that bounds the entering symbol most tightly (the minimum ratio test).
            var ratio = Double.greatestFiniteMagnitude
            var leaving: Int?
            for index in rows.indices where basicSymbols[index].kind != .external {
                let coefficient = rows[index].coefficient(for: entering)
                if coefficient < 0 {
                    let candidate = -rows[index].constant / coefficient
                    if candidate < ratio {
                        ratio = candidate
                        leaving = index
                    }
                }
            }
            guard let leaving else { throw .internalFailure("the objective is unbounded") }
            let symbol = basicSymbols[leaving]
            guard let row = removeBasicRow(of: symbol) else { return }
            pivot(row, leaving: symbol, entering: entering)
        }
    }

    // MARK: - Dual simplex

    /// Restores feasibility after constants changed, keeping the objective optimal (the dual simplex).
    ///
    /// On failure the rows listed in ``infeasibleRows`` are left as they are; the caller undoes its change.
    /// - Returns: the basic symbol of a row that no pivot can make feasible, or `nil` when all are feasible.
    mutating func dualOptimize() -> Symbol? {
        while let leaving = infeasibleRows.popLast() {
            guard let index = basicRow(of: leaving) else { continue }
            let constant = rows[index].constant
            guard constant < 0, !Row.isNearZero(constant) else { continue }
            // Entering: the positive cell with the least objective cost per unit, so the objective stays optimal.
            var ratio = Double.greatestFiniteMagnitude
            var entering = Symbol.invalid
            for cell in rows[index].cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
                if candidate < ratio {
                    ratio = candidate
                    entering = cell.symbol
                }
            }
            guard entering.isValid else {
                infeasibleRows.removeAll()
                return leaving
            }
            guard let row = removeBasicRow(of: leaving) else { continue }
            pivot(row, leaving: leaving, entering: entering)
        }
        return nil
    }

    // MARK: - Adding a row

    /// The symbol to make basic for a new row, or `.invalid` if the row needs an artificial variable:
    /// any variable's symbol first, then a marker whose coefficient is negative.
    func subject(of row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for cell in row.cells where cell.symbol.kind == .external {
            return cell.symbol
        }
        if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other.isValid && other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return .invalid
    }

    /// Phase one: adds `row` through an artificial variable and drives it to zero.
    ///
    /// - Returns: `nil` on success; otherwise the symbols the contradiction runs through, after the system has been
    ///   put back as it was before the call.
    mutating func addWithArtificialVariable(_ row: Row) throws(ConstraintSystemError) -> [Symbol]? {
        let artificialSymbol = makeSymbol(.slack, owner: -1)
        insertBasicRow(row, for: artificialSymbol)
        artificial = row
        try optimize(artificialObjective: true)
        let phaseOne = artificial ?? Row()
        artificial = nil
        let success = Row.isNearZero(phaseOne.constant)

        if success {
            if let basic = removeBasicRow(of: artificialSymbol) {
                // The artificial symbol is basic at zero: pivot it out for a pivotable symbol of its row (or a
                // variable's). A row of dummies only is implied by required equalities: dropping it loses nothing.
                let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol
                    ?? basic.cells.first(where: { $0.symbol.kind == .external })?.symbol
                if let entering { pivot(basic, leaving: artificialSymbol, entering: entering) }
            }
            for index in rows.indices { rows[index].remove(artificialSymbol) }
            objective.remove(artificialSymbol)
            return nil
        }

        // Failure: the new row cannot reach zero. Take it out again as if removing a constraint whose marker is
        // the artificial symbol, which leaves the tableau equivalent to the one before the call.
        let conflict = explanation(of: phaseOne)
        removeMarker(artificialSymbol)
        infeasibleRows.removeAll()
        try optimize()
        return conflict
    }

    /// The marker symbols of required constraints that a contradictory row is made of.
    func explanation(of row: Row) -> [Symbol] {
        row.cells.compactMap { cell in
            let symbol = cell.symbol
            guard symbol.kind == .slack || symbol.kind == .dummy else { return nil }
            let owner = Int(ownerOfSymbol[symbol.serial])
            // The owner may be the constraint being added, which has no record yet: it is not its own partner.
            guard owner >= 0, owner < records.count, let record = records[owner],
                  record.constraint.strength.isRequired else { return nil }
            return symbol
        }
    }

    /// Takes `marker`'s constraint out of the tableau: if the marker is parametric, first pivots it into the
    /// basis through the row that keeps the others feasible, then drops its row.
    mutating func removeMarker(_ marker: Symbol) {
        if removeBasicRow(of: marker) != nil { return }
        guard let leaving = markerLeavingRow(for: marker) else {
            // The marker is in no row: the constraint's row was redundant and is already gone.
            return
        }
        let leavingSymbol = basicSymbols[leaving]
        guard var row = removeBasicRow(of: leavingSymbol) else { return }
        row.solve(for: leavingSymbol, replacing: marker)
        substitute(marker, with: row)
    }

    /// The row to pivot `marker` in through when removing its constraint: the restricted row with the least
    /// ratio among those with a negative coefficient, else among those with a positive one, else any row.
    func markerLeavingRow(for marker: Symbol) -> Int? {
        var negativeRatio = Double.greatestFiniteMagnitude
        var positiveRatio = Double.greatestFiniteMagnitude
        var first: Int?
        var second: Int?
        var third: Int?
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            if basicSymbols[index].kind == .external {
                third = index
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < negativeRatio {
                    negativeRatio = ratio
                    first = index
                }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < positiveRatio {
                    positiveRatio = ratio
                    second = index
                }
            }
        }
        return first ?? second ?? third
    }
}
