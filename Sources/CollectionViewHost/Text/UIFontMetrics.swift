import CollectionGeometry

/// Scales custom fonts and lengths with a text style's Dynamic Type curve (UIKit's `UIFontMetrics`).
///
/// The factor at a content size category is the style's size there divided by its size at
/// ``UIContentSizeCategory/large`` (for body at extra-extra-extra large: 23 / 17).
public struct UIFontMetrics: Sendable {
    /// The text style whose curve the metrics follow.
    public let textStyle: UIFont.TextStyle

    /// Metrics following `textStyle`'s curve.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics following the body style's curve.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` at the size its point size scales to for ``UITraitCollection/current``'s content size category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size category (``UITraitCollection/current``'s when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for ``UITraitCollection/current``'s content size category, but no larger than
    /// `maximumPointSize` (not finite or not positive: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size category, but no larger than `maximumPointSize` (a
    /// maximum that is not finite or not positive sets no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont {
        let scaled = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        let maximum = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : 0
        // The font remembers its unscaled size, so a label adjusting to the content size category scales it again.
        return font.scaled(to: maximum > 0 ? min(scaled, maximum) : scaled, style: textStyle, baseSize: font.pointSize,
                           maximumPointSize: maximum)
    }

    /// `value` scaled for ``UITraitCollection/current``'s content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s content size category (``UITraitCollection/current``'s when nil).
    /// A non-finite value is returned unchanged.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard value.isFinite else { return value }
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        let base = textStyle.pointSize(for: .large)
        guard base > 0 else { return value }
        return value * textStyle.pointSize(for: category) / base
    }
}
