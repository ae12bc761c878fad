// Whether the optimum pins a variable down, for Auto Layout's ambiguity checks.

extension ConstraintSystem {
    /// Whether the current optimum leaves `variable` free to take other values at no cost: it is parametric (no
    /// constraint determines it), or its row holds a variable's symbol, or a slack or error symbol that the
    /// objective does not weigh. A bound elsewhere may still stop such a move, so a `true` can be conservative.
    ///
    /// - Complexity: O(*c* log *c*) for the *c* cells of the variable's row.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard contains(variable) else { return false }
        guard let row = basicRow(of: variableSymbols[variable.index]) else { return true }
        return rows[row].cells.contains { cell in
            switch cell.symbol.kind {
            case .dummy: false
            case .external: true
            case .slack, .error: Row.isNearZero(objective.coefficient(for: cell.symbol))
            }
        }
    }
}
