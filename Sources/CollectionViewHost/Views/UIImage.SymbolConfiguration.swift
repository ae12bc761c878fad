import CollectionGeometry

extension UIImage {
    /// The size of a symbol relative to its font (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The scale the context picks (medium).
        case `default` = -1
        /// Not specified.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }

    /// The stroke weight of a symbol (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Hashable, Sendable {
        /// Not specified.
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// How a symbol image is sized (UIKit's `UIImage.SymbolConfiguration`): by point size, text style or
    /// font, with a scale and weight.
    public final class SymbolConfiguration: Hashable, Sendable {
        /// The point size, when sized by point size.
        public let pointSize: CGFloat?
        /// The text style, when sized by text style.
        public let textStyle: UIFont.TextStyle?
        /// The scale.
        public let scale: SymbolScale
        /// The weight.
        public let weight: SymbolWeight

        private init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, scale: SymbolScale, weight: SymbolWeight) {
            self.pointSize = pointSize.map { $0.isFinite && $0 > 0 ? $0 : 0 }
            self.textStyle = textStyle
            self.scale = scale
            self.weight = weight
        }

        /// Symbols at a point size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, textStyle: nil, scale: .default, weight: .unspecified)
        }

        /// Symbols at a point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, textStyle: nil, scale: .default, weight: weight)
        }

        /// Symbols at a point size, weight and scale.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, scale: scale, weight: weight)
        }

        /// Symbols matching a text style.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: nil, textStyle: textStyle, scale: .default, weight: .unspecified)
        }

        /// Symbols matching a text style, at a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, scale: scale, weight: .unspecified)
        }

        /// Symbols matching a font.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, textStyle: nil, scale: .default, weight: .unspecified)
        }

        /// Symbols at a scale (size from the context).
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: nil, scale: scale, weight: .unspecified)
        }

        /// Symbols at a weight (size from the context).
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, textStyle: nil, scale: .default, weight: weight)
        }

        /// The font the symbol is sized by: the point size's system font, the text style's font at the
        /// default content size, or nil when the context decides.
        var font: UIFont? {
            if let pointSize { return .systemFont(ofSize: pointSize) }
            if let textStyle { return .preferredFont(forTextStyle: textStyle, compatibleWith: .defaultPhone) }
            return nil
        }

        /// Whether two values are equal (see the type's discussion for what counts).
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.textStyle == rhs.textStyle && lhs.scale == rhs.scale
                && lhs.weight == rhs.weight
        }

        /// Hashes the parts that equality compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(textStyle)
            hasher.combine(scale)
            hasher.combine(weight)
        }
    }
}
