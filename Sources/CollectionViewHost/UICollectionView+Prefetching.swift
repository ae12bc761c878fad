import CollectionGeometry

/// Prefetching ahead of scrolling (UIKit's `UICollectionViewDataSourcePrefetching`).
extension UICollectionView {
    /// After a layout pass: records the scroll direction, then asks ``prefetchDataSource`` to prefetch the
    /// items in the prefetch rect (the bounds moved one viewport in the direction of the last scroll on each
    /// axis; before any scroll, towards the end of the content on the axis it overflows, vertical first) that
    /// are neither shown nor already prefetched, and cancels the prefetched items that left that rect without
    /// being shown. Items that are shown drop out of the prefetched set silently. Both lists are in
    /// index-path order; cancellations come first.
    ///
    /// - Complexity: the layout's rect query for one viewport plus O(p log p), p = items in the prefetch rect.
    func updatePrefetching() {
        let offset = contentOffset
        if let last = lastLayoutOffset {
            if offset.x != last.x { lastScrollDirection.x = offset.x > last.x ? 1 : -1 }
            if offset.y != last.y { lastScrollDirection.y = offset.y > last.y ? 1 : -1 }
        }
        lastLayoutOffset = offset
        guard isPrefetchingEnabled, let prefetchDataSource else { return }

        var direction = lastScrollDirection
        if direction.x == 0, direction.y == 0 {
            if canScrollVertically { direction.y = 1 } else if canScrollHorizontally { direction.x = 1 }
        }
        var wanted = Set<IndexPath>()
        if direction.x != 0 || direction.y != 0, bounds.width.isFinite, bounds.height.isFinite {
            let rect = bounds.offsetBy(dx: direction.x * bounds.width, dy: direction.y * bounds.height)
            let counts = loadItemCountsIfNeeded()
            for element in displayedLayoutAttributes(in: rect)
            where element.representedElementCategory == .cell && element.frame.overlapsByCoreGraphicsRule(rect)
                && visibleCellsByIndexPath[element.indexPath] == nil && Self.contains(element.indexPath, in: counts) {
                wanted.insert(element.indexPath)
            }
        }
        let cancelled = prefetchedIndexPaths.filter { !wanted.contains($0) && visibleCellsByIndexPath[$0] == nil }.sorted()
        let requested = wanted.subtracting(prefetchedIndexPaths).sorted()
        prefetchedIndexPaths = wanted
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !requested.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: requested) }
    }

    /// Cancels every prefetched item (prefetching was turned off).
    func cancelAllPrefetching() {
        let cancelled = prefetchedIndexPaths.sorted()
        prefetchedIndexPaths = []
        if !cancelled.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
    }
}
