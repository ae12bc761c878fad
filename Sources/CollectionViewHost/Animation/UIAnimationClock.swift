import CollectionGeometry
import CollectionDiagnostics

/// The virtual clock view animations run on (beyond UIKit): tests and pictures can stop time and sample
/// any moment of an animation.
///
/// In the default ``Mode-swift.enum/immediate`` mode every animation finishes as soon as it is made: the
/// animated properties already hold their new values (as in UIKit, where the model value changes at once),
/// and the completion handlers run before `UIView.animate` returns, with `true`. In
/// ``Mode-swift.enum/manual`` mode animations stay in flight until ``advance(by:)`` moves time past their
/// end; meanwhile ``UIView/presentationFrame`` and its siblings report what the screen would show, and
/// animated scrolling moves `contentOffset` step by step. Completions run when their animation ends, in the
/// order the animations end (animations ending together: in the order they began).
///
/// ```swift
/// let clock = UIAnimationClock(mode: .manual)
/// UIView.withAnimationClock(clock) {
///     UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { view.alpha = 0 }
///     clock.advance(by: 0.15)
///     view.presentationAlpha   // 0.5
/// }
/// ```
@MainActor
public final class UIAnimationClock {
    /// When animations finish.
    public enum Mode: Sendable {
        /// Animations finish as soon as they are made (the default).
        case immediate
        /// Animations finish when ``advance(by:)`` passes their end.
        case manual
    }

    /// When animations finish. Switching to ``Mode-swift.enum/immediate`` finishes every animation in flight.
    public var mode: Mode {
        didSet { if mode == .immediate { finishAll() } }
    }
    /// The clock's time in seconds: 0 when it is made, moved only by ``advance(by:)``.
    public private(set) var currentTime: TimeInterval = 0
    /// Animations in flight, in the order they began.
    var groups: [AnimationGroup] = []
    private var nextIdentifier = 0

    /// Creates a clock in `mode`.
    public init(mode: Mode = .immediate) {
        self.mode = mode
    }

    /// The number of animations in flight.
    public var runningAnimationCount: Int { groups.count }

    /// Moves time forward by `interval` seconds: animated scrolling steps to its new offsets, and the
    /// animations that end by then complete (completions called with `true`). A negative or non-finite
    /// interval moves nothing and records a diagnostic.
    ///
    /// - Complexity: O(a log a) for the a animations in flight, plus their completions and scroll steps.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            DiagnosticSink.current.receive(Diagnostic(domain: .collectionView, kind: "invalidAnimationTime",
                                                      message: "UIAnimationClock.advance(by:) was given \(interval); time does not move."))
            return
        }
        currentTime += interval
        step()
    }

    /// Finishes every animation in flight that ends (all but repeating ones): time moves to the last end.
    public func finishAll() {
        let end = groups.filter { !$0.repeats }.map(\.endTime).max() ?? currentTime
        if end > currentTime { currentTime = end }
        step()
        CALayer.clockDidAdvance(self, finishing: true)
        // Repeating animations never end on their own; finishing them all ends them as UIKit's
        // `removeAllAnimations` would, unfinished.
        if mode == .immediate {
            let repeating = groups
            groups = []
            for group in repeating { group.finish(false) }
        }
    }

    /// Starts `group` at the current time plus its delay; in immediate mode it finishes at once.
    func start(_ group: AnimationGroup) {
        group.identifier = nextIdentifier
        nextIdentifier += 1
        group.beginTime = currentTime + group.delay
        guard mode == .manual, group.duration > 0 || group.delay > 0 else {
            group.drive(progress: 1)
            group.finish(true)
            return
        }
        groups.append(group)
        group.drive(progress: group.progress(at: currentTime))
    }

    /// Adds `group` to the animations in flight without timing it: a property animator gives its progress
    /// (``AnimationGroup/progressOverride``), is told of each move of time through its driver, and takes it off
    /// with ``detach(_:)``. It should repeat, so that time alone never ends it.
    func attach(_ group: AnimationGroup) {
        group.identifier = nextIdentifier
        nextIdentifier += 1
        group.beginTime = currentTime
        groups.append(group)
    }

    /// Takes `group` off the animations in flight, without finishing it.
    func detach(_ group: AnimationGroup) {
        groups.removeAll { $0 === group }
    }

    /// Drives the animations in flight to the current time and completes those that ended.
    private func step() {
        CALayer.clockDidAdvance(self)
        for group in groups { group.drive(progress: group.progress(at: currentTime)) }
        let ended = groups.filter { !$0.repeats && $0.endTime <= currentTime }
            .sorted { ($0.endTime, $0.identifier) < ($1.endTime, $1.identifier) }
        guard !ended.isEmpty else { return }
        let endedIdentifiers = Set(ended.map(\.identifier))
        groups.removeAll { endedIdentifiers.contains($0.identifier) }
        for group in ended { group.finish(true) }
    }

    /// The value `view` shows for `property` now: `model` plus, for each animation of it in flight, what is
    /// left of its way (additive animations, as UIKit's are): model + Σ (start − end)(1 − progress).
    func presentationValue(of view: UIView, _ property: AnimatedProperty, model: AnimatedValue) -> AnimatedValue {
        var value = model
        for group in groups {
            for track in group.tracks where track.view === view && track.property == property {
                let remaining = 1 - group.progress(at: currentTime)
                value = value.adding(track.from, minus: track.to, times: CGFloat(remaining))
            }
        }
        return value
    }

    /// Ends the animations in flight that drive scrolling of `view`, unfinished (a new scroll replaces them).
    func cancelScrollAnimations(of view: UIView) {
        let cancelled = groups.filter { $0.scrollView === view }
        guard !cancelled.isEmpty else { return }
        groups.removeAll { $0.scrollView === view }
        for group in cancelled { group.finish(false) }
    }
}

