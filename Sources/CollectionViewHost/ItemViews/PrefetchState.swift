import CollectionGeometry

/// What an item view's prefetching (a collection view's items, a table view's rows) remembers between layout
/// passes: the items handed to the prefetch data source and
/// neither shown nor cancelled since, the content offset at the previous pass and the direction of the last
/// scroll on each axis. Every write goes through the mutating API; ``_checkInvariants()`` checks in debug
/// builds that the directions are −1, 0 or 1.
struct PrefetchState {
    /// Items handed to the prefetch data source and neither shown nor cancelled since.
    private(set) var prefetchedIndexPaths: Set<IndexPath> = []
    /// The content offset at the previous layout pass, for the prefetch direction.
    private(set) var lastLayoutOffset: CGPoint?
    /// The direction of the last scroll on each axis (−1, 0 or 1).
    private(set) var lastScrollDirection = (x: CGFloat(0), y: CGFloat(0))

    /// Records the content offset of a layout pass; an axis on which it moved since the last pass takes the
    /// direction it moved in.
    mutating func recordLayoutOffset(_ offset: CGPoint) {
        if let last = lastLayoutOffset {
            if offset.x != last.x { lastScrollDirection.x = offset.x > last.x ? 1 : -1 }
            if offset.y != last.y { lastScrollDirection.y = offset.y > last.y ? 1 : -1 }
        }
        lastLayoutOffset = offset
    }

    /// The rect to prefetch in: `bounds` moved one viewport along the direction of the last scroll on each axis,
    /// or along `initialDirection` before any scroll. Nil when there is no direction or `bounds` is not finite.
    func lookAheadRect(from bounds: CGRect, initialDirection: (x: CGFloat, y: CGFloat)) -> CGRect? {
        var direction = lastScrollDirection
        if direction.x == 0, direction.y == 0 { direction = initialDirection }
        guard direction.x != 0 || direction.y != 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        return bounds.offsetBy(dx: direction.x * bounds.width, dy: direction.y * bounds.height)
    }

    /// Makes `wanted` (items not shown) the prefetched items and returns what the prefetch data source hears,
    /// each in index-path order: the items newly wanted, and the items prefetched before that are neither wanted
    /// nor shown now (cancelled). Items that were shown drop out silently.
    ///
    /// - Complexity: O(p log p), p = prefetched and wanted items.
    mutating func update(wanting wanted: Set<IndexPath>,
                         isShown: (IndexPath) -> Bool) -> (requested: [IndexPath], cancelled: [IndexPath]) {
        let cancelled = prefetchedIndexPaths.filter { !wanted.contains($0) && !isShown($0) }.sorted()
        let requested = wanted.subtracting(prefetchedIndexPaths).sorted()
        prefetchedIndexPaths = wanted
        return (requested, cancelled)
    }

    /// Replaces the prefetched items with `wanted`.
    mutating func setPrefetched(_ wanted: Set<IndexPath>) {
        prefetchedIndexPaths = wanted
    }

    /// Forgets every prefetched item and returns them in index-path order.
    @discardableResult
    mutating func removeAllPrefetched() -> [IndexPath] {
        let removed = prefetchedIndexPaths.sorted()
        prefetchedIndexPaths = []
        return removed
    }

    /// Moves the prefetched items with their items; items `newIndexPath` maps to nil drop out.
    mutating func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
        prefetchedIndexPaths = Set(prefetchedIndexPaths.compactMap(newIndexPath))
    }

    /// Stops (in debug builds) unless each scroll direction is −1, 0 or 1.
    func _checkInvariants() {
        #if DEBUG
        precondition([-1, 0, 1].contains(lastScrollDirection.x) && [-1, 0, 1].contains(lastScrollDirection.y),
                     "scroll direction \(lastScrollDirection) is not −1, 0 or 1")
        #endif
    }
}
