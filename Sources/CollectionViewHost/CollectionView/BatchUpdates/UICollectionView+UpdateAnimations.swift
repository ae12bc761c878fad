import CollectionGeometry

extension UICollectionView {
    /// How long a batch update animates on a manual ``UIAnimationClock`` when no enclosing animation block
    /// sets the duration (beyond UIKit, whose duration is not documented; about a third of a second on
    /// devices), with the ease-in-ease-out curve.
    public static let batchUpdateAnimationDuration: TimeInterval = 0.3

    /// One view's part in a batch update's animation: a cell's, a supplementary view's or a decoration
    /// view's (beyond UIKit, which keeps it in Core Animation).
    public struct UpdateAnimation {
        /// How the view takes part.
        public enum Kind: Sendable {
            /// The view appears: it starts at the layout's `initialLayoutAttributesForAppearingItem(at:)` (or
            /// its supplementary or decoration twin; when that is nil, at its final attributes with alpha 0).
            case appearing
            /// The view disappears: it ends at the layout's `finalLayoutAttributesForDisappearingItem(at:)`
            /// (or its twin; when that is nil, where it was with alpha 0).
            case disappearing
            /// The view stays and moves from its frame before the update to its frame after it.
            case moving
        }

        /// How the view takes part.
        public let kind: Kind
        /// What the view shows: a cell, a supplementary view or a decoration view.
        public let representedElementCategory: UICollectionView.ElementCategory
        /// The element kind of a supplementary or decoration view; nil for a cell.
        public let representedElementKind: String?
        /// The element's index path: after the update, or before it for a disappearing view.
        public let indexPath: IndexPath
        /// The attributes the animation starts from.
        public let initialAttributes: UICollectionViewLayoutAttributes
        /// The attributes the animation ends at.
        public let finalAttributes: UICollectionViewLayoutAttributes
    }

    /// The views' animations of the batch updates in flight (beyond UIKit), cells first, then
    /// supplementary and decoration views, each by index path and kind. Empty on the default immediate
    /// animation clock, where updates finish at once; on a manual clock an entry stays until its update's
    /// animation ends. What a view shows at the clock's time is its ``UIView/presentationFrame`` and
    /// ``UIView/presentationAlpha``.
    public var runningUpdateAnimations: [UpdateAnimation] { updates.runningAnimations.map(\.animation) }

    /// Opens the animation a batch update runs when the clock is manual and animations are on: the
    /// enclosing animation block's duration and curve, or ``batchUpdateAnimationDuration`` with ease in and out.
    func beginUpdateAnimation() -> ItemUpdateAnimation? {
        ItemUpdateAnimation.begin(defaultDuration: Self.batchUpdateAnimationDuration)
    }

