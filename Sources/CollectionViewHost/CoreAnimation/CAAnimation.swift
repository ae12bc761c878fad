import CollectionGeometry

/// An animation of a layer (Core Animation's `CAAnimation`): its timing. Added to a layer with
/// `add(_:forKey:)`, it runs on ``UIView/animationClock``: in the clock's immediate mode it ends as soon as it is
/// added (its delegate hears it start and stop at once); in manual mode it runs as the clock advances, and
/// `presentation()` and pictures show its values.
///
/// Its active time is ``duration`` (0: the enclosing ``CATransaction``'s duration when it is added, else a quarter
/// of a second, Core Animation's default), doubled when it ``autoreverses``, times ``repeatCount`` (0 counts as 1;
/// `.infinity` repeats for ever), from ``beginTime`` (0: when it was added; else a time of the animation clock,
/// such as `CACurrentMediaTime() + 1`). The layer keeps the animation itself, not a copy.
@MainActor
open class CAAnimation {
    /// How progress follows time in each pass (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// The object told when the animation starts and stops; held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation when it ends (default true).
    open var isRemovedOnCompletion = true
    /// When the animation begins: 0 for when it is added, else a time of the animation clock.
    open var beginTime: TimeInterval = 0
    /// The length of one pass in seconds (0: the default, a quarter of a second).
    open var duration: TimeInterval = 0
    /// How many times the animation runs (0 counts as 1; fractions end part way; `.infinity` for ever).
    open var repeatCount: Float = 0
    /// Whether each pass runs back after running forward.
    open var autoreverses = false
    /// What shows outside the active time (default `.removed`: the model value).
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The speed of the animation's time relative to the clock's (default 1; 0 or less, or not finite, stops it
    /// at its start).
    open var speed: Float = 1
    /// A shift of the animation's time, in seconds.
    open var timeOffset: TimeInterval = 0

    /// Creates an animation with Core Animation's defaults.
    public init() {}

    /// Core Animation's default duration, a quarter of a second.
    nonisolated static let defaultDuration: TimeInterval = 0.25

    /// The length of one pass as the animation runs (``duration``, or the default when it is 0 or not usable).
    var passDuration: TimeInterval {
        duration.isFinite && duration > 0 ? duration : Self.defaultDuration
    }

    /// How many passes run (0 counts as 1; negative or NaN as 1).
    var passes: Double {
        let count = Double(repeatCount)
        return count.isNaN || count <= 0 ? 1 : count
    }

    /// The length of the active time: passes × pass (× 2 when autoreversing); infinite when it repeats for ever.
    var activeDuration: TimeInterval {
        passes * passDuration * (autoreverses ? 2 : 1)
    }

    /// The fraction of a pass (timed by ``timingFunction``) at `local` seconds after the begin, or nil when the
    /// animation shows nothing then (outside its active time, by its fill mode).
    func progress(atLocalTime local: TimeInterval) -> Double? {
        let rate = Double(speed)
        let time = (rate.isFinite && rate > 0 ? local * rate : 0) + (timeOffset.isFinite ? timeOffset : 0)
        let active = activeDuration
        var fraction: Double
        if time < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            fraction = 0
        } else if time >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            fraction = passFraction(active)
        } else {
            fraction = passFraction(time)
        }
        fraction = timingFunction?.progress(at: fraction) ?? fraction
        return fraction
    }

    /// Where in a pass `time` falls (0…1), coming back when autoreversing.
    private func passFraction(_ time: TimeInterval) -> Double {
        let pass = passDuration
        guard pass > 0 else { return 1 }
        let period = autoreverses ? 2 * pass : pass
        var within = time.truncatingRemainder(dividingBy: period)
        // The end of a whole number of periods shows the end of the last pass, not the start of the next.
        if within == 0 && time > 0 { within = period }
        let fraction = within / pass
        return fraction > 1 ? 2 - fraction : fraction
    }

    /// The values the animation gives `layer`'s properties at `local` seconds after its begin: key path ↦ value,
    /// over the `model` values. Nothing in the base class.
    func values(atLocalTime local: TimeInterval, model: (String) -> LayerValue?) -> [(String, LayerValue)] { [] }
}
