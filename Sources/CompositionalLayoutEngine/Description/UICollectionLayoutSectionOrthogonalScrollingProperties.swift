import CollectionGeometry
import LayoutCore

/// Scrolling properties of an orthogonal section (UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties`, iOS 17).
@preconcurrency @MainActor
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
