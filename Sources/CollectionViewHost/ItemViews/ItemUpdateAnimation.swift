import CollectionGeometry

/// The animation of one batch update, as both item views run it on a manual ``UIAnimationClock``: the frame
/// and alpha changes the update's layout pass makes are recorded while it is open (views that stay move from
/// where they were), views that appear start from a frame and alpha of the view's choosing, views that leave
/// end at one, and the whole runs as one clock animation that the view starts when the update is done.
///
/// On the default immediate clock, with animations off or inside `performWithoutAnimation`, an update does not
/// animate: ``begin(defaultDuration:)`` returns nil.
@MainActor
struct ItemUpdateAnimation {
    /// The recording context, on the animation stack from ``begin(defaultDuration:)`` to ``finish()``.
    let context: AnimationTransaction.Context

    /// Opens an update's animation when updates animate now: the enclosing animation block's duration and curve,
    /// or `defaultDuration` with ease in and out.
    static func begin(defaultDuration: TimeInterval) -> ItemUpdateAnimation? {
        guard UIView.animationClock.mode == .manual, AnimationTransaction.enabled, AnimationTransaction.suppression == 0 else {
            return nil
        }
        let parent = AnimationTransaction.stack.last
        let context = AnimationTransaction.Context(duration: parent?.duration ?? defaultDuration, delay: parent?.delay ?? 0,
                                                   timing: parent?.timing ?? AnimationTiming(.easeInOut), options: [])
        AnimationTransaction.stack.append(context)
        return ItemUpdateAnimation(context: context)
    }

    /// Where the layout pass moved `view` from, when it moved it.
    func recordedStartFrame(of view: UIView) -> CGRect? {
        guard let index = context.trackIndex[.init(view: ObjectIdentifier(view), property: .frame)],
              case .rect(let start) = context.tracks[index].from else { return nil }
        return start
    }

    /// Animates `view`, new on screen, from `frame` and `alpha` to where it is now.
    func appear(_ view: UIView, from frame: CGRect, alpha: CGFloat) {
        context.setTrack(view, .frame, from: .rect(frame), to: .rect(view.frame))
        context.setTrack(view, .alpha, from: .scalar(alpha), to: .scalar(view.alpha))
    }

    /// Animates `view`, leaving the screen, from where it is to `frame` and `alpha`, which become its model values
    /// at once (it shows the way there while the animation runs).
    func disappear(_ view: UIView, to frame: CGRect, alpha: CGFloat) {
        let start = (frame: view.frame, alpha: view.alpha)
        UIView.performWithoutAnimation {
            view.frame = frame
            view.alpha = alpha
        }
        context.setTrack(view, .frame, from: .rect(start.frame), to: .rect(frame))
        context.setTrack(view, .alpha, from: .scalar(start.alpha), to: .scalar(alpha))
    }

    /// Closes the recording and returns the clock animation, not started yet.
    func finish() -> AnimationGroup {
        if AnimationTransaction.stack.last === context { AnimationTransaction.stack.removeLast() }
        let group = AnimationGroup(delay: context.delay, duration: context.duration, timing: context.timing)
        group.tracks = context.tracks
        return group
    }
}

extension AnimationTransaction.Context {
    /// Sets the track of `property` of `view`, replacing one the block recorded.
    func setTrack(_ view: UIView, _ property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue) {
        let key = AnimationTransaction.TrackKey(view: ObjectIdentifier(view), property: property)
        let track = AnimationGroup.Track(view: view, property: property, from: from, to: to)
        if let index = trackIndex[key] {
            tracks[index] = track
        } else {
            trackIndex[key] = tracks.count
            tracks.append(track)
        }
    }
}
