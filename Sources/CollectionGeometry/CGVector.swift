/// A two-dimensional vector (Core Graphics' `CGVector`, which Linux's Foundation lacks).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()

    /// A textual form, `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
