import CollectionGeometry

/// A data source that knows where its items sit in an outline (beyond UIKit, where the diffable data source
/// hands this to its cells privately): the collection view asks it for each cell it dequeues and gives a list
/// cell its `indentationLevel`, and every cell its `configurationState.isExpanded`, before the cell is
/// configured. `UICollectionViewDiffableDataSource` adopts it for sections applied as
/// `NSDiffableDataSourceSectionSnapshot`s.
@preconcurrency @MainActor
public protocol OutlineItemStateProviding: AnyObject {
    /// The outline state of the item at `indexPath`: its depth in its section's hierarchy (0 for a root item)
    /// and whether it is expanded; nil when the item is not part of an outline.
    func outlineItemState(at indexPath: IndexPath) -> (indentationLevel: Int, isExpanded: Bool)?
}
