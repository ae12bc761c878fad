import CollectionGeometry

extension UICollectionView {
    /// How long a batch update animates on a manual ``UIAnimationClock`` when no enclosing animation block
    /// sets the duration (beyond UIKit, whose duration is not documented; about a third of a second on
    /// devices), with the ease-in-ease-out curve.
    public static let batchUpdateAnimationDuration: TimeInterval = 0.3

    /// One cell's part in a batch update's animation (beyond UIKit, which keeps it in Core Animation).
    public struct UpdateAnimation {
        /// How the cell takes part.
        public enum Kind: Sendable {
            /// The cell appears: it starts at the layout's `initialLayoutAttributesForAppearingItem(at:)` (or,
            /// when that is nil, at its final attributes with alpha 0).
            case appearing
            /// The cell disappears: it ends at the layout's `finalLayoutAttributesForDisappearingItem(at:)`
            /// (or, when that is nil, where it was with alpha 0).
            case disappearing
            /// The cell stays and moves from its frame before the update to its frame after it.
            case moving
        }

        /// How the cell takes part.
        public let kind: Kind
        /// The cell's index path: after the update, or before it for a disappearing cell.
        public let indexPath: IndexPath
        /// The attributes the animation starts from.
        public let initialAttributes: UICollectionViewLayoutAttributes
        /// The attributes the animation ends at.
        public let finalAttributes: UICollectionViewLayoutAttributes
    }

    /// The cells' animations of the batch updates in flight (beyond UIKit). Empty on the default immediate
    /// animation clock, where updates finish at once; on a manual clock an entry stays until its update's
    /// animation ends. What a cell shows at the clock's time is its ``UIView/presentationFrame`` and
    /// ``UIView/presentationAlpha``.
    public var runningUpdateAnimations: [UpdateAnimation] { updateAnimations.map(\.animation) }

    /// Opens the animation a batch update runs when the clock is manual and animations are on: the
    /// enclosing animation block's duration and curve, or ``batchUpdateAnimationDuration`` with ease in and out.
    func beginUpdateAnimation() -> AnimationTransaction.Context? {
        guard UIView.animationClock.mode == .manual, AnimationTransaction.enabled, AnimationTransaction.suppression == 0 else {
            return nil
        }
        let parent = AnimationTransaction.stack.last
        let context = AnimationTransaction.Context(duration: parent?.duration ?? Self.batchUpdateAnimationDuration,
                                                   delay: parent?.delay ?? 0,
                                                   timing: parent?.timing ?? AnimationTiming(.easeInOut), options: [])
        AnimationTransaction.stack.append(context)
        return context
    }

    /// Closes the update's animation: appearing and disappearing cells get their start and end from the
    /// layout, moved cells keep the frame changes the layout pass recorded, and the animation waits in
    /// ``currentUpdateAnimationGroup`` for `performBatchUpdates` to start it with its completion.
    func finishUpdateAnimation(_ context: AnimationTransaction.Context, shownBefore: [ObjectIdentifier: IndexPath],
                               leaving: [(UICollectionViewCell, IndexPath)]) {
        if AnimationTransaction.stack.last === context { AnimationTransaction.stack.removeLast() }
        let layout = collectionViewLayout
        var animations: [UpdateAnimation] = []
        for (path, cell) in visibleCellsByIndexPath {
            guard let final = cell.lastAppliedLayoutAttributes else { continue }
            if shownBefore[ObjectIdentifier(cell)] == path {
                // A cell that stayed: its frame change (if any) was recorded by the layout pass.
                guard let index = context.trackIndex[.init(view: ObjectIdentifier(cell), property: .frame)],
                      case .rect(let start) = context.tracks[index].from else { continue }
                let initial = final.copy()
                initial.frame = start
                animations.append(UpdateAnimation(kind: .moving, indexPath: path, initialAttributes: initial, finalAttributes: final))
            } else {
                let initial = layout.initialLayoutAttributesForAppearingItem(at: path) ?? {
                    let faded = final.copy()
                    faded.alpha = 0
                    return faded
                }()
                context.setTrack(cell, .frame, from: .rect(initial.frame), to: .rect(cell.frame))
                context.setTrack(cell, .alpha, from: .scalar(initial.alpha), to: .scalar(cell.alpha))
                animations.append(UpdateAnimation(kind: .appearing, indexPath: path, initialAttributes: initial, finalAttributes: final))
            }
        }
        for (cell, oldPath) in leaving {
            guard let last = cell.lastAppliedLayoutAttributes else { continue }
            let final = layout.finalLayoutAttributesForDisappearingItem(at: oldPath) ?? {
                let faded = last.copy()
                faded.alpha = 0
                return faded
            }()
            // The leaving cell ends where the layout says (the model value; it shows the way there while
            // the animation runs); it goes back to its queue when the animation ends.
            let start = (frame: cell.frame, alpha: cell.alpha)
            UIView.performWithoutAnimation {
                cell.frame = final.frame
                cell.alpha = final.alpha
            }
            context.setTrack(cell, .frame, from: .rect(start.frame), to: .rect(final.frame))
            context.setTrack(cell, .alpha, from: .scalar(start.alpha), to: .scalar(final.alpha))
            animations.append(UpdateAnimation(kind: .disappearing, indexPath: oldPath, initialAttributes: last, finalAttributes: final))
        }
        animations.sort { ($0.indexPath, $0.kind.order) < ($1.indexPath, $1.kind.order) }
        let group = AnimationGroup(delay: context.delay, duration: context.duration, timing: context.timing)
        group.tracks = context.tracks
        let token = ObjectIdentifier(group)
        updateAnimations += animations.map { RunningUpdateAnimation(group: token, animation: $0) }
        group.completions.append { [weak self] _ in self?.updateAnimations.removeAll { $0.group == token } }
        currentUpdateAnimationGroup = group
    }
}

extension UICollectionView {
    /// Starts the animation the update just applied opened, if any, with the batch's completion and its
    /// nested batches' completions to run when it ends. Returns whether there was one.
    func startUpdateAnimation(completion: ((Bool) -> Void)?, nested: [(Bool) -> Void]) -> Bool {
        guard let group = currentUpdateAnimationGroup else { return false }
        currentUpdateAnimationGroup = nil
        group.completions.append { finished in
            completion?(finished)
            for inner in nested { inner(finished) }
        }
        UIView.animationClock.start(group)
        return true
    }
}

/// A cell's update animation with the clock animation it belongs to.
struct RunningUpdateAnimation {
    let group: ObjectIdentifier
    let animation: UICollectionView.UpdateAnimation
}

extension UICollectionView.UpdateAnimation.Kind {
    /// Disappearing before moving before appearing, for a stable order at one index path.
    var order: Int {
        switch self {
        case .disappearing: 0
        case .moving: 1
        case .appearing: 2
        }
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
