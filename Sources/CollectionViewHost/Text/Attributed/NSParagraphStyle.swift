import CollectionGeometry

/// How a paragraph of attributed text is laid out (UIKit's `NSParagraphStyle`): alignment, spacing, line
/// heights, indents and line breaking. Immutable; make a changed copy with ``NSMutableParagraphStyle``
/// (`mutableCopy()`).
///
/// Lengths that are not finite or negative read as 0 (``tailIndent`` may be negative).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The values, shared by the mutable subclass.
    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values: Values

    /// The default style: natural alignment, no spacing or indents, word wrapping.
    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The default paragraph style (a new instance each time, equal to every other default).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The horizontal alignment of the paragraph's lines.
    open var alignment: NSTextAlignment { values.alignment }
    /// Points added after each line of the paragraph (between lines; not after the last line of the text).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after the paragraph (between it and the next one).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Points added before the paragraph (not before the text's first paragraph).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The factor a line's natural height is multiplied by (0: none), before the minimum and maximum apply.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least height of a line (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The indent of the paragraph's first line from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the paragraph's other lines from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// A positive value is the line's end measured from the leading edge; zero or negative, the distance of
    /// the line's end from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    /// How lines wrap and the last line is cut.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The hyphenation threshold, 0…1 (stored; headless text is not hyphenated).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether the text may be tightened before it is cut (stored; headless text is not tightened).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// A hash of the values.
    open override var hash: Int { values.hashValue }

    /// A length read as a paragraph-style length: not finite or negative reads as 0.
    static func length(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
}
