import CollectionGeometry

extension UIView {
    /// Options for animating views (UIKit's `UIView.AnimationOptions`), with UIKit's raw values.
    ///
    /// Headless, the timing curve (`curveEaseInOut`, `curveEaseIn`, `curveEaseOut`, `curveLinear`) and the
    /// inheritance options (`overrideInheritedDuration`, `overrideInheritedCurve`) change what the virtual
    /// clock reports (see ``UIAnimationClock``); `repeat` and `autoreverse` are honoured by the clock; the
    /// transition styles only mark a ``UIView/transition(with:duration:options:animations:completion:)``;
    /// the other options are kept and have no effect.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// UIKit's bit mask.
        public let rawValue: UInt
        /// Creates options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation value (the clock always does).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backward after forward (with `repeat`, back and forth).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration, not the enclosing animation's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve, not the enclosing animation's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates by changing property values and redrawing.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Does not inherit the enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even over the duration.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The timing curve these options select (bits 16–19).
        var curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// The timing curve of an animation (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end: the cubic Bézier (0.42, 0) (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: the cubic Bézier (0.42, 0) (1, 1).
        case easeIn = 1
        /// Slow at the end: the cubic Bézier (0, 0) (0.58, 1).
        case easeOut = 2
        /// Even over the duration.
        case linear = 3
    }

    /// Options for keyframe animations (UIKit's `UIView.KeyframeAnimationOptions`), with UIKit's raw values.
    /// The shared options mean what ``AnimationOptions`` says; the calculation modes are kept, and the
    /// clock interpolates each keyframe linearly over its own span.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// UIKit's bit mask.
        public let rawValue: UInt
        /// Creates options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backward after forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration, not the enclosing animation's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Does not inherit the enclosing animation's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation: each value holds until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pacing.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve with even pacing.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}
