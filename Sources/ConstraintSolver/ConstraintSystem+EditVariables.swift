// Edit variables: variables whose value the caller suggests again and again, as a drag or a fitting size does.

extension ConstraintSystem {
    /// Makes `variable` an edit variable at an optional `strength`: an equality `variable == suggestion` whose
    /// suggestion ``suggestValue(_:for:)`` changes by a dual-simplex re-solve. The first suggestion is 0.
    ///
    /// - Throws: ``ConstraintSystemError/requiredEditStrength`` for a required strength,
    ///   ``ConstraintSystemError/duplicateEditVariable(_:)``, ``ConstraintSystemError/unknownVariable(_:)``.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(ConstraintSystemError) {
        guard contains(variable) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength }
        let id = try add(LinearConstraint(expression: LinearExpression(variable), relation: .equal, strength: strength))
        edits[variable] = Edit(constraint: id, suggestedValue: 0)
    }

    /// Stops editing `variable`: its edit constraint goes.
    ///
    /// - Throws: ``ConstraintSystemError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(ConstraintSystemError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func isEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// The value last suggested for the edit variable, or `nil` if it is not one.
    public func suggestedValue(for variable: Variable) -> Double? { edits[variable]?.suggestedValue }

    /// Suggests `value` for the edit variable and re-solves by the dual simplex: the variable takes the value
    /// unless stronger constraints hold it elsewhere.
    ///
    /// - Throws: ``ConstraintSystemError/unknownEditVariable(_:)``, ``ConstraintSystemError/nonFiniteValue``.
    /// - Complexity: O(*r* log *c*) plus the dual pivots, as ``setConstant(_:of:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintSystemError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue }
        // The edit constraint reads `variable − value == 0`: its constant is the negated suggestion.
        try setConstant(-value, of: edit.constraint)
        edit.suggestedValue = value
        edits[variable] = edit
    }
}
