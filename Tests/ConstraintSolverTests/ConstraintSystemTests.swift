@_spi(Testing) import ConstraintSolver
import Testing

/// Hand-worked systems: each expected value is worked out from the constraints in the comment beside it.
@Suite struct ConstraintSystemTests {
    @Test func requiredEqualitiesFixVariables() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable(named: "x")
        let y = system.makeVariable(named: "y")
        // x = 20; y = x + 30 → y = 50.
        try system.add(LinearConstraint(x, .equal, 20))
        try system.add(LinearConstraint(y, .equal, x + 30))
        system._checkInvariants()
        #expect(system.value(of: x) == 20)
        #expect(system.value(of: y) == 50)
    }

    @Test func weakPreferenceYieldsToRequiredBound() throws {
        var system = ConstraintSystem()
        let left = system.makeVariable(named: "left")
        let width = system.makeVariable(named: "width")
        // left = 20, left + width ≤ 300 → width ≤ 280; the weak wish width = 400 gets as close as it can: 280.
        try system.add(LinearConstraint(left, .equal, 20))
        try system.add(LinearConstraint(left + width, .lessThanOrEqual, 300))
        let preferred = try system.add(LinearConstraint(width, .equal, 400, strength: .weak))
        #expect(system.value(of: width) == 280)
        // The wish becomes width = 100 (constant −100 of `width − 100`), inside the bound: it holds exactly.
        try system.setConstant(-100, of: preferred)
        system._checkInvariants()
        #expect(system.value(of: width) == 100)
        #expect(system.objectiveValue == 0)
    }

    @Test func strongerOptionalConstraintWins() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        // x = 10 (strong) against x = 20 (weak): the strong error costs 10⁶ per point, the weak 1: x = 10.
        try system.add(LinearConstraint(x, .equal, 20, strength: .weak))
        let strong = try system.add(LinearConstraint(x, .equal, 10, strength: .strong))
        #expect(system.value(of: x) == 10)
        #expect(system.objectiveValue == 10)  // the weak constraint is 10 off, at weight 1
        // Demoted below weak (weight 0.5), the 10-point wish gives way: x = 20, cost 0.5 · 10.
        try system.setStrength(Strength(weight: 0.5), of: strong)
        system._checkInvariants()
        #expect(system.value(of: x) == 20)
        #expect(system.objectiveValue == 5)
    }

    @Test func inequalitiesBoundFromBothSides() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        // 10 ≤ x ≤ 30 with a medium wish for 50 → 30; a wish for 0 instead → 10.
        try system.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        try system.add(LinearConstraint(x, .lessThanOrEqual, 30))
        let wish = try system.add(LinearConstraint(x, .equal, 50, strength: .medium))
        #expect(system.value(of: x) == 30)
        try system.setConstant(0, of: wish)
        system._checkInvariants()
        #expect(system.value(of: x) == 10)
    }

    @Test func conflictingRequiredEqualityIsRefusedWithItsPartners() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        let sum = try system.add(LinearConstraint(x + y, .equal, 10))
        let fixX = try system.add(LinearConstraint(x, .equal, 3))
        _ = try system.add(LinearConstraint(LinearExpression(y), .greaterThanOrEqual, 0))
        // y = 3 contradicts x + y = 10 and x = 3 (which give y = 7).
        #expect(throws: ConstraintSystemError.unsatisfiable(conflicting: [sum, fixX])) {
            try system.add(LinearConstraint(y, .equal, 3))
        }
        system._checkInvariants()
        #expect(system.value(of: x) == 3)
        #expect(system.value(of: y) == 7)
        #expect(system.constraintCount == 3)
    }

    @Test func conflictingRequiredInequalityIsRefusedAndTheSystemKept() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let low = try system.add(LinearConstraint(x, .greaterThanOrEqual, 10))
        try system.add(LinearConstraint(x, .equal, 12, strength: .weak))
        // x ≤ 5 cannot hold with x ≥ 10.
        #expect(throws: ConstraintSystemError.unsatisfiable(conflicting: [low])) {
            try system.add(LinearConstraint(x, .lessThanOrEqual, 5))
        }
        system._checkInvariants()
        #expect(system.value(of: x) == 12)
        // A satisfiable bound still goes in afterwards: x ≤ 11 → 11.
        try system.add(LinearConstraint(x, .lessThanOrEqual, 11))
        #expect(system.value(of: x) == 11)
    }

    @Test func constantChangeThatContradictsIsRefusedAndUndone() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let width = system.makeVariable()
        // x = 0, x + width = 100, width ≥ 20. Moving the edge to 10 (constant −10) leaves width = 10 < 20.
        try system.add(LinearConstraint(x, .equal, 0))
        let edge = try system.add(LinearConstraint(x + width, .equal, 100))
        let minimum = try system.add(LinearConstraint(width, .greaterThanOrEqual, 20))
        #expect(system.value(of: width) == 100)
        #expect(throws: ConstraintSystemError.self) { try system.setConstant(-10, of: edge) }
        do {
            try system.setConstant(-10, of: edge)
        } catch let error {
            guard case .unsatisfiable(let conflicting) = error else { Issue.record("\(error)"); return }
            #expect(conflicting.contains(edge) && conflicting.contains(minimum))
        }
        system._checkInvariants()
        #expect(system.value(of: width) == 100)
        #expect(system.constraint(edge)?.expression.constant == -100)
        // 50 is fine: width = 50.
        try system.setConstant(-50, of: edge)
        #expect(system.value(of: width) == 50)
    }

    @Test func redundantRequiredEqualityIsAcceptedAndItsConstantGuarded() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        try system.add(LinearConstraint(x, .equal, 5))
        try system.add(LinearConstraint(y, .equal, x))
        // y = 5 restates the two above: accepted, nothing changes.
        let restated = try system.add(LinearConstraint(y, .equal, 5))
        system._checkInvariants()
        #expect(system.value(of: y) == 5)
        // Changing it to y = 6 contradicts them.
        #expect(throws: ConstraintSystemError.self) { try system.setConstant(-6, of: restated) }
        system._checkInvariants()
        #expect(system.value(of: y) == 5)
    }

    @Test func removingAConstraintReleasesItsVariables() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(LinearConstraint(x, .equal, 40, strength: .weak))
        let pin = try system.add(LinearConstraint(x, .equal, 10))
        #expect(system.value(of: x) == 10)
        try system.remove(pin)
        system._checkInvariants()
        #expect(system.value(of: x) == 40)
        #expect(!system.contains(pin))
        #expect(throws: ConstraintSystemError.unknownConstraint(pin)) { try system.remove(pin) }
    }

    @Test func editVariablesFollowSuggestionsWithinBounds() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let y = system.makeVariable()
        // y = 2x + 10, x ≤ 30; x is edited strongly.
        try system.add(LinearConstraint(y, .equal, 2 * x + 10))
        try system.add(LinearConstraint(x, .lessThanOrEqual, 30))
        try system.addEditVariable(x, strength: .strong)
        try system.suggestValue(12, for: x)
        #expect(system.value(of: x) == 12)
        #expect(system.value(of: y) == 34)
        try system.suggestValue(50, for: x)  // clipped by x ≤ 30
        system._checkInvariants()
        #expect(system.value(of: x) == 30)
        #expect(system.value(of: y) == 70)
        try system.suggestValue(-4, for: x)
        #expect(system.value(of: y) == 2)
        #expect(system.suggestedValue(for: x) == -4)
        #expect(throws: ConstraintSystemError.duplicateEditVariable(x)) { try system.addEditVariable(x, strength: .weak) }
        #expect(throws: ConstraintSystemError.requiredEditStrength) { try system.addEditVariable(y, strength: .required) }
        try system.removeEditVariable(x)
        #expect(!system.isEditVariable(x))
        #expect(throws: ConstraintSystemError.unknownEditVariable(x)) { try system.suggestValue(1, for: x) }
    }

    @Test func badInputIsATypedError() throws {
        var system = ConstraintSystem()
        let x = system.makeVariable()
        let stranger = Variable(index: 7)
        #expect(throws: ConstraintSystemError.nonFiniteValue) { try system.add(LinearConstraint(x, .equal, LinearExpression(constant: .nan))) }
        #expect(throws: ConstraintSystemError.nonFiniteValue) { try system.add(LinearConstraint(.infinity * x, .equal, 1)) }
        #expect(throws: ConstraintSystemError.unknownVariable(stranger)) { try system.add(LinearConstraint(stranger, .equal, 1)) }
        let id = try system.add(LinearConstraint(x, .equal, 1))
        #expect(throws: ConstraintSystemError.nonFiniteValue) { try system.setConstant(.nan, of: id) }
        #expect(throws: ConstraintSystemError.requiredStrengthChange) { try system.setStrength(.weak, of: id) }
        // 0 = 5 is a contradiction by itself; 0 = 0 is harmless.
        #expect(throws: ConstraintSystemError.unsatisfiable(conflicting: [])) {
            try system.add(LinearConstraint(expression: LinearExpression(constant: 5), relation: .equal))
        }
        try system.add(LinearConstraint(x - x, .equal, 0))
        system._checkInvariants()
        #expect(system.value(of: x) == 1)
        #expect(Strength(weight: .nan).weight == 0)
        #expect(Strength(weight: .infinity).isRequired)
        #expect(Strength(strong: 1, medium: 0, weak: 0) == .strong)
    }

    /// A row of three boxes across a 320-point container: margins 16, spacing 8, the middle box fills, the outer two
    /// are 40 wide. Widths: 320 − 2·16 − 2·8 − 2·40 = 192 for the middle one.
    @Test func threeBoxRow() throws {
        var system = ConstraintSystem()
        let container = system.makeVariable(named: "container.width")
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for index in 0..<3 {
            lefts.append(system.makeVariable(named: "box\(index).left"))
            widths.append(system.makeVariable(named: "box\(index).width"))
        }
        try system.add(LinearConstraint(container, .equal, 320))
        try system.add(LinearConstraint(lefts[0], .equal, 16))
        try system.add(LinearConstraint(lefts[1], .equal, lefts[0] + widths[0] + 8))
        try system.add(LinearConstraint(lefts[2], .equal, lefts[1] + widths[1] + 8))
        try system.add(LinearConstraint(lefts[2] + widths[2], .equal, container - 16))
        try system.add(LinearConstraint(widths[0], .equal, 40))
        try system.add(LinearConstraint(widths[2], .equal, 40))
        // The middle box hugs weakly towards 0 but the edges hold it.
        try system.add(LinearConstraint(widths[1], .equal, 0, strength: .weak))
        system._checkInvariants()
        #expect(system.value(of: widths[1]) == 192)
        #expect(system.value(of: lefts[2]) == 264)
    }
}
