import CollectionGeometry

extension VisibleItemViews {
    /// The cells a batch update takes off screen and those whose items it reconfigures (see
    /// ``followCells(through:mapping:)``).
    struct FollowedCells {
        /// The cells of deleted and reloaded items, with their index paths before the update, in no set order.
        var leaving: [(cell: Cell, indexPath: IndexPath)] = []
        /// The cells whose items the update reconfigures, at their index paths after it, in index-path order.
        var reconfigured: [(indexPath: IndexPath, cell: Cell)] = []
    }

    /// Moves each visible cell to its item's index path after `update` (as `mapping` follows it) — the one rule
    /// both item views follow: the cell of a deleted or reloaded item leaves (a reloaded item gets a new cell from
    /// the data source, so it never gets its old one back); a reconfigured item keeps its cell, to be configured
    /// again in place. The caller takes the leaving cells off screen (at once, or after their exit animation).
    ///
    /// - Complexity: O(c log u), c = cells on screen, u = reloaded and reconfigured items.
    mutating func followCells(through update: UICollectionView.BatchUpdate, mapping: BatchUpdateMapping) -> FollowedCells {
        var followed = FollowedCells()
        var staying: [IndexPath: Cell] = [:]
        staying.reserveCapacity(cellCount)
        for (oldPath, cell) in cellsByIndexPath {
            if !IndexPathKey.contains(oldPath, inSorted: update.reloadedItems),
               let newPath = mapping.newIndexPath(forOldIndexPath: oldPath) {
                staying[newPath] = cell
                if IndexPathKey.contains(oldPath, inSorted: update.reconfiguredItems) {
                    followed.reconfigured.append((newPath, cell))
                }
            } else {
                followed.leaving.append((cell, oldPath))
            }
        }
        replaceCells(with: staying)
        followed.reconfigured.sort { $0.indexPath < $1.indexPath }
        return followed
    }
}
