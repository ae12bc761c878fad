import CollectionGeometry

extension UITableView {
    /// After a layout pass: records the scroll direction, then asks the prefetch data source for the rows within
    /// one screen beyond the visible area in the direction of the last scroll (downwards before any scroll) that
    /// are neither shown nor already prefetched, and cancels the prefetched rows outside it that were not shown
    /// (cancellations first, each list in row order) — the item views' shared ``PrefetchState`` rule.
    ///
    /// - Complexity: O(r log r) for the r rows in that screen, plus the prefetched ones.
    func updatePrefetching() {
        prefetchState.recordLayoutOffset(bounds.origin)
        guard isPrefetchingEnabled, let prefetchDataSource,
              let area = prefetchState.lookAheadRect(from: bounds, initialDirection: (0, 1)) else { return }
        let wanted = Set(indexPathsForRows(in: area) ?? []).filter { visibleRowViews.cell(at: $0) == nil }
        let (asked, cancelled) = prefetchState.update(wanting: wanted, isShown: { visibleRowViews.cell(at: $0) != nil })
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !asked.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: asked) }
    }

    /// Cancels every prefetched row (prefetching turned off).
    func cancelAllPrefetching() {
        let rows = prefetchState.removeAllPrefetched()
        if !rows.isEmpty { prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: rows) }
    }
}
