import CollectionGeometry

/// The user's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes from extra small
/// to extra-extra-extra large, and five larger accessibility sizes. ``large`` is the default.
///
/// Categories compare by size (`.small < .large`), as UIKit's comparison operators do; ``unspecified``
/// sorts below every size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// The category's name, as UIKit spells it.
    public let rawValue: String
    /// Creates a category from its name. An unknown name behaves as ``large`` wherever a size is looked up.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preference.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small (body text 14 pt).
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small (body 15 pt).
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium (body 16 pt).
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default (body 17 pt).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large (body 19 pt).
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra-extra large (body 21 pt).
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra-extra-extra large (body 23 pt).
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium, AX1 (body 28 pt).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large, AX2 (body 33 pt).
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large, AX3 (body 40 pt).
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra-extra large, AX4 (body 47 pt).
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra-extra-extra large, AX5 (body 53 pt).
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every size, smallest first (``unspecified`` excluded). Beyond UIKit.
    public static let allSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (sizeIndex ?? 0) >= 7 }

    /// The position in ``allSizes``, or nil for ``unspecified`` and unknown names.
    ///
    /// - Complexity: O(1) (twelve entries).
    var sizeIndex: Int? { Self.allSizes.firstIndex(of: self) }

    /// The position used to look a size up: unspecified and unknown categories use ``large``'s.
    var lookupIndex: Int { sizeIndex ?? 3 }

    /// Whether the left value orders before the right one.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.sizeIndex ?? -1) < (rhs.sizeIndex ?? -1)
    }
}
