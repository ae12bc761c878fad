import CollectionGeometry

/// How text is laid out when it is measured (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out as lines wrapped to the given width (without it the text is one line, its origin the
    /// baseline origin).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the fonts' leading for line heights (every font here has no extra leading, so it changes nothing).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds rather than typographic bounds (headless, the same bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the last line shown with an ellipsis when the text does not fit the size's height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
