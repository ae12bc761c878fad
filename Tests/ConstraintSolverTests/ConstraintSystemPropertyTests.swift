@_spi(Testing) import ConstraintSolver
import Testing
import TestSupport

/// Random satisfiable systems: every required constraint holds within 1e-6, optional constraints give way in
/// strength order, and an incrementally changed system reaches the same optimum as one solved afresh.
@Suite struct ConstraintSystemPropertyTests {
    /// A system's constraints, built from a witness assignment that satisfies every required one.
    struct RandomSystem {
        var variableCount: Int
        var constraints: [LinearConstraint]

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)  // each seed gives the same system on every run
            variableCount = Int.random(in: 3...12, using: &random)
            let witness = (0..<variableCount).map { _ in Double(Int.random(in: -100...100, using: &random)) }
            constraints = []
            for _ in 0..<Int.random(in: 2...(variableCount * 2), using: &random) {
                var expression = LinearExpression()
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let coefficient = Double([-3, -2, -1, 1, 2, 3].randomElement(using: &random)!)
                    expression.terms.append(.init(Variable(index: Int.random(in: 0..<variableCount, using: &random)),
                                                  coefficient: coefficient))
                }
                let atWitness = expression.evaluated { witness[$0.index] }
                let slack = Double(Int.random(in: 0...20, using: &random))
                switch Int.random(in: 0..<3, using: &random) {
                case 0: expression.constant = -atWitness
                    constraints.append(LinearConstraint(expression: expression, relation: .equal))
                case 1: expression.constant = -atWitness - slack
                    constraints.append(LinearConstraint(expression: expression, relation: .lessThanOrEqual))
                default: expression.constant = -atWitness + slack
                    constraints.append(LinearConstraint(expression: expression, relation: .greaterThanOrEqual))
                }
            }
            let strengths: [Strength] = [.weak, .medium, .strong, Strength(weight: 7)]
            for _ in 0..<Int.random(in: 1...(variableCount * 2), using: &random) {
                let variable = Variable(index: Int.random(in: 0..<variableCount, using: &random))
                let target = Double(Int.random(in: -150...150, using: &random))
                constraints.append(LinearConstraint(variable, .equal, target,
                                                    strength: strengths.randomElement(using: &random)!))
            }
        }

        func solved(order: [Int]? = nil) throws -> ConstraintSystem {
            var system = ConstraintSystem()
            for _ in 0..<variableCount { _ = system.makeVariable() }
            for index in order ?? Array(constraints.indices) { try system.add(constraints[index]) }
            return system
        }
    }

    static func expectRequiredHold(_ system: ConstraintSystem, sourceLocation: SourceLocation = #_sourceLocation) {
        for id in system.constraintIDs {
            guard let constraint = system.constraint(id), constraint.strength.isRequired else { continue }
            let value = constraint.expression.evaluated { system.value(of: $0) }
            let scale = 1 + abs(constraint.expression.constant)
            switch constraint.relation {
            case .equal: #expect(abs(value) <= 1e-6 * scale, "\(constraint) is \(value)", sourceLocation: sourceLocation)
            case .lessThanOrEqual: #expect(value <= 1e-6 * scale, "\(constraint) is \(value)", sourceLocation: sourceLocation)
            case .greaterThanOrEqual: #expect(value >= -1e-6 * scale, "\(constraint) is \(value)", sourceLocation: sourceLocation)
            }
        }
    }

    static func expectSameOptimum(_ lhs: ConstraintSystem, _ rhs: ConstraintSystem,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let tolerance = 1e-6 * (1 + abs(lhs.objectiveValue))
        #expect(abs(lhs.objectiveValue - rhs.objectiveValue) <= tolerance,
                "\(lhs.objectiveValue) ≠ \(rhs.objectiveValue)", sourceLocation: sourceLocation)
    }

    /// A fresh system holding `system`'s constraints as they are now.
    static func rebuilt(_ system: ConstraintSystem) throws -> ConstraintSystem {
        var fresh = ConstraintSystem()
        for _ in 0..<system.variableCount { _ = fresh.makeVariable() }
        for id in system.constraintIDs { try fresh.add(system.constraint(id)!) }
        return fresh
    }

    @Test(arguments: 1...60)
    func requiredConstraintsHoldAndOrderDoesNotMatter(seed: Int) throws {
        let random = RandomSystem(seed: UInt64(seed))
        let system = try random.solved()
        system._checkInvariants()
        Self.expectRequiredHold(system)
        var generator = SplitMix64(seed: UInt64(seed) &* 31)
        let shuffled = try random.solved(order: Array(random.constraints.indices).shuffled(using: &generator))
        shuffled._checkInvariants()
        Self.expectSameOptimum(system, shuffled)
    }

    @Test(arguments: 1...60)
    func incrementalChangesReachTheFreshOptimum(seed: Int) throws {
        let random = RandomSystem(seed: UInt64(seed))
        var system = try random.solved()
        var generator = SplitMix64(seed: UInt64(seed) &* 97)
        for step in 0..<30 {
            let ids = system.constraintIDs
            guard let id = ids.randomElement(using: &generator) else { break }
            let constant = system.constraint(id)!.expression.constant
            if step % 7 == 6 {
                try system.remove(id)
            } else {
                // A required constant may now contradict: then the system must refuse and keep the old one.
                do {
                    try system.setConstant(constant + Double(Int.random(in: -15...15, using: &generator)), of: id)
                } catch {
                    let refused = if case .unsatisfiable = error { true } else { false }
                    #expect(refused, "\(error)")
                    #expect(system.constraint(id)?.expression.constant == constant)
                }
            }
            system._checkInvariants()
            Self.expectRequiredHold(system)
            Self.expectSameOptimum(system, try Self.rebuilt(system))
        }
    }

    @Test(arguments: 1...40)
    func editsReachTheFreshOptimum(seed: Int) throws {
        let random = RandomSystem(seed: UInt64(seed))
        var system = try random.solved()
        var generator = SplitMix64(seed: UInt64(seed) &* 13)
        let edited = Variable(index: Int.random(in: 0..<random.variableCount, using: &generator))
        try system.addEditVariable(edited, strength: .strong)
        for _ in 0..<20 {
            try system.suggestValue(Double(Int.random(in: -200...200, using: &generator)), for: edited)
            system._checkInvariants()
            Self.expectRequiredHold(system)
            Self.expectSameOptimum(system, try Self.rebuilt(system))
        }
    }

    /// One variable pulled three ways inside wide required bounds: the strongest pull wins, whatever the order.
    @Test(arguments: 1...30)
    func optionalConstraintsGiveWayInStrengthOrder(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        var system = ConstraintSystem()
        let x = system.makeVariable()
        try system.add(LinearConstraint(x, .greaterThanOrEqual, -1000))
        try system.add(LinearConstraint(x, .lessThanOrEqual, 1000))
        let targets = (0..<3).map { _ in Double(Int.random(in: -500...500, using: &generator)) }
        let strengths: [Strength] = [.weak, .medium, .strong]
        for index in [0, 1, 2].shuffled(using: &generator) {
            try system.add(LinearConstraint(x, .equal, targets[index], strength: strengths[index]))
        }
        system._checkInvariants()
        #expect(system.value(of: x) == targets[2])
    }
}