/// One animation: its timing, what it moves, and what runs when it ends.
@MainActor
final class AnimationGroup {
    /// One property of one view, from a value to a value.
    struct Track {
        let view: UIView
        let property: AnimatedProperty
        var from: AnimatedValue
        var to: AnimatedValue
    }

    var identifier = 0
    var beginTime: TimeInterval = 0
    let delay: TimeInterval
    let duration: TimeInterval
    let timing: AnimationTiming
    let repeats: Bool
    let autoreverses: Bool
    var tracks: [Track] = []
    /// Called with the progress each time the clock moves (animated scrolling).
    var driver: ((Double) -> Void)?
    /// The scroll view a driver scrolls, so a new scroll can replace it.
    weak var scrollView: UIView?
    /// Called once when the animation ends, with whether it finished.
    var completions: [(Bool) -> Void] = []
    private var isFinished = false

    init(delay: TimeInterval, duration: TimeInterval, timing: AnimationTiming, repeats: Bool = false, autoreverses: Bool = false) {
        self.delay = delay
        self.duration = duration
        self.timing = timing
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    /// When the animation ends (one pass, or there and back when it autoreverses).
    var endTime: TimeInterval { beginTime + duration * (autoreverses ? 2 : 1) }

    /// The fraction of one pass at `time`: 0 before the start (the start value shows during the delay),
    /// then along the pass; a repeating animation starts over, an autoreversing one comes back.
    func fraction(at time: TimeInterval) -> Double {
        guard duration > 0 else { return time >= beginTime ? 1 : 0 }
        let elapsed = (time - beginTime) / duration
        if elapsed <= 0 { return 0 }
        let period: Double = autoreverses ? 2 : 1
        var position = elapsed
        if repeats { position = elapsed.truncatingRemainder(dividingBy: period) } else { position = min(elapsed, period) }
        if autoreverses && position > 1 { return 2 - position }
        return min(position, 1)
    }

    /// The progress a property animator gives this animation, whatever the time (paused, scrubbed, reversed);
    /// nil: the timing at the time.
    var progressOverride: (() -> Double)?

    /// The timed progress at `time`.
    func progress(at time: TimeInterval) -> Double { progressOverride?() ?? timing.progress(fraction(at: time)) }

    func drive(progress: Double) { driver?(progress) }

    func finish(_ finished: Bool) {
        guard !isFinished else { return }
        isFinished = true
        for completion in completions { completion(finished) }
    }
}
