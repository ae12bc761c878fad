import CollectionGeometry

extension UIContentUnavailableConfiguration {
    /// How a text of a content-unavailable view is drawn (UIKit's `UIContentUnavailableConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How lines break (by word wrapping by default).
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The most lines shown; 0, the default, means no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width (stored; headless measuring does not shrink).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to (stored).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text tightens before truncating (stored).
        public var allowsDefaultTighteningForTruncation = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }
}
