import CollectionGeometry

extension UIFont {
    /// A font from a descriptor (UIKit's `init(descriptor:size:)`): its name (the system font when it names
    /// none, or names a system font), weight (its weight trait, else bold for the bold trait), symbolic
    /// traits, design and text style. A `pointSize` of 0 takes the descriptor's size (17 pt when it has none,
    /// headless); a non-finite or negative size reads as 0.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.labelFontSize)
        let weight = descriptor.weight
        let name = descriptor.postscriptName
        let isSystem = name.isEmpty || name.hasPrefix(".")
        var fontName = isSystem ? UIFont.systemFontName(for: weight) : name
        if isSystem, descriptor.symbolicTraits.contains(.traitItalic) { fontName += "Italic" }
        let family = isSystem ? nil : (descriptor.fontAttributes[.family] as? String ?? name)
        let style = (descriptor.fontAttributes[.textStyle] as? UIFont.TextStyle)
            ?? (descriptor.fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
        self.init(systemName: fontName, size: size.isFinite ? size : 0, weight: weight, textStyle: style,
                  symbolicTraits: descriptor.symbolicTraits, design: descriptor.design, familyName: family)
    }

    /// The font's descriptor: its name, family, size, symbolic traits and weight, design and text style.
    public var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .name: fontName, .family: familyName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: symbolicTraits.rawValue,
                      UIFontDescriptor.TraitKey.weight: weight.rawValue] as [UIFontDescriptor.TraitKey: Any],
        ]
        if let textStyle { attributes[.textStyle] = textStyle }
        if let design { attributes[.systemDesign] = design }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The system font with figures of one width (UIKit's `monospacedDigitSystemFont(ofSize:weight:)`). Headless
    /// every figure already advances the same (0.6 em).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemName: systemFontName(for: weight), size: fontSize, weight: weight, textStyle: nil)
    }

    /// The monospaced system font, SF Mono (UIKit's `monospacedSystemFont(ofSize:weight:)`); measured as the
    /// system font headless.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(systemName: ".SFMono-" + systemFontName(for: weight).dropFirst(".SFUI-".count), size: fontSize, weight: weight,
               textStyle: nil, symbolicTraits: .traitMonoSpace, design: .monospaced)
    }

    /// The system font at a size, weight and width (UIKit's `systemFont(ofSize:weight:width:)`, iOS 16); the
    /// width is kept as a trait (condensed, expanded) and measured as standard headless.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if width.rawValue < 0 { traits.insert(.traitCondensed) }
        if width.rawValue > 0 { traits.insert(.traitExpanded) }
        return UIFont(systemName: systemFontName(for: weight), size: fontSize, weight: weight, textStyle: nil,
                      symbolicTraits: traits)
    }

    /// The width of a font (UIKit's `UIFont.Width`, iOS 16), from −1 (narrowest) to 1 (widest).
    public struct Width: RawRepresentable, Hashable, Sendable {
        /// The width on UIKit's scale.
        public let rawValue: CGFloat
        /// Creates a width from its value on UIKit's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a width from its value on UIKit's scale.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        // The values are headless choices that keep UIKit's order (compressed < condensed < standard < expanded).
        /// Compressed, the narrowest width.
        public static let compressed = Width(rawValue: -0.3)
        /// Condensed.
        public static let condensed = Width(rawValue: -0.2)
        /// Standard (0).
        public static let standard = Width(rawValue: 0)
        /// Expanded.
        public static let expanded = Width(rawValue: 0.2)
    }
}
