import CollectionGeometry
import CollectionViewHost

/// Lets `UICollectionView.simulateAccessoryTap(onItemAt:)` expand and collapse outline items as a tap on
/// an outline disclosure does in UIKit: through ``UICollectionViewDiffableDataSource/expandItem(_:)`` and
/// ``UICollectionViewDiffableDataSource/collapseItem(_:)``, which consult the section snapshot handlers.
extension UICollectionViewDiffableDataSource: OutlineDisclosureToggling {
    /// Expands the item at `indexPath` when collapsed, collapses it when expanded. Beyond UIKit.
    ///
    /// - Complexity: O(*m*) for the section's *m* items, plus the apply.
    public func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let expanded = isOutlineItemExpanded(at: indexPath) else {
            return false
        }
        return expanded ? collapseItem(item) : expandItem(item)
    }

    /// Whether the item at `indexPath` is expanded in its section snapshot; nil when there is no item there
    /// in any section snapshot. Beyond UIKit.
    ///
    /// - Complexity: O(*m*) for the section's *m* items.
    public func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool? {
        guard let item = itemIdentifier(for: indexPath), let (_, sectionSnapshot) = sectionSnapshot(containing: item),
              sectionSnapshot.contains(item) else { return nil }
        return sectionSnapshot.isExpanded(item)
    }
}
