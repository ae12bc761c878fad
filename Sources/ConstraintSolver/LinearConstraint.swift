/// A linear relation between two expressions, with a strength: `x + 20 == y` (required) or `w >= 100` (weak).
///
/// The constraint is kept as one expression compared with zero: ``expression`` is the left side minus the right.
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// How the two sides compare.
    public enum Relation: Hashable, Sendable, CustomStringConvertible {
        /// The left side is at most the right side.
        case lessThanOrEqual
        /// The two sides are equal.
        case equal
        /// The left side is at least the right side.
        case greaterThanOrEqual

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The left side minus the right side, compared with zero.
    public var expression: LinearExpression
    /// How ``expression`` compares with zero.
    public var relation: Relation
    /// How much the constraint matters.
    public var strength: Strength

    /// `lhs relation rhs` at `strength`; either side is a variable, an expression or a number.
    public init(_ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
                strength: Strength = .required) {
        expression = lhs.linearExpression - rhs.linearExpression
        self.relation = relation
        self.strength = strength
    }

    /// `expression relation 0` at `strength`.
    public init(expression: LinearExpression, relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The constraint written out, e.g. `v0 - v1 + 20 == 0 (required)`.
    public var description: String { "\(expression) \(relation) 0 (\(strength))" }
}
