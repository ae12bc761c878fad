import CollectionGeometry

/// Traits of the interface environment (UIKit's `UITraitCollection`), settable for tests.
public struct UITraitCollection: Hashable, Sendable {
    /// A size class (UIKit's `UIUserInterfaceSizeClass`).
    public enum SizeClass: Int, Hashable, Sendable {
        /// Not specified.
        case unspecified = 0
        /// Compact.
        case compact = 1
        /// Regular.
        case regular = 2
    }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// The display scale (points to pixels).
    public var displayScale: CGFloat
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection

    /// A trait collection for a compact-width iPhone in portrait at 3×, left to right.
    public init() {
        self.horizontalSizeClass = .compact
        self.verticalSizeClass = .regular
        self.displayScale = 3
        self.layoutDirection = .leftToRight
    }
}

/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass

/// The layout direction trait (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Unspecified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
