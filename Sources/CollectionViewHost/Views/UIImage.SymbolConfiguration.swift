import CollectionGeometry
import CollectionDiagnostics

extension UIImage {
    /// How a symbol image is sized and coloured (UIKit's `UIImage.SymbolConfiguration`): by point size, text
    /// style or font, with a scale and a weight, and a colour rendering (hierarchical, palette, multicolour or
    /// monochrome). Immutable, as in UIKit.
    ///
    /// Combining (``UIImage/Configuration/applying(_:)``): "the new image attributes replace any previous
    /// attributes you supplied". Each attribute the configuration applied on top specifies replaces the base's;
    /// attributes it leaves unspecified (scale and weight `.unspecified`, no size, no colours) keep the base's.
    /// The size is one attribute (our reading, as a text style and a point size cannot both size a symbol): a
    /// point size, text style or font on top replaces the base's whichever it was. The colour renderings are
    /// one attribute too: "the last configuration that you specify takes precedence" (`init(paletteColors:)`).
    ///
    /// The values are readable (``pointSize``, ``textStyle``, ``font``, ``scale``, ``weight``, …), beyond UIKit.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// What sizes the symbol.
        enum Sizing: Hashable, Sendable {
            case pointSize(CGFloat)
            case textStyle(UIFont.TextStyle)
            case font(UIFont)
        }

        /// How the symbol's layers are coloured.
        enum ColorRendering: Hashable, Sendable {
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
            case monochrome
        }

        /// The symbol values, as one value to copy and compare.
        struct Values: Hashable, Sendable {
            var sizing: Sizing?
            var scale: SymbolScale = .unspecified
            var weight: SymbolWeight = .unspecified
            var colors: ColorRendering?

            /// `top`'s values where it specifies them, these elsewhere.
            func applying(_ top: Values) -> Values {
                Values(sizing: top.sizing ?? sizing, scale: top.scale == .unspecified ? scale : top.scale,
                       weight: top.weight == .unspecified ? weight : top.weight, colors: top.colors ?? colors)
            }
        }

        let values: Values

        init(values: Values, traitCollection: UITraitCollection? = nil) {
            self.values = values
            super.init(traitCollection: traitCollection)
        }

        /// See ``UIImage/Configuration``: `base`'s symbol values with `top`'s applied (a configuration that is
        /// not a symbol configuration contributes its traits only).
        required init(copying base: Configuration, applying top: Configuration?, traitCollection: UITraitCollection?) {
            let baseValues = (base as? SymbolConfiguration)?.values ?? Values()
            let topValues = (top as? SymbolConfiguration)?.values
            self.values = topValues.map { baseValues.applying($0) } ?? baseValues
            super.init(copying: base, applying: top, traitCollection: traitCollection)
        }

        /// A configuration of this class with `values` and this configuration's traits.
        private func with(_ values: Values) -> Self {
            Self(copying: SymbolConfiguration(values: values, traitCollection: traitCollection), applying: nil,
                 traitCollection: traitCollection)
        }

        /// A configuration of this class with `values` and no traits.
        private static func make(_ values: Values) -> Self {
            Self(copying: SymbolConfiguration(values: values), applying: nil, traitCollection: nil)
        }

        // MARK: Creating

        /// A configuration that specifies nothing (UIKit's `unspecified`): applied on top of another, it changes
        /// nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(values: Values()) }

        /// Symbols at a point size: "The system font point size to use for the configuration". A size that is
        /// not a finite positive number counts as 0 (the symbol has no size), with a diagnostic.
        public convenience init(pointSize: CGFloat) {
            self.init(values: Values(sizing: .pointSize(Self.checkedPointSize(pointSize))))
        }

