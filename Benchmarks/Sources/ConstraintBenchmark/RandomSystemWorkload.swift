import BenchmarkSupport
import ConstraintSolver

// Random sparse systems that are always satisfiable. Scripts/kiwi_compare.py ports this generator draw for
// draw (SplitMix64, 64-bit wrapping), so that kiwisolver solves the identical system: change one, change both.
//
// For n constraints over n/2 variables: each variable gets a witness value, an integer in 0 ..< 1000. The even
// constraints are required, over 2 or 3 distinct variables with coefficients ±1, ±2 or ±3: an equality (a third
// of them) or an inequality with a slack of 0 ..< 50 points that the witness satisfies; so the required
// constraints always hold together. A constraint's variables are local, as layout constraints relate neighbouring
// views: the first is any variable, the others among the 8 after it (cyclically). (With the variables drawn from
// the whole system instead, the tableau fills in: kiwisolver takes 3.4 s for 600 such constraints and had not
// finished 1,000 after 15 minutes.) The odd constraint 2i + 1 pulls variable i towards its witness ± 200 at
// weak, medium or strong strength times a random factor in [0.5, 1) (distinct weights, so the optimum is
// unique and two solvers must agree on it; and every pull is weaker than a strong edit).
// The edits: 10 distinct variables made edit variables at strong strength, then 100 suggestions of witness ± 200
// over them in turn.

extension SplitMix64 {
    /// A value in 0 ..< `bound` (by remainder: the bias is far below what matters here).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

struct RandomSystem {
    /// How far after its first variable a constraint's other variables lie.
    static let window = 8

    let constraintCount: Int
    let variableCount: Int
    let seed: UInt64
    private(set) var witness: [Double] = []
    private(set) var constraints: [LinearConstraint] = []
    private(set) var edited: [Int] = []
    private(set) var suggestions: [(variable: Int, value: Double)] = []

    init(constraints constraintCount: Int, seed: UInt64) {
        self.constraintCount = constraintCount
        self.seed = seed
        variableCount = constraintCount / 2
        var random = SplitMix64(seed: seed)
        let levels = [Strength.weak.weight, Strength.medium.weight, Strength.strong.weight]
        witness = (0..<variableCount).map { _ in Double(random.below(1000)) }
        constraints.reserveCapacity(constraintCount)
        for index in 0..<constraintCount {
            if index % 2 == 1 {
                let variable = index / 2
                let target = witness[variable] + Double(random.below(401)) - 200
                let level = levels[random.below(3)]
                let factor = 0.5 + 0.5 * random.unit()
                constraints.append(LinearConstraint(Variable(index: variable), .equal, target,
                                                    strength: Strength(weight: level * factor)))
                continue
            }
            let arity = 2 + random.below(2)
            let first = random.below(variableCount)
            var variables = [first]
            while variables.count < arity {
                let variable = (first + 1 + random.below(Self.window)) % variableCount
                if !variables.contains(variable) { variables.append(variable) }
            }
            var terms: [LinearExpression.Term] = []
            var value = 0.0
            for variable in variables {
                var coefficient = Double(1 + random.below(3))
                if random.next() & 1 == 1 { coefficient = -coefficient }
                terms.append(LinearExpression.Term(Variable(index: variable), coefficient: coefficient))
                value += coefficient * witness[variable]
            }
            let expression = LinearExpression(terms: terms)
            switch random.below(3) {
            case 0: constraints.append(LinearConstraint(expression, .equal, value))
            case 1: constraints.append(LinearConstraint(expression, .lessThanOrEqual, value + Double(random.below(50))))
            default: constraints.append(LinearConstraint(expression, .greaterThanOrEqual, value - Double(random.below(50))))
            }
        }
        while edited.count < 10 {
            let variable = random.below(variableCount)
            if !edited.contains(variable) { edited.append(variable) }
        }
        for index in 0..<100 {
            let variable = edited[index % edited.count]
            suggestions.append((variable, witness[variable] + Double(random.below(401)) - 200))
        }
    }

    /// Builds the system from empty (its variables, then its constraints in order) and reads every value;
    /// returns the system and the sum of the values.
    func solveFresh() throws(ConstraintSystemError) -> (ConstraintSystem, Double) {
        var system = ConstraintSystem()
        for _ in 0..<variableCount { _ = system.makeVariable() }
        for constraint in constraints { try system.add(constraint) }
        return (system, readAll(system))
    }

    /// Makes the 10 edit variables, then makes the 100 suggestions, reading every value after each; returns the
    /// sum of the values read.
    func edit(_ system: inout ConstraintSystem) throws(ConstraintSystemError) -> Double {
        for variable in edited { try system.addEditVariable(Variable(index: variable), strength: .strong) }
        var sum = 0.0
        for suggestion in suggestions {
            try system.suggestValue(suggestion.value, for: Variable(index: suggestion.variable))
            sum += readAll(system)
        }
        return sum
    }

    func readAll(_ system: ConstraintSystem) -> Double {
        var sum = 0.0
        for index in 0..<variableCount { sum += system.value(of: Variable(index: index)) }
        return sum
    }
}
