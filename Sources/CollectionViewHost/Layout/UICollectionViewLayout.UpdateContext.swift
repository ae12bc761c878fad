import Foundation

extension UICollectionViewLayout {
    /// What the collection view tells its layout about the changes its passes lay out: the reloads and the
    /// batch update in progress, so that a layout can carry what it keeps per item (measured sizes, waterfall
    /// columns) to the items' new places. The collection view writes it, in one place, whenever a reload or a
    /// batch update begins or ends, and hands it to a new layout; layouts only read it. UIKit's public channel,
    /// ``prepare(forCollectionViewUpdates:)`` and ``finalizeCollectionViewUpdates()``, works beside it.
    package struct UpdateContext {
        /// Numbers the collection view's reloads (`reloadData()`): what a layout keeps per item from before a
        /// reload may belong to other items.
        package var reloadGeneration = 0
        /// Where the items before the latest reload are now, when the data source knows (a diffable data source
        /// reloading a snapshot maps each item by its identifier); nil: by index.
        package var reloadItemMapping: ((IndexPath) -> IndexPath?)?
        /// The batch update being applied while the collection view lays out for it (from the invalidation it
        /// causes until `finalizeCollectionViewUpdates()`), nil otherwise.
        package var batchUpdate: UICollectionView.BatchUpdate?
        /// Numbers the batch updates: a layout tells one update from the next even when no layout pass runs
        /// between them.
        package var batchUpdateGeneration = 0

        package init() {}
    }
}
