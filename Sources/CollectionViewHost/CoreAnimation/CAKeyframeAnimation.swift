import CollectionGeometry

/// An animation of one property through several values (Core Animation's `CAKeyframeAnimation`).
///
/// ``values`` are reached at ``keyTimes`` (fractions of a pass, ascending; evenly spread when nil or not one per
/// value); between them the value follows ``calculationMode``, each segment timed by its entry of
/// ``timingFunctions`` (linear when missing).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, 0…1 of a pass.
    open var keyTimes: [NSNumber]?
    /// The timing of each segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between the keyframes are found (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func values(atLocalTime local: TimeInterval, model: (String) -> LayerValue?) -> [(String, LayerValue)] {
        guard let keyPath, let base = model(keyPath), let progress = progress(atLocalTime: local) else { return [] }
        let frames = (values ?? []).compactMap { LayerValue($0, like: base) }
        guard let first = frames.first else { return [] }
        var times = (keyTimes ?? []).map { Double(truncating: $0) }
        let count = frames.count
        if times.count != count || zip(times, times.dropFirst()).contains(where: { !($0 <= $1) }) {
            // Spread evenly: discrete keyframes each hold an equal share; others meet at the ends.
            times = (0..<count).map { calculationMode == .discrete ? Double($0) / Double(count) : count > 1 ? Double($0) / Double(count - 1) : 0 }
        }
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= progress } ?? 0
            return [(keyPath, frames[index])]
        }
        guard count > 1 else { return [(keyPath, first)] }
        guard progress > times[0] else { return [(keyPath, first)] }
        guard let segment = times.indices.dropLast().last(where: { times[$0] <= progress }), progress < times[count - 1] else {
            return [(keyPath, frames[count - 1])]
        }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (progress - times[segment]) / span : 1
        if let functions = timingFunctions, segment < functions.count { local = functions[segment].progress(at: local) }
        var value = frames[segment].interpolated(to: frames[segment + 1], local)
        if isAdditive { value = base.adding(value, times: 1) }
        return [(keyPath, value)]
    }
}

/// How a keyframe animation finds the values between its keyframes (Core Animation's
/// `CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between neighbouring values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Evenly paced; headless drawn as `linear` over evenly spread key times.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Smooth curves through the values; headless drawn as `linear`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Smooth and evenly paced; headless drawn as `linear` over evenly spread key times.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
