import CollectionGeometry

/// The style of an underline or a strikethrough (UIKit's `NSUnderlineStyle`): a line weight (single, thick,
/// double), a pattern, and whether only words are lined. Attributes hold its ``rawValue`` as a number.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A single thick line (twice the thin line's width in pictures).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern, no bits).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only words are lined, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
