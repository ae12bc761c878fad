import CollectionGeometry

extension UIFont {
    /// A dynamic-type text style (UIKit's `UIFont.TextStyle`). Its size follows the content size category:
    /// see ``pointSize(for:)``.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it (`UICTFontTextStyleBody`, …).
        public let rawValue: String
        /// Creates a text style from its name. A name UIKit does not define behaves as ``body``.
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

        /// The style's point size at a content size category (unspecified and unknown categories use
        /// ``UIContentSizeCategory/large``; unknown styles use ``body``). Beyond UIKit.
        ///
        /// - Complexity: O(1).
        public func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            entry.sizes[category.lookupIndex].size
        }

        /// The leading (baseline-to-baseline distance) Apple's Human Interface Guidelines recommend for the
        /// style at a content size category. UIKit's fonts report their natural line height instead
        /// (``UIFont/lineHeight``); this is the typographer's value, for apps that set paragraph spacing
        /// from it. Beyond UIKit.
        ///
        /// - Complexity: O(1).
        public func publishedLeading(for category: UIContentSizeCategory) -> CGFloat {
            entry.sizes[category.lookupIndex].leading
        }

        /// The style's weight (semibold for ``headline``, regular otherwise). Beyond UIKit.
        public var weight: UIFont.Weight { entry.weight }

        private var entry: TextStyleMetrics.Entry {
            TextStyleMetrics.table[self] ?? TextStyleMetrics.table[.body] ?? TextStyleMetrics.fallback
        }
    }
}
