import CollectionGeometry

/// A layout that supplies swipe actions for its rows. Beyond UIKit: on iOS the list configuration's
/// `leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider` reach the
/// collection view privately; a layout adopting this protocol is what
/// ``UICollectionView/simulateSwipe(onItemAt:edge:)`` asks. `UICollectionViewCompositionalLayout` adopts it
/// and answers from the row's list section; custom layouts may adopt it too.
@preconcurrency @MainActor
public protocol SwipeActionsProviding: AnyObject {
    /// The swipe actions of the row at `indexPath` on `edge` (`.leading` or `.trailing`), or nil for none.
    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: NSDirectionalRectEdge) -> UISwipeActionsConfiguration?
}

/// A data source that expands and collapses outline items, as a tap on an outline disclosure accessory
/// does in UIKit (the diffable data source adopts it through its section snapshot handlers). Beyond UIKit.
@preconcurrency @MainActor
public protocol OutlineDisclosureToggling: AnyObject {
    /// Expands the item at `indexPath` if it is collapsed, collapses it if expanded; returns whether it changed.
    func toggleOutlineItem(at indexPath: IndexPath) -> Bool
    /// Whether the item at `indexPath` is expanded, nil when it is not an outline item.
    func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool?
}
