/// How much a constraint matters: required, or an optional weight that the solver trades against others.
///
/// The solver satisfies every required constraint; among optional ones it minimises the sum of each
/// constraint's error times its weight (the Cassowary objective as the Kiwi solver states it). The named
/// strengths are a thousand times apart, so one stronger constraint outweighs up to a thousand weaker ones
/// pulling the other way.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight of the constraint's error in the objective; ``required`` has a weight above every optional one.
    public let weight: Double

    /// A strength of the given weight, clamped to `0 ... required.weight` (a non-finite weight becomes 0 for NaN
    /// and the clamp bound for infinities).
    public init(weight: Double) {
        if weight.isNaN {
            self.weight = 0
        } else {
            self.weight = min(max(weight, 0), Strength.requiredWeight)
        }
    }

    /// A strength built from three levels, each clamped to 0 ... 1000, and a multiplier, as Kiwi composes them:
    /// `strong · 1,000,000 + medium · 1,000 + weak`, each level multiplied by `factor`.
    public init(strong: Double, medium: Double, weak: Double, factor: Double = 1) {
        func level(_ value: Double) -> Double {
            value.isNaN ? 0 : min(max(value * (factor.isNaN ? 0 : factor), 0), 1000)
        }
        self.init(weight: level(strong) * 1_000_000 + level(medium) * 1000 + level(weak))
    }

    static let requiredWeight: Double = 1_001_001_000

    /// A constraint the solver must satisfy; the system refuses one that cannot hold with the others.
    public static let required = Strength(weight: requiredWeight)
    /// An optional constraint that outweighs a thousand ``medium`` ones.
    public static let strong = Strength(weight: 1_000_000)
    /// An optional constraint that outweighs a thousand ``weak`` ones.
    public static let medium = Strength(weight: 1000)
    /// The weakest named optional strength.
    public static let weak = Strength(weight: 1)

    /// Whether the constraint is required rather than optional.
    public var isRequired: Bool { weight >= Strength.requiredWeight }

    /// Orders strengths by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// `required`, `strong`, `medium`, `weak`, or the weight.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "\(weight)"
        }
    }
}