    /// Closes the update's animation: appearing and disappearing views (cells, supplementary and decoration
    /// views) get their start and end from the layout, staying views keep the frame changes the layout pass
    /// recorded, and the animation waits in ``updates.openedAnimation`` for `performBatchUpdates` to
    /// start it with its completion.
    func finishUpdateAnimation(_ animation: ItemUpdateAnimation, shownBefore: ShownViews, leaving: LeavingViews) {
        let layout = collectionViewLayout
        var animations: [UpdateAnimation] = []
        func appearOrMove(_ view: UICollectionReusableView, _ category: ElementCategory, _ kind: String?, _ path: IndexPath,
                     stayed: Bool, appearing: () -> UICollectionViewLayoutAttributes?) {
            guard let final = view.lastAppliedLayoutAttributes else { return }
            if stayed {
                // A view that stayed: its frame change (if any) was recorded by the layout pass.
                guard let start = animation.recordedStartFrame(of: view) else { return }
                let initial = final.copy()
                initial.frame = start
                animations.append(UpdateAnimation(kind: .moving, representedElementCategory: category, representedElementKind: kind,
                                                  indexPath: path, initialAttributes: initial, finalAttributes: final))
            } else {
                let initial = appearing() ?? Self.faded(final)
                animation.appear(view, from: initial.frame, alpha: initial.alpha)
                animations.append(UpdateAnimation(kind: .appearing, representedElementCategory: category, representedElementKind: kind,
                                                  indexPath: path, initialAttributes: initial, finalAttributes: final))
            }
        }
        func disappear(_ view: UICollectionReusableView, _ category: ElementCategory, _ kind: String?, _ oldPath: IndexPath,
                     disappearing: () -> UICollectionViewLayoutAttributes?) {
            guard let last = view.lastAppliedLayoutAttributes else { return }
            let final = disappearing() ?? Self.faded(last)
            // The leaving view ends where the layout says; it goes back to its queue when the animation ends.
            animation.disappear(view, to: final.frame, alpha: final.alpha)
            animations.append(UpdateAnimation(kind: .disappearing, representedElementCategory: category, representedElementKind: kind,
                                              indexPath: oldPath, initialAttributes: last, finalAttributes: final))
        }
        for (path, cell) in visibleElements.cellsByIndexPath {
            appearOrMove(cell, .cell, nil, path, stayed: shownBefore.cells[ObjectIdentifier(cell)] == path) {
                layout.initialLayoutAttributesForAppearingItem(at: path)
            }
        }
        for (key, view) in visibleElements.supplementaryViews {
            appearOrMove(view, .supplementaryView, key.kind, key.indexPath, stayed: shownBefore.supplementaries[ObjectIdentifier(view)] == key) {
                layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            }
        }
        for (key, view) in visibleElements.decorationViews {
            appearOrMove(view, .decorationView, key.kind, key.indexPath, stayed: shownBefore.decorations[ObjectIdentifier(view)] == key) {
                layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
            }
        }
        for (cell, oldPath) in leaving.cells {
            disappear(cell, .cell, nil, oldPath) { layout.finalLayoutAttributesForDisappearingItem(at: oldPath) }
        }
        for (view, key) in leaving.supplementaries {
            disappear(view, .supplementaryView, key.kind, key.indexPath) {
                layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            }
        }
        for (view, key) in leaving.decorations {
            disappear(view, .decorationView, key.kind, key.indexPath) {
                layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath)
            }
        }
        animations.sort(by: UpdateAnimation.precedes)
        let group = animation.finish()
        let token = ObjectIdentifier(group)
        updates.runningAnimations += animations.map { RunningUpdateAnimation(group: token, animation: $0) }
        group.completions.append { [weak self] _ in self?.updates.runningAnimations.removeAll { $0.group == token } }
        updates.openedAnimation = group
    }

    /// `attributes` with alpha 0: where a view fades in from or out to when the layout names no place.
    private static func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let faded = attributes.copy()
        faded.alpha = 0
        return faded
    }

    /// The views on screen before an update's layout pass, with where each is after the update (a view
    /// the pass hands to another element appears there).
    struct ShownViews {
        var cells: [ObjectIdentifier: IndexPath] = [:]
        var supplementaries: [ObjectIdentifier: ElementKey] = [:]
        var decorations: [ObjectIdentifier: ElementKey] = [:]
    }

    /// The views an update takes off screen, with where they were before it.
    struct LeavingViews {
        var cells: [(UICollectionViewCell, IndexPath)] = []
        var supplementaries: [(UICollectionReusableView, ElementKey)] = []
        var decorations: [(UICollectionReusableView, ElementKey)] = []
    }
}

extension UICollectionView {
    /// Starts the animation the update just applied opened, if any, with the batch's completion and its
    /// nested batches' completions to run when it ends. Returns whether there was one.
    func startUpdateAnimation(completion: ((Bool) -> Void)?, nested: [(Bool) -> Void]) -> Bool {
        guard let group = updates.openedAnimation else { return false }
        updates.openedAnimation = nil
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

extension UICollectionView.UpdateAnimation {
    /// Cells, then supplementary views, then decoration views; by index path, then kind; at one element,
    /// disappearing before moving before appearing.
    static func precedes(_ lhs: Self, _ rhs: Self) -> Bool {
        (lhs.representedElementCategory, lhs.indexPath, lhs.representedElementKind ?? "", lhs.kind.order)
            < (rhs.representedElementCategory, rhs.indexPath, rhs.representedElementKind ?? "", rhs.kind.order)
    }
}

extension UICollectionView.UpdateAnimation.Kind {
    /// Disappearing before moving before appearing, for a stable order at one element.
    var order: Int {
        switch self {
        case .disappearing: 0
        case .moving: 1
        case .appearing: 2
        }
    }
}
