import CollectionGeometry

/// A paragraph style whose values can be changed (UIKit's `NSMutableParagraphStyle`). Lengths that are not
/// finite or negative are stored as 0 (``tailIndent``: a non-finite value is stored as 0).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The horizontal alignment of the paragraph's lines.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// Points added between the paragraph's lines.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = Self.length(newValue) }
    }
    /// Points added after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = Self.length(newValue) }
    }
    /// Points added before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = Self.length(newValue) }
    }
    /// The factor a line's natural height is multiplied by (0: none).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = Self.length(newValue) }
    }
    /// The least height of a line (0: none).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = Self.length(newValue) }
    }
    /// The greatest height of a line (0: none).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = Self.length(newValue) }
    }
    /// The indent of the paragraph's first line.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = Self.length(newValue) }
    }
    /// The indent of the paragraph's other lines.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = Self.length(newValue) }
    }
    /// The line's end: from the leading edge when positive, from the trailing edge when zero or negative.
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue.isFinite ? newValue : 0 }
    }
    /// How lines wrap and the last line is cut.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// The hyphenation threshold, 0…1 (stored).
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
    }
    /// Whether the text may be tightened before it is cut (stored).
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Replaces every value with `paragraphStyle`'s (nil: the default values).
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle?) {
        values = paragraphStyle?.values ?? Values()
    }
}
