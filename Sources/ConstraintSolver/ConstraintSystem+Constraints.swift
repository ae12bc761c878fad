// Adding, removing and changing constraints.

extension ConstraintSystem {
    /// Adds `constraint` and re-solves.
    ///
    /// A constraint that is optional always goes in. A required one that cannot hold together with the required
    /// constraints already in the system is refused with ``ConstraintSystemError/unsatisfiable(conflicting:)``,
    /// which lists the constraints it conflicts with; the system is left as it was.
    ///
    /// - Returns: a handle to remove the constraint or change its constant or strength.
    /// - Throws: ``ConstraintSystemError/nonFiniteValue``, ``ConstraintSystemError/unknownVariable(_:)``,
    ///   ``ConstraintSystemError/unsatisfiable(conflicting:)``.
    /// - Complexity: O(*r* · *c*) for the substitution into *r* rows of about *c* cells each, plus the pivots the
    ///   re-solve takes (few, in practice).
    @discardableResult
    public mutating func add(_ constraint: LinearConstraint) throws(ConstraintSystemError) -> ConstraintID {
        let expression = constraint.expression
        guard expression.isFinite, !constraint.strength.weight.isNaN else { throw .nonFiniteValue }
        for term in expression.terms where !contains(term.variable) { throw .unknownVariable(term.variable) }

        let id = ConstraintID(index: records.count)
        var row = Row(constant: expression.constant, capacity: expression.terms.count * 2 + 4)
        for term in expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = variableSymbols[term.variable.index]
            if let basic = basicRow(of: symbol) {
                row.insert(rows[basic], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }

        // The markers: a slack for an inequality, errors for an optional constraint, a dummy for a required
        // equality. An optional constraint's errors enter the objective at its weight.
        var record = Record(constraint: constraint, marker: .invalid, other: .invalid, markerCoefficient: 0,
                            otherCoefficient: 0)
        let weight = constraint.strength.weight
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            record.marker = makeSymbol(.slack, owner: id.index)
            record.markerCoefficient = sign
            row.insert(record.marker, sign)
            if !constraint.strength.isRequired {
                record.other = makeSymbol(.error, owner: id.index)
                record.otherCoefficient = -sign
                row.insert(record.other, -sign)
                objective.insert(record.other, weight)
            }
        case .equal:
            if constraint.strength.isRequired {
                record.marker = makeSymbol(.dummy, owner: id.index)
                record.markerCoefficient = 1
                row.insert(record.marker, 1)
            } else {
                record.marker = makeSymbol(.error, owner: id.index)
                record.other = makeSymbol(.error, owner: id.index)
                record.markerCoefficient = -1
                record.otherCoefficient = 1
                row.insert(record.marker, -1)
                row.insert(record.other, 1)
                objective.insert(record.marker, weight)
                objective.insert(record.other, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = subject(of: row, marker: record.marker, other: record.other)
        if !subject.isValid && row.holdsOnlyDummies {
            // The row restates required equalities: consistent only if its constant is zero.
            guard Row.isNearZero(row.constant) else {
                throw .unsatisfiable(conflicting: constraintIDs(of: explanation(of: row)))
            }
            subject = record.marker
        }

        records.append(record)
        liveConstraintCount += 1
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertBasicRow(row, for: subject)
        } else if let conflict = try addWithArtificialVariable(row) {
            records.removeLast()
            liveConstraintCount -= 1
            throw .unsatisfiable(conflicting: constraintIDs(of: conflict).filter { $0 != id })
        }
        infeasibleRows.removeAll()
        try optimize()
        return id
    }

    /// Removes the constraint `id` names and re-solves. Removing an edit variable's constraint removes the edit.
    ///
    /// - Throws: ``ConstraintSystemError/unknownConstraint(_:)`` if it is not in the system.
    /// - Complexity: O(*r* · *c*), as ``add(_:)``.
    public mutating func remove(_ id: ConstraintID) throws(ConstraintSystemError) {
        guard contains(id), let record = records[id.index] else { throw .unknownConstraint(id) }
        records[id.index] = nil
        liveConstraintCount -= 1
        if let variable = edits.first(where: { $0.value.constraint == id })?.key { edits[variable] = nil }

        // Take the errors out of the objective before pivoting, so the substitutions do not carry them back in.
        let weight = record.constraint.strength.weight
        for symbol in [record.marker, record.other] where symbol.isValid && symbol.kind == .error {
            if let basic = basicRow(of: symbol) {
                objective.insert(rows[basic], -weight)
            } else {
                objective.insert(symbol, -weight)
            }
        }
        removeMarker(record.marker)
        try optimize()
    }

    /// Changes the constant of the constraint `id` names to `constant` (the constant of its expression, left side
    /// minus right side) and re-solves by the dual simplex, without rebuilding the tableau.
    ///
    /// If the new constant makes the required constraints contradict each other, the old constant is kept and
    /// ``ConstraintSystemError/unsatisfiable(conflicting:)`` lists the constraints in the contradiction.
    ///
    /// - Complexity: O(*r* log *c*) to update the rows the constraint's marker is in, plus the dual pivots.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(ConstraintSystemError) {
        guard constant.isFinite else { throw .nonFiniteValue }
        guard contains(id), var record = records[id.index] else { throw .unknownConstraint(id) }
        let delta = constant - record.constraint.expression.constant
        if delta == 0 { return }

        let movedDummy = shiftConstant(of: record, by: delta)
        if let failing = movedDummy ?? dualOptimize() {
            let conflict = conflictingConstraints(through: failing, changed: id)
            shiftConstant(of: record, by: -delta)
            for index in rows.indices where basicSymbols[index].isRestricted && rows[index].constant < 0 {
                infeasibleRows.append(basicSymbols[index])
            }
            _ = dualOptimize()
            throw .unsatisfiable(conflicting: conflict)
        }
        record.constraint.expression.constant = constant
        records[id.index] = record
    }

    /// Changes the strength of the optional constraint `id` names to another optional strength and re-solves.
    ///
    /// - Throws: ``ConstraintSystemError/requiredStrengthChange`` if either strength is required.
    /// - Complexity: O(*c*) to reweigh the objective, plus the primal pivots.
    public mutating func setStrength(_ strength: Strength, of id: ConstraintID) throws(ConstraintSystemError) {
        guard contains(id), var record = records[id.index] else { throw .unknownConstraint(id) }
        guard !strength.isRequired, !record.constraint.strength.isRequired else { throw .requiredStrengthChange }
        let change = strength.weight - record.constraint.strength.weight
        for symbol in [record.marker, record.other] where symbol.isValid && symbol.kind == .error {
            if let basic = basicRow(of: symbol) {
                objective.insert(rows[basic], change)
            } else {
                objective.insert(symbol, change)
            }
        }
        record.constraint.strength = strength
        records[id.index] = record
        try optimize()
    }

    // MARK: - Constants

    /// Applies a change of `delta` to the constant of `record`'s row by moving its marker: with the marker `m`
    /// written into the row with coefficient `a`, the row `e + k + a·m = 0` with `k + δ` is the old row with
    /// `m` replaced by `m + δ/a`, so the rows holding `m` change constant by their coefficient times `δ/a`.
    /// A basic marker (or a basic second error) absorbs the whole change in its own row.
    ///
    /// - Returns: a basic dummy the change moved off zero: the required equalities it restates now contradict.
    @discardableResult
    mutating func shiftConstant(of record: Record, by delta: Double) -> Symbol? {
        if let basic = basicRow(of: record.marker) {
            rows[basic].constant -= delta / record.markerCoefficient
            return noteIfInfeasible(basic)
        }
        if record.other.isValid, let basic = basicRow(of: record.other) {
            rows[basic].constant -= delta / record.otherCoefficient
            return noteIfInfeasible(basic)
        }
        let shift = delta / record.markerCoefficient
        var movedDummy: Symbol?
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: record.marker)
            if coefficient != 0 {
                rows[index].constant += coefficient * shift
                movedDummy = noteIfInfeasible(index) ?? movedDummy
            }
        }
        return movedDummy
    }

    /// Queues a restricted row that went negative for the dual simplex; returns its symbol if it is a dummy that
    /// is no longer zero (a dummy must stay zero, and no pivot can move it).
    private mutating func noteIfInfeasible(_ index: Int) -> Symbol? {
        let basic = basicSymbols[index]
        if basic.kind == .dummy { return Row.isNearZero(rows[index].constant) ? nil : basic }
        if basic.isRestricted && rows[index].constant < 0 { infeasibleRows.append(basic) }
        return nil
    }

    /// The constraints a contradiction runs through: the changed one, the owner of the row that could not be made
    /// feasible, and the required constraints whose markers that row is made of.
    private func conflictingConstraints(through symbol: Symbol, changed: ConstraintID) -> [ConstraintID] {
        var symbols = [symbol]
        if let basic = basicRow(of: symbol) { symbols += explanation(of: rows[basic]) }
        return Array(Set(constraintIDs(of: symbols) + [changed])).sorted()
    }

    /// The constraints that own `symbols`, each once, in the order they were added.
    func constraintIDs(of symbols: [Symbol]) -> [ConstraintID] {
        var owners = Set<Int>()
        for symbol in symbols {
            let owner = Int(ownerOfSymbol[symbol.serial])
            if owner >= 0 && owner < records.count && records[owner] != nil { owners.insert(owner) }
        }
        return owners.sorted().map { ConstraintID(index: $0) }
    }
}
