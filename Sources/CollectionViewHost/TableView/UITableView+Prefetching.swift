import CollectionGeometry

extension UITableView {
    /// Asks the prefetch data source for the rows within one screen beyond the visible area in the direction of
    /// the last scroll, and cancels the prefetched rows outside it that were not shown.
    ///
    /// - Complexity: O(r log r) for the r rows in that screen, plus the prefetched ones.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let visible = bounds
        let previous = lastPrefetchOffset ?? visible.minY
        lastPrefetchOffset = visible.minY
        let downwards = visible.minY >= previous
        let area = CGRect(x: visible.minX, y: downwards ? visible.maxY : visible.minY - visible.height,
                          width: visible.width, height: visible.height)
        let shown = Set(visibleRowViews.cellsByIndexPath.keys)
        let wanted = Set(indexPathsForRows(in: area) ?? []).subtracting(shown)
        let asked = wanted.subtracting(prefetchedRows)
        let cancelled = prefetchedRows.subtracting(wanted).subtracting(shown)
        prefetchedRows = wanted
        if !asked.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: asked.sorted()) }
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
    }

    /// Cancels every prefetched row (prefetching turned off).
    func cancelAllPrefetching() {
        guard !prefetchedRows.isEmpty else { return }
        let rows = prefetchedRows.sorted()
        prefetchedRows = []
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: rows)
    }
}
