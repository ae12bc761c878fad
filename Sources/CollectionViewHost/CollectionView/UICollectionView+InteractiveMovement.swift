import CollectionGeometry

/// Interactive movement (UIKit's reordering by touch, iOS 9): an item follows the touch, its neighbours make
/// room, and the data source adopts the new order when the touch lifts.
///
/// The steps are UIKit's. ``beginInteractiveMovementForItem(at:)`` asks the data source's `canMoveItemAt`.
/// Each ``updateInteractiveMovementTargetPosition(_:)`` asks the layout where the touch points
/// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`), lets the delegate change that
/// (`targetIndexPathForMoveOfItemFromOriginalIndexPath:…`), moves the item there in the view alone (a one-move
/// update the layout animates; the data source still has the item where it was) and invalidates the layout with
/// `invalidationContext(forInteractivelyMovingItems:…)`; the moving cell takes
/// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`, centred under the touch.
/// ``endInteractiveMovement()`` tells the data source `moveItemAt` from the original index path to the final one
/// when they differ; ``cancelInteractiveMovement()`` puts the item back without telling it.
///
/// A data source that does not implement `moveItemAt` cannot adopt a new order: UIKit ignores reordering then, and
/// so does this view: the item goes back where it was when the movement ends, with a
/// ``Diagnostic/Kind-swift.enum/interactiveMovementIgnored`` diagnostic.
extension UICollectionView {
    /// Starts moving the item at `indexPath` interactively. Returns `false`, and starts nothing, when a movement is
    /// already under way, the view does not hold the item, or the data source's `canMoveItemAt` says no.
    ///
    /// - Complexity: O(1) plus a layout pass.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard movement.active == nil, let dataSource, Self.contains(indexPath, in: loadItemCountsIfNeeded()),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let start = CGPoint(x: frame.midX.isFinite ? frame.midX : 0, y: frame.midY.isFinite ? frame.midY : 0)
        movement.active = .init(originalIndexPath: indexPath, currentIndexPath: indexPath, position: start)
        movement.dataSourceIgnoredMove = false
        let context = collectionViewLayout.invalidationContext(forInteractivelyMovingItems: [indexPath], withTargetPosition: start,
                                                               previousIndexPaths: [indexPath], previousPosition: start)
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
        layoutIfNeeded()
        setReordering(true, at: indexPath)
        return true
    }

    /// Moves the touch of the movement under way to `targetPosition` (content coordinates): the item goes to the
    /// index path the layout and then the delegate choose, and its cell follows the touch. Does nothing without
    /// a movement; a target the view does not hold leaves the item where it is.
    ///
    /// - Complexity: the layout's target query, plus a one-move update when the target changes.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var active = movement.active, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: active.currentIndexPath,
                                                           withPosition: targetPosition)
        let target = delegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: active.originalIndexPath,
                                              atCurrentIndexPath: active.currentIndexPath,
                                              toProposedIndexPath: proposed) ?? proposed
        let previous = active
        if target != active.currentIndexPath, canMoveItem(from: active.currentIndexPath, to: target) {
            // The update is the view's own step: set the movement aside while it runs (an app's update ends it).
            movement.active = nil
            setReordering(false, at: active.currentIndexPath)
            if moveItemInViewOnly(from: active.currentIndexPath, to: target) { active.currentIndexPath = target }
        }
        active.position = targetPosition
        movement.active = active
        let context = collectionViewLayout.invalidationContext(forInteractivelyMovingItems: [active.currentIndexPath],
                                                               withTargetPosition: targetPosition,
                                                               previousIndexPaths: [previous.currentIndexPath],
                                                               previousPosition: previous.position)
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
        layoutIfNeeded()
        setReordering(true, at: active.currentIndexPath)
    }

    /// Ends the movement under way with the item where it is now: the data source hears `moveItemAt` from the
    /// original index path when the item moved, and the cell settles into its place. Does nothing without a
    /// movement.
    ///
    /// - Complexity: O(1) plus the data source and a layout pass.
    public func endInteractiveMovement() {
        guard let active = movement.active else { return }
        movement.active = nil
        setReordering(false, at: active.currentIndexPath)
        var final = active.currentIndexPath
        if final != active.originalIndexPath, let dataSource {
            movement.dataSourceIgnoredMove = false
            dataSource.collectionView(self, moveItemAt: active.originalIndexPath, to: final)
            if movement.dataSourceIgnoredMove {
                movement.dataSourceIgnoredMove = false
                record(Diagnostic(kind: .interactiveMovementIgnored,
                                  message: "UICollectionView ignored the interactive movement of the item at \(Self.describe(active.originalIndexPath)): its data source does not implement collectionView(_:moveItemAt:to:)"))
                if moveItemInViewOnly(from: final, to: active.originalIndexPath) { final = active.originalIndexPath }
            }
        }
        let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [active.originalIndexPath], movementCancelled: false)
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Ends the movement under way and puts the item back where it was; the data source hears nothing. Does
    /// nothing without a movement.
    ///
    /// - Complexity: O(1) plus a one-move update and a layout pass.
    public func cancelInteractiveMovement() {
        guard let active = movement.active else { return }
        movement.active = nil
        setReordering(false, at: active.currentIndexPath)
        if active.currentIndexPath != active.originalIndexPath {
            _ = moveItemInViewOnly(from: active.currentIndexPath, to: active.originalIndexPath)
        }
        let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [active.originalIndexPath], previousIndexPaths: [active.currentIndexPath], movementCancelled: true)
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
        layoutIfNeeded()
    }

    // MARK: Beyond UIKit

    /// Whether an interactive movement is under way, and the index path the item is shown at now (nil when none
    /// is). Beyond UIKit.
    public var indexPathForInteractivelyMovingItem: IndexPath? { movement.active?.currentIndexPath }

    /// Drags the item at `indexPath` to `point` (content coordinates) as a touch would with the gesture that
    /// reorders: the long press of ``UICollectionViewController``'s standard gesture (see
    /// `installsStandardGestureForInteractiveMovement`) or the cell's reorder accessory (a list cell showing
    /// ``UICellAccessory/reorder(displayed:options:)``). The touch moves in even steps, at most 12 points
    /// apart, so the layout and the delegate see the positions between; the movement then ends (or is
    /// cancelled when `cancels` is true). Returns the index path the item rests at, or nil when no movement
    /// began (no such gesture on the item, or the data source refused). Beyond UIKit.
    ///
    /// - Complexity: one update step per 12 points of travel.
    @discardableResult
    public func simulateInteractiveMovement(ofItemAt indexPath: IndexPath, to point: CGPoint, cancels: Bool = false) -> IndexPath? {
        layoutIfNeeded()
        guard point.x.isFinite, point.y.isFinite, hasReorderingGesture(at: indexPath),
              let start = layoutAttributesForItem(at: indexPath)?.center,
              beginInteractiveMovementForItem(at: indexPath) else { return nil }
        let distance = ((point.x - start.x) * (point.x - start.x) + (point.y - start.y) * (point.y - start.y)).squareRoot()
        let steps = max(1, Int((distance / 12).rounded(.up)))
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            updateInteractiveMovementTargetPosition(CGPoint(x: start.x + (point.x - start.x) * fraction,
                                                            y: start.y + (point.y - start.y) * fraction))
        }
        let resting = cancels ? movement.active?.originalIndexPath : movement.active?.currentIndexPath
        if cancels { cancelInteractiveMovement() } else { endInteractiveMovement() }
        guard let resting else { return nil }
        return cancels ? resting : (Self.contains(resting, in: loadItemCountsIfNeeded()) ? resting : nil)
    }

    /// Whether a touch on the item at `indexPath` can start reordering: the standard gesture a collection view
    /// controller installs, or a reorder accessory the cell shows now.
    func hasReorderingGesture(at indexPath: IndexPath) -> Bool {
        if movement.standardGestureInstalled { return true }
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell else { return false }
        return cell.visibleAccessories.contains { $0.accessoryType == .reorder && !$0.isHidden }
    }

    /// Whether the item at `source` may go to `destination`: a position among the view's items once it leaves
    /// (the end of another section included).
    private func canMoveItem(from source: IndexPath, to destination: IndexPath) -> Bool {
        let counts = loadItemCountsIfNeeded()
        guard destination.count == 2, counts.indices.contains(destination.section), destination.item >= 0 else { return false }
        let room = counts[destination.section] - (destination.section == source.section ? 1 : 0)
        return destination.item <= room
    }

    /// Marks the cell at `indexPath` as being reordered (its configuration state's `isReordering`), or not.
    private func setReordering(_ reordering: Bool, at indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath), cell.hostState.isReordering != reordering else { return }
        cell.hostState.isReordering = reordering
        cell.setNeedsUpdateConfiguration()
    }

    /// The attributes the moving item's cell takes in a layout pass, or nil when `indexPath` is not moving.
    func interactiveMovementAttributes(for indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let active = movement.active, active.currentIndexPath == indexPath else { return nil }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: active.position)
    }
}
