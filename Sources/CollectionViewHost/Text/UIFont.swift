import CollectionGeometry

/// A font (UIKit's `UIFont`), headless: a name, a point size, a weight and the vertical metrics a text
/// layout needs. Nothing is rasterised.
///
/// Every font uses the vertical proportions of SF Pro, the iOS system font (2048 units per em: ascender
/// 1950, descender −494, cap height 1443, x-height 1078, no extra leading), so `systemFont(ofSize: 17)`
/// reports the ascender (16.19), descender (−4.10) and line height (20.29) iOS reports. Fonts made by name
/// use the same proportions: there are no font files headless.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's name (`.SFUI-Regular` for system fonts, as UIKit reports them).
    public let fontName: String
    /// The font's family name (`.AppleSystemUIFont` for system fonts).
    public let familyName: String
    /// The size in points (0 for a non-finite or negative size).
    public let pointSize: CGFloat
    /// The weight. Beyond UIKit (UIKit keeps it in the font descriptor's traits).
    public let weight: Weight
    /// The text style the font was made for, when it came from ``preferredFont(forTextStyle:)``. Beyond UIKit.
    public let textStyle: TextStyle?
    /// The symbolic traits (italic, monospaced…), kept for ``fontDescriptor``; only bold (as the weight) changes
    /// measurement.
    let symbolicTraits: UIFontDescriptor.SymbolicTraits
    /// The system design, or nil (default).
    let design: UIFontDescriptor.SystemDesign?
    /// For a font made by `UIFontMetrics.scaledFont(for:…)`: the metrics' text style, the unscaled size and the
    /// maximum size, so a label adjusting to the content size category can scale it again.
    let scaling: (style: TextStyle, baseSize: CGFloat, maximumPointSize: CGFloat)?

    /// Creates a font by name and size. Any name is accepted headless (UIKit returns nil for names it has no
    /// font for); the font takes the system font's proportions.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        self.familyName = fontName
        self.pointSize = Self.sanitized(fontSize)
        self.weight = .regular
        self.textStyle = nil
        self.symbolicTraits = []
        self.design = nil
        self.scaling = nil
    }

    init(systemName: String, size: CGFloat, weight: Weight, textStyle: TextStyle?,
         symbolicTraits: UIFontDescriptor.SymbolicTraits = [], design: UIFontDescriptor.SystemDesign? = nil,
         familyName: String? = nil) {
        self.fontName = systemName
        self.familyName = familyName ?? Self.systemFamilyName
        self.pointSize = Self.sanitized(size)
        self.weight = weight
        self.textStyle = textStyle
        var traits = symbolicTraits
        if weight.rawValue >= Weight.bold.rawValue { traits.insert(.traitBold) }
        self.symbolicTraits = traits
        self.design = design
        self.scaling = nil
    }

    // MARK: Metrics

    /// The distance from the baseline to the top of the tallest glyphs (SF Pro: 1950/2048 em).
    public var ascender: CGFloat { pointSize * Self.ascenderUnits / Self.unitsPerEm }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative (SF Pro: −494/2048 em).
    public var descender: CGFloat { pointSize * Self.descenderUnits / Self.unitsPerEm }
    /// The extra space between lines (0 for SF Pro).
    public var leading: CGFloat { 0 }
    /// The height of one line: ascender − descender + leading (SF Pro: 2444/2048 em).
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters above the baseline (SF Pro: 1443/2048 em).
    public var capHeight: CGFloat { pointSize * Self.capHeightUnits / Self.unitsPerEm }
    /// The height of lower-case x above the baseline (SF Pro: 1078/2048 em).
    public var xHeight: CGFloat { pointSize * Self.xHeightUnits / Self.unitsPerEm }

    // MARK: Making fonts

    /// The system font at a size, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemName: systemFontName(for: weight), size: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at a size (regular weight, with the italic trait; widths as upright).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemName: ".SFUI-RegularItalic", size: fontSize, weight: .regular, textStyle: nil,
               symbolicTraits: .traitItalic)
    }

    /// The font for a text style at the preferred content size category of ``UITraitCollection/current``
    /// (``UIContentSizeCategory/large`` when it specifies none). Sizes and weights are the ones Apple's
    /// Human Interface Guidelines list for iOS (see ``TextStyle/pointSize(for:)``). An unknown text style
    /// gets the body style's size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the preferred content size category of `traitCollection` (of
    /// ``UITraitCollection/current`` when nil; ``UIContentSizeCategory/large`` when that is unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        let weight = style.weight
        return UIFont(systemName: systemFontName(for: weight), size: style.pointSize(for: category), weight: weight,
                      textStyle: style)
    }

    /// The default system font size for labels (17 pt).
    public static var labelFontSize: CGFloat { 17 }
    /// The default system font size (14 pt, UIKit's `systemFontSize`).
    public static var systemFontSize: CGFloat { 14 }
    /// The system font size for small text (12 pt, UIKit's `smallSystemFontSize`).
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The default button font size (18 pt, UIKit's `buttonFontSize`).
    public static var buttonFontSize: CGFloat { 18 }

    /// A copy of the font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(copying: self, size: fontSize)
    }

    private init(copying font: UIFont, size: CGFloat,
                 scaling: (style: TextStyle, baseSize: CGFloat, maximumPointSize: CGFloat)? = nil) {
        fontName = font.fontName
        familyName = font.familyName
        pointSize = Self.sanitized(size)
        weight = font.weight
        textStyle = font.textStyle
        symbolicTraits = font.symbolicTraits
        design = font.design
        self.scaling = scaling
    }

    /// A copy at `size` that remembers it was scaled from `baseSize` by `style`'s metrics (see ``scaling``).
    func scaled(to size: CGFloat, style: TextStyle, baseSize: CGFloat, maximumPointSize: CGFloat) -> UIFont {
        UIFont(copying: self, size: size, scaling: (style, baseSize, maximumPointSize))
    }

    /// Whether two values are equal (see the type's discussion for what counts).
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.textStyle == rhs.textStyle && lhs.symbolicTraits == rhs.symbolicTraits && lhs.design == rhs.design
    }

    /// Hashes the parts that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// The font's name and size.
    public var description: String { "<UIFont: font-family: \"\(familyName)\"; font-weight: \(weight.rawValue); font-size: \(pointSize)pt>" }

    // MARK: SF Pro proportions

    private static let unitsPerEm: CGFloat = 2048
    private static let ascenderUnits: CGFloat = 1950
    private static let descenderUnits: CGFloat = -494
    private static let capHeightUnits: CGFloat = 1443
    private static let xHeightUnits: CGFloat = 1078
    private static let systemFamilyName = ".AppleSystemUIFont"

    static func systemFontName(for weight: Weight) -> String {
        weight.rawValue >= Weight.bold.rawValue ? ".SFUI-Bold"
            : weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Semibold"
            : weight.rawValue >= Weight.medium.rawValue ? ".SFUI-Medium" : ".SFUI-Regular"
    }

    /// Non-finite and negative sizes become 0 (UIKit's behaviour for them is undocumented).
    private static func sanitized(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 0 }
}