        /// Symbols at a point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(values: Values(sizing: .pointSize(Self.checkedPointSize(pointSize)), weight: weight))
        }

        /// Symbols at a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(values: Values(sizing: .pointSize(Self.checkedPointSize(pointSize)), scale: scale, weight: weight))
        }

        /// Symbols matching a text style (its font at the configuration's content size category, the default
        /// one without traits).
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(values: Values(sizing: .textStyle(textStyle)))
        }

        /// Symbols matching a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(values: Values(sizing: .textStyle(textStyle), scale: scale))
        }

        /// Symbols matching a font.
        public convenience init(font: UIFont) {
            self.init(values: Values(sizing: .font(font)))
        }

        /// Symbols matching a font, at a scale.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(values: Values(sizing: .font(font), scale: scale))
        }

        /// Symbols at a scale (size from the context).
        public convenience init(scale: SymbolScale) {
            self.init(values: Values(scale: scale))
        }

        /// Symbols at a weight (size from the context).
        public convenience init(weight: SymbolWeight) {
            self.init(values: Values(weight: weight))
        }

        /// Symbols coloured hierarchically from one colour (iOS 15). It replaces a palette, multicolour or
        /// monochrome rendering it is applied on top of.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(values: Values(colors: .hierarchical(hierarchicalColor)))
        }

        /// Symbols coloured layer by layer from a palette (iOS 15). It replaces a hierarchical, multicolour or
        /// monochrome rendering it is applied on top of.
        public convenience init(paletteColors: [UIColor]) {
            self.init(values: Values(colors: .palette(paletteColors)))
        }

        /// A configuration that asks for the symbol's multicolour variant (iOS 15).
        public static func preferringMulticolor() -> Self { make(Values(colors: .multicolor)) }

        /// A configuration that asks for the symbol's monochrome variant (iOS 16).
        public static func preferringMonochrome() -> Self { make(Values(colors: .monochrome)) }

        // MARK: Removing values

        /// A copy without a text style ("Returns a copy of the current symbol configuration object without
        /// text style information"); a point size or font stays.
        public func configurationWithoutTextStyle() -> Self {
            var copy = values
            if case .textStyle = copy.sizing { copy.sizing = nil }
            return with(copy)
        }

        /// A copy with the scale set to `.unspecified`.
        public func configurationWithoutScale() -> Self {
            var copy = values
            copy.scale = .unspecified
            return with(copy)
        }

        /// A copy with the weight set to `.unspecified`.
        public func configurationWithoutWeight() -> Self {
            var copy = values
            copy.weight = .unspecified
            return with(copy)
        }

        /// A copy without point-size information (a point size or a font) and with the weight set to
        /// `.unspecified`, as UIKit documents; a text style stays.
        public func configurationWithoutPointSizeAndWeight() -> Self {
            var copy = values
            switch copy.sizing {
            case .pointSize, .font: copy.sizing = nil
            case .textStyle, nil: break
            }
            copy.weight = .unspecified
            return with(copy)
        }

        /// Whether `otherConfiguration` holds the same values and traits (UIKit's `isEqual(to:)`).
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let otherConfiguration else { return false }
            return isEqual(to: otherConfiguration as Configuration)
        }

        // MARK: Reading (beyond UIKit)

        /// The point size, when a point size sizes the symbol.
        public var pointSize: CGFloat? {
            if case .pointSize(let size) = values.sizing { return size }
            return nil
        }

        /// The text style, when a text style sizes the symbol.
        public var textStyle: UIFont.TextStyle? {
            if case .textStyle(let style) = values.sizing { return style }
            return nil
        }

        /// The font the symbol is sized by: the font it was given, the point size's system font, or the text
        /// style's font for the configuration's content size category (the default one without traits); nil
        /// when the context decides.
        public var font: UIFont? {
            switch values.sizing {
            case .font(let font): font
            case .pointSize(let size): .systemFont(ofSize: size)
            case .textStyle(let style): .preferredFont(forTextStyle: style, compatibleWith: traitCollection ?? .defaultPhone)
            case nil: nil
            }
        }

        /// The scale (`.unspecified` when none was given).
        public var scale: SymbolScale { values.scale }

        /// The weight (`.unspecified` when none was given).
        public var weight: SymbolWeight { values.weight }

        /// The hierarchical colour, when the symbol is coloured hierarchically.
        public var hierarchicalColor: UIColor? {
            if case .hierarchical(let color) = values.colors { return color }
            return nil
        }

        /// The palette, when the symbol is coloured from a palette.
        public var paletteColors: [UIColor]? {
            if case .palette(let colors) = values.colors { return colors }
            return nil
        }

        /// Whether the configuration asks for the multicolour variant.
        public var prefersMulticolor: Bool { values.colors == .multicolor }

        /// Whether the configuration asks for the monochrome variant.
        public var prefersMonochrome: Bool { values.colors == .monochrome }

        // MARK: Equality

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return values == other.values && traitCollection == other.traitCollection
        }

        /// Hashes the values equality compares.
        public override func hash(into hasher: inout Hasher) {
            hasher.combine(values)
            hasher.combine(traitCollection)
        }

        /// A short description of the configuration's values.
        public override var description: String {
            var parts: [String] = []
            switch values.sizing {
            case .pointSize(let size): parts.append("pointSize: \(size)")
            case .textStyle(let style): parts.append("textStyle: \(style.rawValue)")
            case .font(let font): parts.append("font: \(font.pointSize) pt")
            case nil: break
            }
            if values.scale != .unspecified { parts.append("scale: \(values.scale)") }
            if values.weight != .unspecified { parts.append("weight: \(values.weight)") }
            if let colors = values.colors { parts.append("colors: \(colors)") }
            return "<UIImage.SymbolConfiguration \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }

        /// `pointSize` when it is a finite positive number, else 0 with a diagnostic.
        private static func checkedPointSize(_ pointSize: CGFloat) -> CGFloat {
            guard pointSize.isFinite, pointSize > 0 else {
                UIView.reportDiagnostic(
                    .invalidImageConfiguration,
                    message: "UIImage.SymbolConfiguration point size \(pointSize) is not a positive length; 0 is used")
                return 0
            }
            return pointSize
        }
    }
}
