import Foundation

/// A distance to move content by, horizontally and vertically (UIKit's `UIOffset`), as bar items and search bars
/// use it to adjust where their titles and backgrounds sit.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal distance, in points (positive: to the right).
    public var horizontal: CGFloat
    /// The vertical distance, in points (positive: down).
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates a zero offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}
