import CollectionGeometry
import CollectionViewHost

/// Lets `UICollectionView.simulateAccessoryTap(onItemAt:)` expand and collapse outline items as a tap on
/// an outline disclosure does in UIKit: through ``UICollectionViewDiffableDataSource/expandItem(_:)`` and
/// ``UICollectionViewDiffableDataSource/collapseItem(_:)``, which consult the section snapshot handlers.
/// And gives the collection view each item's place in its outline (``OutlineItemStateProviding``), as UIKit's
/// hierarchical data source sets its cells' indentation and expanded state.
extension UICollectionViewDiffableDataSource: OutlineDisclosureToggling, OutlineItemStateProviding {
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

    /// The outline state of the item at `indexPath`: its level in its section snapshot (0 for a root item) and
    /// whether it is expanded; nil for an item of a section that was not applied as a section snapshot.
    ///
    /// - Complexity: O(*d*) for the item's depth *d*.
    public func outlineItemState(at indexPath: IndexPath) -> (indentationLevel: Int, isExpanded: Bool)? {
        guard !sectionSnapshots.isEmpty, indexPath.count == 2, let section = sectionIdentifier(for: indexPath.section),
              let sectionSnapshot = sectionSnapshots[section], let item = itemIdentifier(for: indexPath),
              sectionSnapshot.contains(item) else { return nil }
        return (sectionSnapshot.level(of: item), sectionSnapshot.isExpanded(item))
    }
}
