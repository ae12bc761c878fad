/// An unknown of a ``ConstraintSystem``: a position or a length the solver finds a value for.
///
/// A variable is a handle: make one with ``ConstraintSystem/makeVariable(named:)`` and read its value with
/// ``ConstraintSystem/value(of:)``. Handles are plain integers, so they are cheap to store in expressions and
/// to compare; a handle belongs to the system that made it.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's position among the variables of its system, from 0.
    public let index: Int

    /// A handle for the variable at `index` of a system. Prefer ``ConstraintSystem/makeVariable(named:)``.
    public init(index: Int) {
        self.index = index
    }

    /// Orders variables by the order their system made them in.
    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        lhs.index < rhs.index
    }

    /// `v` followed by the index, e.g. `v3`.
    public var description: String { "v\(index)" }
}
