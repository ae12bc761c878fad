import CollectionGeometry
import CollectionDiagnostics

/// The animation blocks being run, innermost last, and what they change.
@MainActor
enum AnimationTransaction {
    /// One `UIView.animate…` block being run.
    final class Context {
        let duration: TimeInterval
        let delay: TimeInterval
        let timing: AnimationTiming
        let options: UIView.AnimationOptions
        /// The properties changed in the block, by view and property, in the order first changed.
        var tracks: [AnimationGroup.Track] = []
        var trackIndex: [TrackKey: Int] = [:]

        init(duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: UIView.AnimationOptions) {
            self.duration = duration
            self.delay = delay
            self.timing = timing
            self.options = options
        }
    }

    struct TrackKey: Hashable {
        let view: ObjectIdentifier
        let property: AnimatedProperty
    }

    // `@exclusivity(unchecked)`: used on every layout pass, and no two accesses to one overlap (see `UIView`).

    /// The blocks being run, innermost last.
    @exclusivity(unchecked) static var stack: [Context] = []
    /// How many `performWithoutAnimation` blocks are being run.
    @exclusivity(unchecked) static var suppression = 0
    /// The clock animations run on.
    static var clock = UIAnimationClock()
    /// Whether animations are enabled (UIKit's `UIView.areAnimationsEnabled`).
    @exclusivity(unchecked) static var enabled = true

    /// Whether property changes are being recorded for an animation now.
    static var isRecording: Bool { !stack.isEmpty && suppression == 0 && enabled }

    /// Records a change of `property` of `view` from `old` to `new` in the innermost block (a second change
    /// in the block moves the end). Animations are additive, as UIKit's: one in flight keeps running and
    /// the new one adds its own way from `old` to `new` (see ``UIAnimationClock``).
    static func record(_ view: UIView, _ property: AnimatedProperty, from old: AnimatedValue, to new: AnimatedValue) {
        guard let context = stack.last else { return }
        let key = TrackKey(view: ObjectIdentifier(view), property: property)
        if let index = context.trackIndex[key] {
            context.tracks[index].to = new
            return
        }
        context.trackIndex[key] = context.tracks.count
        context.tracks.append(AnimationGroup.Track(view: view, property: property, from: old, to: new))
    }

    /// Runs `animations` as one animation with these parameters and starts it on the clock; nested
    /// blocks take the enclosing block's duration and curve unless their options override them.
    static func run(duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: UIView.AnimationOptions,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        let safeDuration = sanitized(duration, "duration")
        let safeDelay = sanitized(delay, "delay")
        var effectiveDuration = safeDuration
        var effectiveTiming = timing
        if let parent = stack.last, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { effectiveDuration = parent.duration }
            if !options.contains(.overrideInheritedCurve) { effectiveTiming = parent.timing }
        }
        let context = Context(duration: effectiveDuration, delay: safeDelay, timing: effectiveTiming, options: options)
        stack.append(context)
        animations()
        stack.removeLast()
        guard enabled, suppression == 0 else {
            // Animations are off: the changes stand as made, and the completion runs at once.
            completion?(true)
            return
        }
        let group = AnimationGroup(delay: safeDelay, duration: effectiveDuration, timing: effectiveTiming,
                                   repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        group.tracks = context.tracks
        if let completion { group.completions.append(completion) }
        clock.start(group)
    }

    /// Runs `animations` recording the changes it makes, as an animation block of `duration` and `timing` would,
    /// and returns them instead of starting an animation (a property animator drives them). Nothing is recorded
    /// while animations are off.
    static func recordTracks(duration: TimeInterval, timing: AnimationTiming, _ animations: () -> Void) -> [AnimationGroup.Track] {
        let context = Context(duration: duration, delay: 0, timing: timing, options: [])
        stack.append(context)
        animations()
        stack.removeLast()
        return enabled && suppression == 0 ? context.tracks : []
    }

    /// A duration or delay the clock can use: negative and non-finite values become 0, with a diagnostic.
    static func sanitized(_ value: TimeInterval, _ name: String) -> TimeInterval {
        guard value.isFinite, value >= 0 else {
            DiagnosticSink.current.receive(Diagnostic(domain: .collectionView, kind: "invalidAnimationTime",
                                                      message: "A view animation's \(name) of \(value) is not a time; 0 is used."))
            return 0
        }
        return value
    }
}

extension UIView {
    /// The clock view animations run on (beyond UIKit). Starts in immediate mode: every animation finishes
    /// as soon as it is made. See ``UIAnimationClock``.
    public static var animationClock: UIAnimationClock {
        get { AnimationTransaction.clock }
        set { AnimationTransaction.clock = newValue }
    }

    /// Runs `body` with `clock` as the animation clock, then restores the previous one (beyond UIKit).
    public static func withAnimationClock<Result>(_ clock: UIAnimationClock, _ body: () throws -> Result) rethrows -> Result {
        let previous = AnimationTransaction.clock
        AnimationTransaction.clock = clock
        defer { AnimationTransaction.clock = previous }
        return try body()
    }

