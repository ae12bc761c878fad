import CollectionGeometry

extension UIListContentConfiguration {
    /// How a text of a list configuration is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        /// The horizontal alignment of a list text (UIKit's `TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            /// The script's natural alignment.
            case natural = 0
            /// Centred.
            case center = 1
            /// Justified.
            case justified = 2
        }

        /// A change of case applied when the text is shown (UIKit's `TextProperties.TextTransform`).
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as written.
            case none = 0
            /// Upper case.
            case uppercase = 1
            /// Lower case.
            case lowercase = 2
            /// Each word capitalised.
            case capitalized = 3
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// A transformer applied to ``color`` by ``resolvedColor()``.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The maximum number of lines; 0 means no limit (UIKit's default for list texts).
        public var numberOfLines = 0
        /// The horizontal alignment.
        public var alignment: TextAlignment = .natural
        /// How lines wrap and the last line is cut.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// A change of case applied when shown (and measured).
        public var transform: TextTransform = .none
        /// Whether the font follows the content size category (on by default, as in UIKit).
        public var adjustsFontForContentSizeCategory = true
        /// Whether the font shrinks to fit the width (stored; headless measuring never shrinks).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font may shrink to (stored; see ``adjustsFontSizeToFitWidth``).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may tighten before truncating (stored; headless measuring never tightens).
        public var allowsDefaultTighteningForTruncation = true

        /// Creates text properties with a font and colour.
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour after ``colorTransformer``.
        public func resolvedColor() -> UIColor {
            colorTransformer.map { $0(color) } ?? color
        }

        /// `text` after ``transform``.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        /// The font measured for `traitCollection`: ``font``, or its text style's font at the trait
        /// collection's content size category when ``adjustsFontForContentSizeCategory`` is on.
        func effectiveFont(for traitCollection: UITraitCollection) -> UIFont {
            guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return font }
            return .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        }
    }
}
