import CollectionGeometry

/// The separator configuration of list rows: UIKit's list sections ask their `itemSeparatorHandler` for each
/// row they show; headless, the collection view asks its layout (see ``ListSeparatorProviding``) when it hands
/// a list cell a row and after each batch update, and keeps the answer on the cell
/// (``UICollectionViewListCell/resolvedSeparatorConfiguration``).
extension UICollectionView {
    /// Asks the layout for the separator configuration of the row at `indexPath` and gives it to `cell` when it
    /// is a list cell (other cells draw no list separators).
    ///
    /// - Complexity: O(1) plus the layout's answer (the list's handler).
    func resolveSeparatorConfiguration(of cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let listCell = cell as? UICollectionViewListCell else { return }
        listCell.resolvedSeparatorConfiguration = collectionViewLayout.capabilities.listSeparators?
            .separatorConfiguration(forItemAt: indexPath)
    }

    /// Asks again for every visible list cell after a batch update: rows moved, and a row's neighbours (what
    /// a handler may look at, such as being the last row) may have changed.
    ///
    /// - Complexity: O(v) for v visible cells, plus the handler for each list cell.
    func resolveSeparatorConfigurationsOfVisibleCells() {
        guard collectionViewLayout.capabilities.listSeparators != nil else { return }
        for (indexPath, cell) in visibleElements.cellsByIndexPath {
            resolveSeparatorConfiguration(of: cell, at: indexPath)
        }
    }
}