    /// Whether animations are enabled. When they are not, animation blocks change their properties at
    /// once and their completions run at once.
    public class var areAnimationsEnabled: Bool { AnimationTransaction.enabled }

    /// Turns animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationTransaction.enabled = enabled
    }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        AnimationTransaction.isRecording ? AnimationTransaction.stack.last?.duration ?? 0 : 0
    }

    /// Animates the changes `animations` makes over `duration` seconds with the ease-in-ease-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes over `duration` seconds, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay`, with the curve and
    /// options in `options`, then calls `completion` with whether the animation finished.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        AnimationTransaction.run(duration: duration, delay: delay, timing: AnimationTiming(options.curve), options: options,
                                 animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with a spring: `dampingRatio` 1 comes to rest without
    /// overshooting, smaller values oscillate; `velocity` is the initial speed in whole distances per second.
    /// The spring settles at the end of `duration` (see ``UIAnimationClock`` for the model).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        // The timing runs in durations: a speed per second is the duration times that per duration.
        let perDuration = Double(velocity) * (duration.isFinite && duration > 0 ? duration : 0)
        AnimationTransaction.run(duration: duration, delay: delay,
                                 timing: .spring(damping: Double(dampingRatio), velocity: perDuration), options: options,
                                 animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes are not animated, even inside an
    /// animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationTransaction.suppression += 1
        defer { AnimationTransaction.suppression -= 1 }
        actionsWithoutAnimation()
    }

    /// A transition of `view`'s content over `duration`: `animations` changes the view at once (a transition
    /// animates a snapshot, not the properties), and `completion` runs when the transition ends.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performWithoutAnimation { animations?() }
        let group = AnimationGroup(delay: 0, duration: AnimationTransaction.sanitized(duration, "duration"),
                                   timing: AnimationTiming(options.curve))
        if let completion { group.completions.append(completion) }
        guard AnimationTransaction.enabled, AnimationTransaction.suppression == 0 else {
            completion?(true)
            return
        }
        AnimationTransaction.clock.start(group)
    }

    /// A transition from `fromView` to `toView`: `toView` takes `fromView`'s place in its superview (or,
    /// with `showHideTransitionViews`, `fromView` is hidden and `toView` shown), and `completion` runs when
    /// the transition ends.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        transition(with: fromView.superview ?? fromView, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// Animates the keyframes `animations` adds with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// over `duration` seconds after `delay`; `completion` runs once every keyframe has ended.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let safeDuration = AnimationTransaction.sanitized(duration, "duration")
        let safeDelay = AnimationTransaction.sanitized(delay, "delay")
        let tracker = KeyframeTransaction.Tracker(completion: completion)
        KeyframeTransaction.stack.append(KeyframeTransaction.Frame(duration: safeDuration, delay: safeDelay, tracker: tracker))
        // Changes made outside any keyframe belong to the whole span.
        tracker.begin()
        AnimationTransaction.run(duration: safeDuration, delay: safeDelay, timing: .linear,
                                 options: [.overrideInheritedDuration, .overrideInheritedCurve], animations: animations,
                                 completion: tracker.end)
        KeyframeTransaction.stack.removeLast()
        tracker.end(true) // every keyframe is added by now
    }

    /// Adds a keyframe to the ``animateKeyframes(withDuration:delay:options:animations:completion:)`` block
    /// being run: `animations` runs over the part of its span from `frameStartTime` for `frameDuration`
    /// (both fractions of the span), with linear timing. Outside such a block the changes are made at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let frame = KeyframeTransaction.stack.last else {
            performWithoutAnimation(animations)
            return
        }
        let start = frameStartTime.isFinite ? min(1, max(0, frameStartTime)) : 0
        let length = frameDuration.isFinite ? min(1 - start, max(0, frameDuration)) : 0
        frame.tracker.begin()
        AnimationTransaction.run(duration: frame.duration * length, delay: frame.delay + frame.duration * start, timing: .linear,
                                 options: [.overrideInheritedDuration, .overrideInheritedCurve], animations: animations,
                                 completion: frame.tracker.end)
    }
}

/// The keyframe blocks being run.
@MainActor
enum KeyframeTransaction {
    /// Counts a keyframe block's animations still in flight and calls its completion when none is left.
    final class Tracker {
        private var pending = 1
        private var allFinished = true
        private let completion: ((Bool) -> Void)?

        init(completion: ((Bool) -> Void)?) { self.completion = completion }

        func begin() { pending += 1 }

        func end(_ finished: Bool) {
            allFinished = allFinished && finished
            pending -= 1
            if pending == 0 { completion?(allFinished) }
        }
    }

    struct Frame {
        let duration: TimeInterval
        let delay: TimeInterval
        let tracker: Tracker
    }

    static var stack: [Frame] = []
}
