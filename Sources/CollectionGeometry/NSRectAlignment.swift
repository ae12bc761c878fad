/// Where an item attaches to a rectangle, named by layout direction (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Hashable, Sendable, Codable, CaseIterable {
    /// No particular edge: centred on both axes.
    case none = 0
    /// The top edge, centred horizontally.
    case top = 1
    /// The top-leading corner.
    case topLeading = 2
    /// The leading edge, centred vertically.
    case leading = 3
    /// The bottom-leading corner.
    case bottomLeading = 4
    /// The bottom edge, centred horizontally.
    case bottom = 5
    /// The bottom-trailing corner.
    case bottomTrailing = 6
    /// The trailing edge, centred vertically.
    case trailing = 7
    /// The top-trailing corner.
    case topTrailing = 8
}
