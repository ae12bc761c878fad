import CollectionGeometry

/// How a section scrolls across the layout's main axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Anything but `.none` lays the section's groups
/// out in one line along the cross axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// The section does not scroll orthogonally (default).
    case none = 0
    /// Free scrolling with normal deceleration.
    case continuous = 1
    /// Free scrolling that comes to rest with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Paging by the collection view's width (height for horizontal layouts).
    case paging = 3
    /// Paging one group at a time.
    case groupPaging = 4
    /// Paging one group at a time, each group centred.
    case groupPagingCentered = 5
}

/// Scrolling properties of an orthogonal section (UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties`, iOS 17).
@MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// The deceleration rate of the orthogonal scroll view.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate: the fraction of velocity kept per millisecond; 0 for automatic.
        public let rawValue: CGFloat
        /// Creates a rate from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Match the behaviour's default (and the parent scroll view).
        public static let automatic = DecelerationRate(rawValue: 0)
        /// UIKit's normal deceleration rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast deceleration rate.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether the orthogonal scroll view bounces at its ends.
    public enum BounceMode: Int, Hashable, Sendable {
        /// Follow the parent scroll view.
        case automatic = 0
        /// Always bounce.
        case always = 1
        /// Never bounce.
        case never = 2
    }

    /// The deceleration rate (default `.automatic`).
    public var decelerationRate: DecelerationRate = .automatic
    /// The bounce behaviour (default `.automatic`).
    public var bounce: BounceMode = .automatic

    /// Creates properties with automatic values.
    public init() {}

    package func copyProperties() -> UICollectionLayoutSectionOrthogonalScrollingProperties {
        let copy = UICollectionLayoutSectionOrthogonalScrollingProperties()
        copy.decelerationRate = decelerationRate
        copy.bounce = bounce
        return copy
    }
}
