/// A set of rectangle edges named by layout direction (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable, Codable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates an edge set from its raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in left-to-right layouts).
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in left-to-right layouts).
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
