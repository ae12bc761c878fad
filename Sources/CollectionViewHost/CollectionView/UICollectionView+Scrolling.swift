import CollectionGeometry
import CollectionDiagnostics

/// Scrolling to items, and the collection view's hooks into its scroll view.
extension UICollectionView {
    /// Scrolls so the item at `indexPath` sits at `scrollPosition` within the visible area (the bounds inside
    /// ``adjustedContentInset``):
    /// - `.top`: offset.y = item.minY − inset.top; `.centeredVertically`: offset.y = item.midY − inset.top −
    ///   visibleHeight / 2; `.bottom`: offset.y = item.maxY − inset.top − visibleHeight;
    /// - `.left`, `.centeredHorizontally`, `.right` likewise on x (physical edges, also right to left).
    ///
    /// An axis without a position keeps its offset; a positioned axis is clamped to the content
    /// (``contentOffsetRange``), as UIKit clamps. When a position names two styles of one axis, the first of
    /// top, centred, bottom (left, centred, right) wins. Animated, the scroll completes before this returns
    /// (see `setContentOffset(_:animated:)`). Call `layoutIfNeeded()` afterwards to realize the cells.
    ///
    /// For an item of an orthogonal section the collection view scrolls only along its main axis and the
    /// section scrolls along its own, as `orthogonalContentOffset(forScrollingToItemAt:at:)` describes (the
    /// least scroll that shows the item when the position names nothing on that axis); the section's visible
    /// elements are laid out at once.
    ///
    /// An index path the view does not hold stops with UIKit's message ("attempt to scroll to invalid index
    /// path: …"); under ``FailurePolicy/record`` it records a ``Diagnostic`` and does nothing.
    ///
    /// - Complexity: one item-attributes query.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard Self.contains(indexPath, in: loadItemCountsIfNeeded()) else {
            let message = "attempt to scroll to invalid index path: \(Self.describe(indexPath))"
            scrollFailurePolicy.reject(message) { record(Diagnostic(kind: .invalidIndexPath, message: $0)) }
            return
        }
        // An item of an orthogonal section: the collection view scrolls along its main axis, the section along
        // its own (the position's components on that axis apply to the section).
        let region = orthogonalScrollRegion(forSection: indexPath.section)
        var mainPosition = scrollPosition
        if let region {
            mainPosition.subtract(region.axis == .horizontal ? [.left, .centeredHorizontally, .right]
                                                             : [.top, .centeredVertically, .bottom])
        }
        if let offset = contentOffset(forScrollingToItemAt: indexPath, at: mainPosition) {
            // The item's frame may still be an estimate, and so may those of the items the scroll passes: once
            // the offset arrives, the layout passes that measure them end with the item exactly at its position.
            layoutPass.pendingScrollTarget = nil
            setContentOffset(offset, animated: animated) { [weak self] in
                self?.layoutPass.pendingScrollTarget = (indexPath, mainPosition)
                if animated { self?.setNeedsLayout() }
            }
        }
        if region != nil, let offset = orthogonalContentOffset(forScrollingToItemAt: indexPath, at: scrollPosition) {
            setOrthogonalContentOffset(offset, forSection: indexPath.section, animated: animated)
        }
    }

    /// The most corrections one layout pass makes to land a ``scrollToItem(at:at:animated:)`` exactly.
    static let maximumScrollTargetCorrections = 8

    /// Lands the last ``scrollToItem(at:at:animated:)`` exactly: after the layout pass measured what the
    /// scroll brought on screen, the item's frame may differ from the estimate the offset was computed from,
    /// so the offset is computed again and the visible elements laid out again, until the offset holds (at
    /// most ``maximumScrollTargetCorrections`` times; on iOS the second layout pass corrects it the same way).
    /// The target is forgotten after this pass, or when the view scrolls otherwise.
    func settlePendingScrollTarget() {
        guard let target = layoutPass.pendingScrollTarget else { return }
        layoutPass.pendingScrollTarget = nil
        guard Self.contains(target.indexPath, in: loadItemCountsIfNeeded()) else { return }
        for _ in 0..<Self.maximumScrollTargetCorrections {
            guard let offset = contentOffset(forScrollingToItemAt: target.indexPath, at: target.position),
                  offset != contentOffset else { return }
            contentOffset = offset
            realizeVisibleElements()
        }
    }

    /// The content offset `scrollToItem(at:at:animated:)` would scroll to, or nil when the item has no
    /// attributes or a non-finite frame (beyond UIKit).
    ///
    /// - Complexity: one item-attributes query.
    public func contentOffset(forScrollingToItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame,
              frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return nil }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let range = contentOffsetRange
        var offset = contentOffset
        let vertical: CGFloat?
        if scrollPosition.contains(.top) {
            vertical = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            vertical = frame.midY - inset.top - visibleHeight / 2
        } else if scrollPosition.contains(.bottom) {
            vertical = frame.maxY - inset.top - visibleHeight
        } else {
            vertical = nil
        }
        let horizontal: CGFloat?
        if scrollPosition.contains(.left) {
            horizontal = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            horizontal = frame.midX - inset.left - visibleWidth / 2
        } else if scrollPosition.contains(.right) {
            horizontal = frame.maxX - inset.left - visibleWidth
        } else {
            horizontal = nil
        }
        if let vertical, vertical.isFinite {
            offset.y = min(max(vertical, range.minimum.y), range.maximum.y)
        }
        if let horizontal, horizontal.isFinite {
            offset.x = min(max(horizontal, range.minimum.x), range.maximum.x)
        }
        return offset
    }

    /// After a layout update or a change of layout: the layout's `targetContentOffset(forProposedContentOffset:)`
    /// and then the delegate's `collectionView(_:targetContentOffsetForProposedContentOffset:)` may move the
    /// offset (both keep it by default), as UIKit asks them. A non-finite answer is ignored.
    func adjustContentOffsetAfterLayoutChange() {
        let proposed = contentOffset
        var target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed)
        if let delegate { target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target) }
        if target != proposed { contentOffset = target }
    }
}
