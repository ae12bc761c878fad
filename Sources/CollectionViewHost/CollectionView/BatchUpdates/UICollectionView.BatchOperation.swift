import CollectionGeometry

extension UICollectionView {
    /// One call made inside a batch update (not UIKit API): what `insertItems(at:)`, `moveSection(_:toSection:)`
    /// and friends record, in UIKit's index spaces. Deletes, reloads and reconfigures name index paths
    /// before the update; inserts name index paths after it; a move goes from before to after.
    public enum BatchOperation: Hashable, Sendable {
        /// `insertItems(at:)`: index paths after the update.
        case insertItems([IndexPath])
        /// `deleteItems(at:)`: index paths before the update.
        case deleteItems([IndexPath])
        /// `reloadItems(at:)`: index paths before the update; the items get new cells.
        case reloadItems([IndexPath])
        /// `reconfigureItems(at:)`: index paths before the update; the items keep their cells.
        case reconfigureItems([IndexPath])
        /// `moveItem(at:to:)`: from before the update to after it.
        case moveItem(at: IndexPath, to: IndexPath)
        /// `insertSections(_:)`: section indexes after the update.
        case insertSections(IndexSet)
        /// `deleteSections(_:)`: section indexes before the update.
        case deleteSections(IndexSet)
        /// `reloadSections(_:)`: section indexes before the update.
        case reloadSections(IndexSet)
        /// `moveSection(_:toSection:)`: from before the update to after it.
        case moveSection(Int, toSection: Int)
    }
}

/// The batch being collected while an update block runs.
struct PendingBatch {
    /// The calls made so far, in call order (the order does not matter to UIKit; kept for messages).
    var operations: [UICollectionView.BatchOperation] = []
    /// Completion handlers of nested `performBatchUpdates` calls, run when the outermost batch ends.
    var nestedCompletions: [(Bool) -> Void] = []
}
