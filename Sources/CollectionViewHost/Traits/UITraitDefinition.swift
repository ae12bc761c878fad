import CollectionGeometry

/// A trait a trait collection carries (UIKit's `UITraitDefinition`, iOS 17). Headless only the system traits
/// below exist; they name traits for ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``. Custom
/// traits are not supported.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when a trait collection does not specify one.
    static var defaultValue: Value { get }
    /// A unique identifier of the trait.
    static var identifier: String { get }
    /// The trait's name, for debugging.
    static var name: String { get }
    /// Whether a change of the trait can change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
}

/// A trait, named by its definition's type (UIKit's `UITrait`, iOS 17): `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// The appearance trait (``UITraitCollection/userInterfaceStyle``).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// True: the appearance picks dynamic colours.
    public static let affectsColorAppearance = true
}

/// The horizontal size class trait (``UITraitCollection/horizontalSizeClass``).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    /// False.
    public static let affectsColorAppearance = false
}

/// The vertical size class trait (``UITraitCollection/verticalSizeClass``).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
    /// The trait's name.
    public static let name = "VerticalSizeClass"
    /// False.
    public static let affectsColorAppearance = false
}

/// The display scale trait (``UITraitCollection/displayScale``).
public enum UITraitDisplayScale: UITraitDefinition {
    /// 0, unspecified.
    public static let defaultValue: CGFloat = 0
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayScale"
    /// The trait's name.
    public static let name = "DisplayScale"
    /// False.
    public static let affectsColorAppearance = false
}

/// The layout direction trait (``UITraitCollection/layoutDirection``).
public enum UITraitLayoutDirection: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitLayoutDirection"
    /// The trait's name.
    public static let name = "LayoutDirection"
    /// False.
    public static let affectsColorAppearance = false
}

/// The preferred content size category trait (``UITraitCollection/preferredContentSizeCategory``).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// The trait's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    /// False.
    public static let affectsColorAppearance = false
}

extension UITraitCollection {
    /// Whether `trait` has another value in `other`.
    func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        switch trait.identifier {
        case UITraitUserInterfaceStyle.identifier: userInterfaceStyle != other.userInterfaceStyle
        case UITraitHorizontalSizeClass.identifier: horizontalSizeClass != other.horizontalSizeClass
        case UITraitVerticalSizeClass.identifier: verticalSizeClass != other.verticalSizeClass
        case UITraitDisplayScale.identifier: displayScale != other.displayScale
        case UITraitLayoutDirection.identifier: layoutDirection != other.layoutDirection
        case UITraitPreferredContentSizeCategory.identifier: preferredContentSizeCategory != other.preferredContentSizeCategory
        default: false
        }
    }
}
