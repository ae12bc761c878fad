import CollectionGeometry

/// A description of a font by its attributes (UIKit's `UIFontDescriptor`): family, name, size, symbolic
/// traits, weight, design and text style. Make a font from it with `UIFont(descriptor:size:)`. Immutable.
///
/// Headless there are no font files: a descriptor's traits reach measurement through the font's weight
/// (bold is `.bold`, and semibold and heavier measure 5 % wider), while italic, condensed, monospaced and the
/// designs are kept in the font and its descriptor but measure as the upright regular-width system font.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The attributes, as given.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor for the font named `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The descriptor of the font for a text style at ``UITraitCollection/current``'s content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the font for a text style at `traitCollection`'s content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The value of one attribute, or nil.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The PostScript name (the ``AttributeName/name`` attribute; empty when there is none).
    open var postscriptName: String { fontAttributes[.name] as? String ?? "" }

    /// The point size (the ``AttributeName/size`` attribute; 0 when there is none or it is not a finite,
    /// positive number).
    open var pointSize: CGFloat {
        guard let size = AttributedTextStyle.number(fontAttributes[.size]), size > 0 else { return 0 }
        return size
    }

    /// The symbolic traits (the ``TraitKey/symbolic`` entry of the ``AttributeName/traits`` attribute).
    open var symbolicTraits: SymbolicTraits {
        let raw = AttributedTextStyle.number(traits[.symbolic]).map { UInt32(truncatingIfNeeded: Int($0)) }
        return SymbolicTraits(rawValue: raw ?? (traits[.symbolic] as? SymbolicTraits)?.rawValue ?? 0)
    }

    /// The traits dictionary (empty when there is none).
    var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The weight: the ``TraitKey/weight`` trait, else bold for ``SymbolicTraits/traitBold``, else regular.
    var weight: UIFont.Weight {
        if let weight = traits[.weight] as? UIFont.Weight { return weight }
        if let value = AttributedTextStyle.number(traits[.weight]) { return UIFont.Weight(rawValue: min(max(value, -1), 1)) }
        return symbolicTraits.contains(.traitBold) ? .bold : .regular
    }

    /// The system design (``AttributeName/systemDesign``), or nil.
    var design: SystemDesign? {
        if let design = fontAttributes[.systemDesign] as? SystemDesign { return design }
        return (fontAttributes[.systemDesign] as? String).map(SystemDesign.init(rawValue:))
    }

    /// A copy with `attributes` added (replacing the ones with the same names).
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// A copy at another point size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// A copy whose symbolic traits are `symbolicTraits` (replacing the current ones; a weight trait stays).
    /// Never nil headless (every trait combination has a font).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        if symbolicTraits.contains(.traitBold) { traits[.weight] = UIFont.Weight.bold.rawValue }
        else if self.symbolicTraits.contains(.traitBold) { traits[.weight] = nil }
        return addingAttributes([.traits: traits])
    }

    /// A copy in a system design. Nil for a descriptor that is not of the system font, as in UIKit.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard postscriptName.isEmpty || postscriptName.hasPrefix(".") else { return nil }
        return addingAttributes([.systemDesign: design])
    }

    /// A copy in another family.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// A copy with another face (style name, such as "Bold").
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// An immutable copy (the descriptor itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a descriptor with the same name, size, traits, weight and design.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return postscriptName == other.postscriptName && pointSize == other.pointSize
            && symbolicTraits == other.symbolicTraits && weight == other.weight && design == other.design
            && fontAttributes[.family] as? String == other.fontAttributes[.family] as? String
    }

    /// A hash of the parts equality compares.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(postscriptName)
        hasher.combine(pointSize)
        hasher.combine(symbolicTraits.rawValue)
        return hasher.finalize()
    }
}

extension UIFontDescriptor {
    /// The name of a font attribute (UIKit's `UIFontDescriptor.AttributeName`).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The attribute's name, as UIKit spells it.
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name (a `String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (a `String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face, or style name (a `String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to people (a `String`).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The transform (a `CGAffineTransform`).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters covered (a `CharacterSet`).
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// The fallback fonts (an array of descriptors).
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (a number).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// Typographic feature settings (an array of dictionaries).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The text style (a `UIFont.TextStyle`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// The system design (a ``UIFontDescriptor/SystemDesign``). Beyond UIKit's public names: UIKit keeps
        /// the design under a private attribute.
        public static let systemDesign = AttributeName(rawValue: "NSCTFontUIFontDesignTrait")
    }

    /// The key of an entry in the ``AttributeName/traits`` dictionary (UIKit's `UIFontDescriptor.TraitKey`).
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key's name, as UIKit spells it.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits (a ``UIFontDescriptor/SymbolicTraits`` raw value as a number).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, −1…1 (a `UIFont.Weight` or a number).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, −1…1 (a number).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, −1…1 (a number).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Stylistic traits of a font (UIKit's `UIFontDescriptor.SymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Creates traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph the same width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for interface text.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        /// The bits of the font's class.
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
    }

    /// A design of the system font (UIKit's `UIFontDescriptor.SystemDesign`).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name, as UIKit spells it.
        public let rawValue: String
        /// Creates a design.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The default design (SF Pro).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (SF Pro Rounded).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced (SF Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
