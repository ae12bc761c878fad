import Foundation

/// A generator of physical impacts (UIKit's `UIImpactFeedbackGenerator`): a button press, a snap into place.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The style of the impacts.
    public let style: FeedbackStyle

    /// Creates a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of medium impacts, as UIKit's `init()` does.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact at `intensity`, clamped to 0…1 (a non-finite intensity plays at 1).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        play(.impact(style, intensity: clamped))
    }
}

extension UIImpactFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// A collision between small, light objects.
        case light = 0
        /// A collision between moderately sized objects.
        case medium = 1
        /// A collision between large, heavy objects.
        case heavy = 2
        /// A collision between soft, flexible objects.
        case soft = 3
        /// A collision between hard, inflexible objects.
        case rigid = 4
    }
}
