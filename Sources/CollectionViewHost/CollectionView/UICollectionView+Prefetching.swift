import CollectionGeometry

/// Prefetching ahead of scrolling (UIKit's `UICollectionViewDataSourcePrefetching`).
extension UICollectionView {
    /// After a layout pass: records the scroll direction, then asks ``prefetchDataSource`` to prefetch the
    /// items in the prefetch rect (the bounds moved one viewport in the direction of the last scroll on each
    /// axis; before any scroll, towards the end of the content on the axis it overflows, vertical first) that
    /// are neither shown nor already prefetched, and cancels the prefetched items that left that rect without
    /// being shown. Items that are shown drop out of the prefetched set silently. Both lists are in
    /// index-path order; cancellations come first. Orthogonal sections on screen also prefetch ahead along
    /// their own axis (see `orthogonalPrefetchItems(counts:)`).
    ///
    /// - Complexity: the layout's rect query for one viewport (and one per orthogonal section on screen)
    ///   plus O(p log p), p = items in the prefetch rects.
    func updatePrefetching() {
        let offset = contentOffset
        prefetchState.recordLayoutOffset(offset)
        guard isPrefetchingEnabled, let prefetchDataSource else { return }

        // Before any scroll: towards the end of the content on the axis it overflows, vertical first.
        let initial: (x: CGFloat, y: CGFloat) = canScrollVertically ? (0, 1) : canScrollHorizontally ? (1, 0) : (0, 0)
        var wanted = Set<IndexPath>()
        if let rect = prefetchState.lookAheadRect(from: bounds, initialDirection: initial) {
            let counts = loadItemCountsIfNeeded()
            for element in displayedLayoutAttributes(in: rect)
            where element.representedElementCategory == .cell && element.frame.sharesArea(with: rect)
                && visibleElements.cell(at: element.indexPath) == nil && Self.contains(element.indexPath, in: counts) {
                wanted.insert(element.indexPath)
            }
        }
        wanted.formUnion(orthogonalPrefetchItems(counts: loadItemCountsIfNeeded()))
        let (requested, cancelled) = prefetchState.update(wanting: wanted, isShown: { visibleElements.cell(at: $0) != nil })
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !requested.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: requested) }
    }

    /// The items to prefetch in the orthogonal sections on screen: each section's visible part moved one
    /// region length along the section's own axis, in the direction the section last scrolled (before it
    /// scrolls, towards its end), as its embedded scroll view prefetches in UIKit. Updates the sections'
    /// recorded positions and directions.
    ///
    /// - Complexity: one rect query per orthogonal section on screen.
    private func orthogonalPrefetchItems(counts: [Int]) -> Set<IndexPath> {
        guard let orthogonal = collectionViewLayout.orthogonalScrolling else { return [] }
        var items = Set<IndexPath>()
        var positions: [Int: CGFloat] = [:]
        var directions: [Int: CGFloat] = [:]
        for section in orthogonal.orthogonalSections(meeting: bounds) {
            guard let region = orthogonal.orthogonalScrollRegion(forSection: section) else { continue }
            let position = orthogonalPosition(of: region)
            var direction = orthogonalScrollState.prefetchDirections[section] ?? 1
            if let previous = orthogonalScrollState.prefetchPositions[section], previous != position {
                direction = position > previous ? 1 : -1
            }
            positions[section] = position
            directions[section] = direction
            let length = region.paging.visibleLength
            let visible = bounds.intersection(region.frame)
            guard length.isFinite, length > 0, !visible.isNull, !visible.isEmpty else { continue }
            // A growing position shows later items: they come in at the trailing edge (the left one when
            // the section runs right to left).
            let shift = direction * (region.isReversed ? -1 : 1) * length
            let ahead = region.axis == .horizontal ? visible.offsetBy(dx: shift, dy: 0) : visible.offsetBy(dx: 0, dy: shift)
            for element in displayedLayoutAttributes(in: ahead)
            where element.representedElementCategory == .cell && element.indexPath.count == 2
                && element.indexPath.section == section && element.frame.sharesArea(with: ahead)
                && visibleElements.cell(at: element.indexPath) == nil && Self.contains(element.indexPath, in: counts) {
                items.insert(element.indexPath)
            }
        }
        orthogonalScrollState.prefetchPositions = positions
        orthogonalScrollState.prefetchDirections = directions
        return items
    }

    /// Cancels every prefetched item (prefetching was turned off).
    func cancelAllPrefetching() {
        let cancelled = prefetchState.removeAllPrefetched()
        if !cancelled.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
    }
}
