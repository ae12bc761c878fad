/// A handle to a constraint added to a ``ConstraintSystem``, to remove it or change its constant or strength.
///
/// Handles are never reused by the system that issued them: a removed constraint's handle stays unknown.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The order in which the system added the constraint, from 0.
    public let index: Int

    init(index: Int) { self.index = index }

    /// Orders handles by the order their constraints were added in.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }

    /// `c` followed by the index, e.g. `c12`.
    public var description: String { "c\(index)" }
}
