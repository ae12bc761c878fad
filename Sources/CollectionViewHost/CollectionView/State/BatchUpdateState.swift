import CollectionGeometry

/// What a collection view keeps about its batch updates: the batch being collected while an update block runs,
/// the display events held back while one is applied, the animation an applied update opened (until
/// `performBatchUpdates` starts it) and those running, the history of applied updates, and the update items
/// handed out again.
///
/// ``_checkInvariants()`` checks in debug builds that the history keeps no more than its capacity and that no
/// running animation is listed twice.
@MainActor
struct BatchUpdateState {
    /// The batch being collected while an update block runs; nil outside one.
    var pending: PendingBatch?
    /// Display events held back while a batch update is applied, in the order they happened; nil otherwise.
    var heldDisplayEvents: [UICollectionView.DisplayEvents]?
    /// The clock animation the update just applied opened, until `performBatchUpdates` starts it.
    var openedAnimation: AnimationGroup?
    /// The animations of the batch updates in flight on a manual animation clock (beyond UIKit).
    var runningAnimations: [RunningUpdateAnimation] = []
    /// The batch updates recorded for ``UICollectionView/updateHistory``, with their capacity.
    var history = UpdateHistory(capacity: 1_000)
    /// The update items of past batches, handed out again where nobody else holds them.
    let recycler = UpdateItemRecycler()

    /// Checks the history's bound and that each running animation is listed once (in debug builds).
    func _checkInvariants() {
        #if DEBUG
        history._checkInvariants()
        var seen = Set<UpdateAnimationKey>()
        for running in runningAnimations {
            let animation = running.animation
            let key = UpdateAnimationKey(group: running.group, kind: animation.kind, category: animation.representedElementCategory,
                                         elementKind: animation.representedElementKind, indexPath: animation.indexPath)
            precondition(seen.insert(key).inserted, "an update animation is listed twice")
        }
        #endif
    }

    /// One element's animation in one update's group.
    private struct UpdateAnimationKey: Hashable {
        var group: ObjectIdentifier
        var kind: UICollectionView.UpdateAnimation.Kind
        var category: UICollectionView.ElementCategory
        var elementKind: String?
        var indexPath: IndexPath
    }
}
