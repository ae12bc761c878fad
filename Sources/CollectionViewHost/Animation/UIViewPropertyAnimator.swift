import CollectionDiagnostics
import CollectionGeometry
import Foundation

/// An animator of view properties that can be started, paused, scrubbed, reversed and stopped (UIKit's
/// `UIViewPropertyAnimator`), on ``UIView/animationClock``.
///
/// Its animation blocks run when it starts (or pauses, or is scrubbed) for the first time, and at once when added
/// to an active animator; as in `UIView.animate`, the properties they change take their new values at once and
/// the views show the way there (`presentationFrame`, `presentationAlpha`… and pictures). The animator's progress
/// — ``fractionComplete`` — runs from 0 to 1 over ``duration`` along its timing curve while it runs, stays where it
/// is while paused, follows the value set while scrubbing (linearly, or along the curve when ``scrubsLinearly`` is
/// false), and runs back to 0 when ``isReversed``. A block added with a delay factor starts when the progress
/// reaches that part of the way and covers the rest of it. In the clock's immediate mode a started animator
/// finishes at once; in manual mode it finishes when ``UIAnimationClock/advance(by:)`` passes its end.
///
/// Where UIKit raises an exception (``finishAnimation(at:)`` on an animator that is not stopped, setting
/// ``isInterruptible`` on an active one, a negative delay), this stops with UIKit's message; the `checked` twins
/// (`@_spi(Checked)`) throw a ``MisuseError`` instead and leave the animator as it was.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// One animation block's changes, driven by the animator.
    private struct Block {
        let group: AnimationGroup
        /// The progress at which the block starts.
        let start: Double
    }

    /// A stretch of running: from a progress to a progress over a time, starting at a time on the clock.
    private struct Segment {
        let startTime: TimeInterval
        let from: Double
        let to: Double
        let duration: TimeInterval
    }

    /// The timing the animator was made with.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration of the animations, in seconds.
    open private(set) var duration: TimeInterval
    /// The delay before the animations start, in seconds (``startAnimation(afterDelay:)`` and
    /// ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)`` set it).
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while they animate (kept; headless touches are simulated).
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app while animating (kept).
    open var isManualHitTestingEnabled = false
    /// Whether the animator stays active at the end, paused, instead of finishing (default false).
    open var pausesOnCompletion = false
    /// Whether scrubbing a paused animator moves its progress linearly with ``fractionComplete`` (the default) or
    /// along its timing curve.
    open var scrubsLinearly = true
    /// Where the animator is in its life.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animations are running.
    open private(set) var isRunning = false

    private var storedInterruptible = true
    private var storedReversed = false
    private var timing: AnimationTiming
    /// The progress while not running.
    private var restingProgress: Double = 0
    /// The fraction last set by scrubbing, reported while paused.
    private var scrubbedFraction: Double?
    private var segment: Segment?
    private var clock: UIAnimationClock?
    /// The clock animation that tells the animator of time passing.
    private var pacing: AnimationGroup?
    private var blocks: [Block] = []
    /// The tracks of blocks taken off the clock by a stop, for ``finishAnimation(at:)``.
    private var stoppedTracks: [AnimationGroup.Track] = []
    private var pendingAnimations: [(animation: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// An animator of `duration` seconds with the timing `parameters` give (a spring that sets its own duration
    /// overrides `duration`). A duration that is not finite, or negative, is 0.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let given = duration.isFinite && duration >= 0 ? duration : 0
        let own = parameters.springTimingParameters?.settlingDuration
        self.duration = own ?? given
        timingParameters = parameters
        timing = parameters.animationTiming(duration: own ?? given)
        super.init()
    }

    /// An animator of `duration` seconds along a built-in curve, with `animations` (if any) as its first block.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds along the cubic Bézier curve through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds along a spring of damping ratio `ratio` (1: no overshoot).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator with the curve in `options`, starts it after `delay` seconds, and returns it running;
    /// `completion` runs when it finishes.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay.isFinite && delay > 0 ? delay : 0)
        return animator
    }

    // MARK: Properties

    /// Whether the animator can be paused, scrubbed and reversed (default true). Setting it on an active animator
    /// stops with UIKit's exception (see ``checkedSetInterruptible(_:)``).
    open var isInterruptible: Bool {
        get { storedInterruptible }
        set {
            do { try checkedSetInterruptible(newValue) } catch { fatalError(error.message) }
        }
    }

    /// Whether the animations run backward. Set while running, they turn back from where they are and take the
    /// part of the duration already covered.
    open var isReversed: Bool {
        get { storedReversed }
        set {
            guard newValue != storedReversed else { return }
            storedReversed = newValue
            if isRunning { run(from: currentProgress, startingAfter: 0, duration: nil) }
        }
    }

    /// How far the animations have come, 0 to 1. Setting it scrubs: an inactive animator runs its blocks and
    /// becomes active and paused, a paused one shows the animations at that point (values outside 0…1 are clamped,
    /// NaN is ignored); a running or stopped animator ignores it.
    open var fractionComplete: CGFloat {
        get {
            if !isRunning, let scrubbedFraction { return CGFloat(scrubbedFraction) }
            return CGFloat(currentProgress)
        }
        set {
            guard !newValue.isNaN, state != .stopped, !isRunning else { return }
            let fraction = Double(min(1, max(0, newValue)))
            if state == .inactive { activate() }
            scrubbedFraction = fraction
            restingProgress = scrubsLinearly ? fraction : timing.progress(fraction)
        }
    }

    // MARK: Animations and completions

    /// Adds animations that run with the others; on an active animator they run now, over what is left.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (0…1, clamped; NaN is 0) of the rest of the way: on an
    /// inactive animator of the whole way, on an active one of what is left from where it is.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isNaN ? 0 : Double(min(1, max(0, delayFactor)))
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active:
            let now = currentProgress
            runBlock(animation, start: now + factor * (1 - now))
        case .stopped: break
        }
    }

    /// Adds a block run when the animations end, with where they ended (not run when stopped without
    /// finishing).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator with new timing (nil keeps the current one) over `durationFactor` of its
    /// duration (0, negative or NaN: what is left of it). Does nothing unless the animator is active.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters {
            timingParameters = parameters
            timing = parameters.animationTiming(duration: duration)
        }
        let factor = Double(durationFactor)
        run(from: currentProgress, startingAfter: 0, duration: factor.isFinite && factor > 0 ? factor * duration : nil)
    }

    // MARK: Running

    /// Starts the animations, or resumes paused ones; a stopped animator is not started (a diagnostic says so).
    open func startAnimation() {
        start(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds. A negative or NaN delay stops with UIKit's exception (see
    /// ``checkedStartAnimation(afterDelay:)``).
    open func startAnimation(afterDelay delay: TimeInterval) {
        do { try checkedStartAnimation(afterDelay: delay) } catch { fatalError(error.message) }
    }

    /// Pauses the animations where they are; an inactive animator runs its blocks and pauses at the start.
    open func pauseAnimation() {
        switch state {
        case .stopped: return
        case .inactive: activate()
        case .active:
            guard isRunning else { return }
            restingProgress = currentProgress
            segment = nil
            isRunning = false
        }
        scrubbedFraction = nil
    }

    /// Stops the animations where they are: the animated properties keep the values they show now. With
    /// `withoutFinishing` the animator becomes inactive and its completions are dropped; otherwise it is stopped
    /// until ``finishAnimation(at:)``. An animator that is not active is left as it is.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        var tracks: [AnimationGroup.Track] = []
        var shown: [(AnimationGroup.Track, AnimatedValue)] = []
        for block in blocks {
            let remaining = CGFloat(1 - blockProgress(start: block.start))
            for track in block.group.tracks {
                shown.append((track, track.to.adding(track.from, minus: track.to, times: remaining)))
                tracks.append(track)
            }
        }
        detachAll()
        Self.setModel(shown)
        segment = nil
        isRunning = false
        scrubbedFraction = nil
        if withoutFinishing {
            state = .inactive
            completions = []
            restingProgress = 0
        } else {
            state = .stopped
            stoppedTracks = tracks
        }
    }

    /// Finishes a stopped animator: the animated properties take their end values (`.end`), start values (`.start`)
    /// or keep the ones they show (`.current`), the animator becomes inactive and the completions run with
    /// `finalPosition`. On an animator that is not stopped this stops with UIKit's message (see
    /// ``checkedFinishAnimation(at:)``).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        do { try checkedFinishAnimation(at: finalPosition) } catch { fatalError(error.message) }
    }

    // MARK: Checked twins

    /// What UIKit raises an exception for, as an error (beyond UIKit: the `checked` methods throw it).
    public struct MisuseError: Error, Hashable, Sendable {
        /// The diagnostic kind.
        public var kind: DiagnosticKind
        /// UIKit's message.
        public var message: String

        /// An error of `kind` with `message`.
        public init(kind: DiagnosticKind, message: String) {
            self.kind = kind
            self.message = message
        }
    }

    /// The misuses of an animator (beyond UIKit).
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// `finishAnimation(at:)` on an animator that is not stopped.
        case finishWhileNotStopped
        /// `isInterruptible` set on an active animator.
        case interruptibleChangedWhileActive
        /// `startAnimation(afterDelay:)` with a negative or NaN delay.
        case negativeDelay
        /// `startAnimation()` on a stopped animator (UIKit starts nothing; a diagnostic, not an exception).
        case startWhileStopped
    }

    /// ``finishAnimation(at:)`` that throws instead of stopping when the animator is not stopped, changing nothing
    /// (beyond UIKit).
    @_spi(Checked) public func checkedFinishAnimation(at finalPosition: UIViewAnimatingPosition) throws(MisuseError) {
        guard state == .stopped else {
            throw MisuseError(kind: .finishWhileNotStopped,
                              message: "finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        switch finalPosition {
        case .end: Self.setModel(stoppedTracks.map { ($0, $0.to) })
        case .start: Self.setModel(stoppedTracks.map { ($0, $0.from) })
        case .current: break
        }
        stoppedTracks = []
        finish(at: finalPosition)
    }

    /// Setting ``isInterruptible`` that throws instead of stopping when the animator is active, changing nothing
    /// (beyond UIKit).
    @_spi(Checked) public func checkedSetInterruptible(_ interruptible: Bool) throws(MisuseError) {
        guard state != .active else {
            throw MisuseError(kind: .interruptibleChangedWhileActive,
                              message: "It is not allowed to set the interruptible property of an active animator (\(summary))")
        }
        storedInterruptible = interruptible
    }

    /// ``startAnimation(afterDelay:)`` that throws instead of stopping for a negative or NaN delay, changing
    /// nothing (beyond UIKit). An infinite delay never starts.
    @_spi(Checked) public func checkedStartAnimation(afterDelay delay: TimeInterval) throws(MisuseError) {
        guard delay >= 0 else {
            throw MisuseError(kind: .negativeDelay, message: "The delay should be greater than or equal to zero.")
        }
        start(afterDelay: delay)
    }

    // MARK: The clock

    /// The progress shown now: along the running segment's curve, or where the animator rests.
    private var currentProgress: Double {
        guard let segment, let clock else { return restingProgress }
        let elapsed = clock.currentTime - segment.startTime
        guard elapsed > 0 else { return segment.from }
        guard segment.duration > 0, elapsed < segment.duration else { return segment.to }
        return segment.from + (segment.to - segment.from) * timing.progress(elapsed / segment.duration)
    }

    /// The progress of a block that starts at `start`: nothing before, then its share of the rest of the way.
    private func blockProgress(start: Double) -> Double {
        let progress = currentProgress
        guard start < 1 else { return progress >= 1 ? 1 : 0 }
        return max(0, (progress - start) / (1 - start))
    }

    private func start(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            DiagnosticSink.current.receive(Diagnostic(domain: .view, kind: DiagnosticKind.startWhileStopped.rawValue,
                                                      message: "A stopped animator (\(summary)) cannot be started; finish it first."))
            return
        case .inactive: activate()
        case .active: guard !isRunning else { return }
        }
        self.delay = delay
        scrubbedFraction = nil
        run(from: restingProgress, startingAfter: delay, duration: nil)
    }

    /// Runs from `progress` towards the end (the start when reversed), after `delay`, over `duration` (nil: the
    /// part of the animator's duration the way covers).
    private func run(from progress: Double, startingAfter delay: TimeInterval, duration: TimeInterval?) {
        guard let clock else { return }
        let target: Double = storedReversed ? 0 : 1
        let length = duration ?? self.duration * abs(target - progress)
        segment = Segment(startTime: clock.currentTime + delay, from: progress, to: target, duration: length)
        isRunning = true
        if clock.mode == .immediate || (delay <= 0 && length <= 0) { reachedEnd() }
    }

    /// Runs the pending blocks and puts the animator on the clock, active and paused at its resting progress.
    private func activate() {
        let clock = UIView.animationClock
        self.clock = clock
        state = .active
        let pacing = AnimationGroup(delay: 0, duration: duration, timing: .linear, repeats: true)
        pacing.progressOverride = { 0 }
        pacing.driver = { [weak self] _ in self?.clockDidAdvance() }
        pacing.completions = [{ [weak self] _ in self?.clockFinishedAll() }]
        self.pacing = pacing
        clock.attach(pacing)
        restingProgress = storedReversed ? 1 : 0
        let pending = pendingAnimations
        pendingAnimations = []
        for (animation, factor) in pending { runBlock(animation, start: factor) }
    }

    /// Runs one block, recording its changes, and drives them from progress `start` on.
    private func runBlock(_ animation: () -> Void, start: Double) {
        guard let clock else { return }
        let tracks = AnimationTransaction.recordTracks(duration: duration, timing: timing, animation)
        guard !tracks.isEmpty else { return }
        let group = AnimationGroup(delay: 0, duration: duration, timing: .linear, repeats: true)
        group.tracks = tracks
        let start = min(1, max(0, start))
        group.progressOverride = { [weak self] in self?.blockProgress(start: start) ?? 1 }
        blocks.append(Block(group: group, start: start))
        clock.attach(group)
    }

    /// Called each time the clock moves: a running animator that has reached its end finishes.
    private func clockDidAdvance() {
        guard isRunning, let segment, let clock, clock.currentTime >= segment.startTime + segment.duration else { return }
        reachedEnd()
    }

    /// Called when the clock finishes every animation (switching to immediate mode): an active animator finishes
    /// at its end.
    private func clockFinishedAll() {
        guard state == .active else { return }
        pacing = nil
        if !isRunning { run(from: restingProgress, startingAfter: 0, duration: 0) } else { reachedEnd() }
    }

    /// The running segment is over: pause there, or finish.
    private func reachedEnd() {
        guard let segment else { return }
        restingProgress = segment.to
        self.segment = nil
        isRunning = false
        if pausesOnCompletion, clock?.mode == .manual { return }
        let position: UIViewAnimatingPosition = segment.to <= 0 ? .start : .end
        if position == .start { Self.setModel(blocks.flatMap(\.group.tracks).map { ($0, $0.from) }) }
        detachAll()
        finish(at: position)
    }

    /// Becomes inactive and runs the completions with `position`.
    private func finish(at position: UIViewAnimatingPosition) {
        detachAll()
        state = .inactive
        isRunning = false
        restingProgress = 0
        scrubbedFraction = nil
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }

    /// Takes the animator's animations off the clock.
    private func detachAll() {
        if let clock {
            for block in blocks { clock.detach(block.group) }
            if let pacing { clock.detach(pacing) }
        }
        blocks = []
        pacing = nil
    }

    /// Sets each track's property of its view to a value, without animating.
    private static func setModel(_ values: [(AnimationGroup.Track, AnimatedValue)]) {
        UIView.performWithoutAnimation {
            for (track, value) in values {
                switch (track.property, value) {
                case (.frame, .rect(let rect)): track.view.frame = rect
                case (.bounds, .rect(let rect)): track.view.bounds = rect
                case (.alpha, .scalar(let alpha)): track.view.alpha = alpha
                case (.transform, .transform(let transform)): track.view.transform = transform
                case (.backgroundColor, .color(let color)): track.view.backgroundColor = color
                default: break
                }
            }
        }
    }

    /// The animator's class, address and state, as UIKit describes an animator in its messages.
    var summary: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let name: String = switch state {
        case .inactive: "inactive"
        case .active: "active"
        case .stopped: "stopped"
        }
        return "<\(type(of: self))(0x\(address)) [\(name)]\(isRunning ? " running" : "")\(storedReversed ? " reversed" : "")"
            + "\(storedInterruptible ? " interruptible" : "")>"
    }
}
