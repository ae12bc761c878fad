// The tableau's invariants, checked by tests after every change (as swift-collections checks its own).

extension ConstraintSystem {
    /// Stops the program if the tableau breaks one of its invariants: the basis index agrees with the rows;
    /// cells are sorted, non-zero, and never name a basic symbol; restricted rows are feasible and hold no
    /// variable's symbol; basic dummies are zero; the objective holds no variable's symbol and, at the optimum,
    /// no pivotable symbol with a negative coefficient.
    ///
    /// For tests; the checks are O(*r* · *c*).
    @_spi(Testing)
    public func _checkInvariants() {
        precondition(rows.count == basicSymbols.count, "rows and basic symbols differ in number")
        precondition(basicRowOfSymbol.count == ownerOfSymbol.count, "symbol tables differ in length")
        var basicCount = 0
        for (serial, row) in basicRowOfSymbol.enumerated() where row >= 0 {
            basicCount += 1
            precondition(Int(row) < rows.count && basicSymbols[Int(row)].serial == serial, "basis index is stale")
        }
        precondition(basicCount == rows.count, "basis index misses rows")
        for (index, row) in rows.enumerated() {
            let basic = basicSymbols[index]
            checkCells(of: row)
            if basic.isRestricted {
                precondition(row.constant > -Row.epsilon * 100, "restricted row \(index) is infeasible")
                precondition(!row.cells.contains { $0.symbol.kind == .external }, "a restricted row holds a variable")
            }
            if basic.kind == .dummy { precondition(Row.isNearZero(row.constant), "a basic dummy is not zero") }
        }
        checkCells(of: objective)
        precondition(!objective.cells.contains { $0.symbol.kind == .external }, "the objective holds a variable")
        precondition(!objective.cells.contains { $0.symbol.isPivotable && $0.coefficient < -Row.epsilon },
                     "the objective is not optimal")
        precondition(artificial == nil, "phase one left its objective behind")
        precondition(liveConstraintCount == records.reduce(0) { $0 + ($1 == nil ? 0 : 1) }, "constraint count drifted")
        for (variable, edit) in edits {
            precondition(contains(edit.constraint), "edit of \(variable) lost its constraint")
        }
    }

    private func checkCells(of row: Row) {
        for (index, cell) in row.cells.enumerated() {
            precondition(row.membership & Row.bit(cell.symbol) != 0, "a cell is missing from the membership bits")
            precondition(!Row.isNearZero(cell.coefficient), "a cell is zero")
            precondition(cell.coefficient.isFinite && row.constant.isFinite, "a cell is not finite")
            precondition(!isBasic(cell.symbol), "a cell names a basic symbol")
            if index > 0 { precondition(row.cells[index - 1].symbol < cell.symbol, "cells are not sorted") }
        }
    }
}
