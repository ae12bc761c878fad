import CollectionGeometry

/// A layout that knows the separator configuration of its list rows (beyond UIKit, where list sections hand it
/// to their cells privately): the collection view asks it for each list cell it shows, which runs the list's
/// `itemSeparatorHandler`, and keeps the answer on the cell
/// (``UICollectionViewListCell/resolvedSeparatorConfiguration``). `UICollectionViewCompositionalLayout`
/// adopts it.
@preconcurrency @MainActor
public protocol ListSeparatorProviding: AnyObject {
    /// The separator configuration of the row at `indexPath`, or nil when its section is not a list.
    func separatorConfiguration(forItemAt indexPath: IndexPath) -> UIListSeparatorConfiguration?
}
