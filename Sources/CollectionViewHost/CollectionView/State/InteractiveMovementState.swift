import CollectionGeometry

/// The interactive movement of one item a collection view is running (UIKit's
/// `beginInteractiveMovementForItem(at:)` … `endInteractiveMovement()`), if any.
///
/// While it runs the view shows the item at ``currentIndexPath`` (its data source still has it at
/// ``originalIndexPath``) under the touch at ``position``. ``_checkInvariants(itemCounts:)`` checks in debug
/// builds that both index paths name items the view and its data source hold.
@MainActor
struct InteractiveMovementState {
    /// One movement under way.
    struct Movement {
        /// Where the data source has the item: where it was when the movement began.
        var originalIndexPath: IndexPath
        /// Where the view shows the item now.
        var currentIndexPath: IndexPath
        /// Where the touch is, in content coordinates.
        var position: CGPoint
    }

    /// The movement under way, or nil.
    var active: Movement?

    /// Whether a long press on any item starts a movement: the standard gesture a ``UICollectionViewController``
    /// installs when its `installsStandardGestureForInteractiveMovement` is true.
    var standardGestureInstalled = false

    /// Set by the data source protocol's default `moveItemAt` (the data source does not implement it): the
    /// view then puts the item back, as UIKit ignores reordering such a data source cannot adopt.
    var dataSourceIgnoredMove = false

    /// Checks that the movement names existing items (in debug builds).
    func _checkInvariants(itemCounts: [Int]) {
        #if DEBUG
        guard let active else { return }
        for path in [active.originalIndexPath, active.currentIndexPath] {
            precondition(path.count == 2 && itemCounts.indices.contains(path.section) && path.item >= 0
                         && path.item < itemCounts[path.section], "an interactive movement names an item the view does not hold")
        }
        #endif
    }
}
