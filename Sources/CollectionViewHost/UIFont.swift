import CollectionGeometry

/// A font (UIKit's `UIFont`), headless: a name, a point size and a weight. Nothing is rasterised;
/// the values exist so that configurations compile and can be compared.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// A dynamic-type text style (UIKit's `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it (`UICTFontTextStyleBody`, …).
        public let rawValue: String
        /// Creates a text style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large title (34 pt at the default content size).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1 (28 pt).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2 (22 pt).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3 (20 pt).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline (17 pt semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline (15 pt).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body (17 pt).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout (16 pt).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote (13 pt).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1 (12 pt).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2 (11 pt).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The weight of a font (UIKit's `UIFont.Weight`), on UIKit's scale from -1 (ultra light) to 1 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight on UIKit's scale.
        public let rawValue: CGFloat
        /// Creates a weight from its value on UIKit's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// The font's name (`.SFUI-Regular` for system fonts, as UIKit reports them).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The text style the font was made for, when it came from ``preferredFont(forTextStyle:)``.
    public let textStyle: TextStyle?

    /// Creates a font by name and size. Any name is accepted headless (UIKit returns nil for unknown names).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = fontSize
        self.weight = .regular
        self.textStyle = nil
    }

    private init(systemName: String, size: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.fontName = systemName
        self.pointSize = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font at a size, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemName: weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold"
                   : weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Semibold" : ".SFUI-Regular",
               size: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at a size (headless: regular weight, marked by name).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemName: ".SFUI-RegularItalic", size: fontSize, weight: .regular, textStyle: nil)
    }

    /// The font for a text style at the default ("Large") content size category; sizes and weights are
    /// the ones Apple's Human Interface Guidelines list for iOS.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = Self.defaultMetrics[style] ?? (Self.bodyPointSize, .regular)
        let name = weight == .semibold ? ".SFUI-Semibold" : ".SFUI-Regular"
        return UIFont(systemName: name, size: size, weight: weight, textStyle: style)
    }

    /// The default system font size for labels (17 pt).
    public static var labelFontSize: CGFloat { bodyPointSize }
    /// The default system font size (14 pt, UIKit's `systemFontSize`).
    public static var systemFontSize: CGFloat { 14 }

    /// A copy of the font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(systemName: fontName, size: fontSize, weight: weight, textStyle: textStyle)
    }

    private static let bodyPointSize: CGFloat = 17
    /// Point sizes and weights of the text styles at the "Large" content size (Apple HIG, iOS type sizes).
    private static let defaultMetrics: [TextStyle: (CGFloat, Weight)] = [
        .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular), .title3: (20, .regular),
        .headline: (17, .semibold), .body: (17, .regular), .callout: (16, .regular), .subheadline: (15, .regular),
        .footnote: (13, .regular), .caption1: (12, .regular), .caption2: (11, .regular),
    ]

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.textStyle == rhs.textStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The font's name and size.
    public var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }
}
