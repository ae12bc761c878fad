import CollectionGeometry

/// Several animations run together (Core Animation's `CAAnimationGroup`): each child's time starts at the
/// group's time (plus its own ``CAAnimation/beginTime``, relative to the group) and is cut off at the group's
/// end; a child whose duration is 0 lasts the group's pass. The children's delegates and removal are the group's.
open class CAAnimationGroup: CAAnimation {
    /// The animations grouped.
    open var animations: [CAAnimation]?

    override func values(atLocalTime local: TimeInterval, model: (String) -> LayerValue?) -> [(String, LayerValue)] {
        guard progress(atLocalTime: local) != nil else { return [] }
        let rate = Double(speed)
        let time = min(local * (rate.isFinite && rate > 0 ? rate : 0), activeDuration)
        var result: [(String, LayerValue)] = []
        for child in animations ?? [] {
            let inherited = child.duration
            if !(child.duration.isFinite && child.duration > 0) { child.duration = passDuration }
            defer { child.duration = inherited }
            result += child.values(atLocalTime: time - (child.beginTime.isFinite ? child.beginTime : 0), model: model)
        }
        return result
    }
}
