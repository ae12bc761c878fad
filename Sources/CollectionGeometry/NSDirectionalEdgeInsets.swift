/// Edge insets that follow the layout direction: `leading` is the left edge in left-to-right
/// layouts and the right edge in right-to-left ones (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets with zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets from a value for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// A textual form, `{top, leading, bottom, trailing}` as UIKit prints it.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension NSDirectionalEdgeInsets {
    /// Creates insets with the same value on every edge (not in UIKit; a convenience for tests).
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }
}

/// Plain insets in left/right terms (UIKit's `UIEdgeInsets`), used for safe areas and content insets.
public struct UIEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets with zero on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Creates insets from a value for each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    /// A textual form, `{top, left, bottom, right}` as UIKit prints it.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
