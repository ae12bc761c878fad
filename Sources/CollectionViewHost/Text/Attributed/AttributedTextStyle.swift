import CollectionGeometry

/// The attributes of one run of attributed text, read once from its attribute dictionary into values that
/// can cross threads. Beyond UIKit (UIKit keeps them in the dictionary).
public struct AttributedTextStyle: Hashable, Sendable {
    /// The font (``NSAttributedString/Key/font``, else the default font of the text's owner).
    public var font: UIFont
    /// The text colour (``NSAttributedString/Key/foregroundColor``), or nil for the owner's default.
    public var foregroundColor: UIColor?
    /// The colour behind the run (``NSAttributedString/Key/backgroundColor``), or nil.
    public var backgroundColor: UIColor?
    /// Points added after each character: the tracking when not 0, else the kern (Core Text's rule).
    public var characterSpacing: CGFloat
    /// The underline, or nil.
    public var underlineStyle: NSUnderlineStyle?
    /// The underline's colour, or nil for the text colour.
    public var underlineColor: UIColor?
    /// The strikethrough, or nil.
    public var strikethroughStyle: NSUnderlineStyle?
    /// The strikethrough's colour, or nil for the text colour.
    public var strikethroughColor: UIColor?
    /// Points the run is raised above the baseline.
    public var baselineOffset: CGFloat
    /// The factor characters are widened by (e to the power of the expansion attribute, to 1/1024).
    public var expansionFactor: CGFloat
    /// Whether the run is a link (UIKit draws links in the tint colour, underlined, in text views only; a
    /// label draws them as other text).
    public var isLink: Bool

    /// The style of a run with `attributes`, `defaultFont` filling in a missing font.
    public init(attributes: [NSAttributedString.Key: Any], defaultFont: UIFont) {
        font = attributes[.font] as? UIFont ?? defaultFont
        foregroundColor = attributes[.foregroundColor] as? UIColor
        backgroundColor = attributes[.backgroundColor] as? UIColor
        let tracking = Self.number(attributes[.tracking]) ?? 0
        characterSpacing = tracking != 0 ? tracking : (Self.number(attributes[.kern]) ?? 0)
        underlineStyle = Self.lineStyle(attributes[.underlineStyle])
        underlineColor = attributes[.underlineColor] as? UIColor
        strikethroughStyle = Self.lineStyle(attributes[.strikethroughStyle])
        strikethroughColor = attributes[.strikethroughColor] as? UIColor
        baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
        expansionFactor = Self.expansion(Self.number(attributes[.expansion]) ?? 0)
        isLink = attributes[.link] != nil
    }

    /// A number attribute's value: any Swift number or `NSNumber`; nil for anything else and for values that
    /// are not finite.
    static func number(_ value: Any?) -> CGFloat? {
        let result: CGFloat?
        switch value {
        case let value as CGFloat: result = value
        case let value as Double: result = CGFloat(value)
        case let value as Float: result = CGFloat(value)
        case let value as Int: result = CGFloat(value)
        case let value as NSNumber: result = CGFloat(value.doubleValue)
        default: result = nil
        }
        guard let result, result.isFinite else { return nil }
        return result
    }

    /// An underline or strikethrough attribute's style: an ``NSUnderlineStyle`` or its raw value as a number;
    /// nil for none (0) or anything else.
    static func lineStyle(_ value: Any?) -> NSUnderlineStyle? {
        if let style = value as? NSUnderlineStyle { return style.rawValue == 0 ? nil : style }
        guard let number = number(value) else { return nil }
        let raw = Int(exactly: number.rounded(.towardZero)) ?? 0
        return raw == 0 ? nil : NSUnderlineStyle(rawValue: raw)
    }

    /// e^x for the expansion attribute, limited to e^±4 and rounded to 1/1024 so widths agree on every machine
    /// (the exponential's last bit differs between platforms).
    static func expansion(_ logarithm: CGFloat) -> CGFloat {
        guard logarithm != 0 else { return 1 }
        let clamped = min(max(logarithm, -4), 4)
        return max(1.0 / 1024, (DeterministicMath.exp(clamped) * 1024).rounded() / 1024)
    }
}
