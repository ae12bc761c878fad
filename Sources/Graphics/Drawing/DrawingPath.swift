import CollectionGeometry

/// A path of straight lines and Bézier curves, in subpaths (beyond UIKit; Core Graphics' `CGPath`).
public struct DrawingPath: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath with a line to its start.
        case close
    }

    /// The steps, in order.
    public var elements: [Element]

    /// A path of `elements`.
    public init(_ elements: [Element] = []) {
        self.elements = elements
    }

    /// A closed polygon through `points`.
    ///
    /// - Complexity: O(n) for n points.
    public static func polygon(_ points: [CGPoint]) -> DrawingPath {
        guard let first = points.first else { return DrawingPath() }
        return DrawingPath([.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.close])
    }
}
