import CollectionGeometry

// UIKit's attribute keys for attributed text. Foundation on Linux defines `NSAttributedString.Key` but none of
// these keys; their raw values are the names UIKit gives them, so archives and dictionaries read the same.
extension NSAttributedString.Key {
    /// The font of the text: a ``UIFont`` (default: the 12-pt system font, as UIKit documents for text drawn
    /// without a font; a label uses its own ``UILabel/font``).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text: a ``UIColor`` (default black; a label uses its ``UILabel/textColor``).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour of the area behind the text: a ``UIColor`` (default none).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's layout: an ``NSParagraphStyle`` (default ``NSParagraphStyle/default``).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a number; default 0). When ``tracking`` is also present and not 0,
    /// the kern is ignored, as Core Text documents.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points added after each character, treated as trailing white space (a number; default 0).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The underline: an ``NSUnderlineStyle`` raw value as a number (default none).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The colour of the underline: a ``UIColor`` (default: the text's colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The line through the text: an ``NSUnderlineStyle`` raw value as a number (default none).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The colour of the line through the text: a ``UIColor`` (default: the text's colour).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the text sits above (positive) or below (negative) the baseline, in points (a number; default 0).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link: a `URL` or a `String` (default none).
    public static let link = NSAttributedString.Key("NSLink")
    /// The shadow of the text: an ``NSShadow`` (default none). Stored headless; pictures do not draw it.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The skew of the glyphs (a number; default 0, no skew). Stored headless; it changes no width.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal expansion factor of the glyphs (a number; default 0, no expansion): a value
    /// of `x` makes every character `e^x` times as wide.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}
