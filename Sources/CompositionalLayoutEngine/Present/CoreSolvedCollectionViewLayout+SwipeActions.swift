import CollectionGeometry
import CollectionViewHost

extension CoreSolvedCollectionViewLayout: SwipeActionsProviding {
    /// The swipe actions of the row at `indexPath`: its list section's
    /// ``UICollectionLayoutListConfiguration/leadingSwipeActionsConfigurationProvider`` for `.leading`, or
    /// ``UICollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider`` for `.trailing`,
    /// asked with the index path. Nil when the section is not a list section, the provider is not set or
    /// answers nil, or `edge` is another edge. This is what ``UICollectionView/simulateSwipe(onItemAt:edge:)``
    /// asks, as UIKit's list sections answer a swipe.
    ///
    /// - Complexity: O(1) plus the provider's cost.
    public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: NSDirectionalRectEdge) -> UISwipeActionsConfiguration? {
        guard indexPath.count == 2, let list = listConfiguration(forSection: indexPath.section) else { return nil }
        switch edge {
        case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
        default: return nil
        }
    }
}
