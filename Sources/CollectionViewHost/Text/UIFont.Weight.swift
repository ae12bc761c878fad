import CollectionGeometry

extension UIFont {
    /// The weight of a font (UIKit's `UIFont.Weight`), on UIKit's scale from −1 (ultra light) to 1 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight on UIKit's scale.
        public let rawValue: CGFloat
        /// Creates a weight from its value on UIKit's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its value on UIKit's scale.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4).
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
}
