import CollectionGeometry
import CollectionViewHost
import DiffableData

extension UICollectionViewDiffableDataSource {
    /// Handlers that control how items of a section snapshot expand and collapse (UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, iOS 14).
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether `item` may expand; nil means yes.
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// Called before `item` expands.
        public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether `item` may collapse; nil means yes.
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// Called before `item` collapses.
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// Supplies the children of a parent about to expand (lazy loading): given the parent and its
        /// current child snapshot, returns the child snapshot to show.
        public var snapshotForExpandingParent: (@MainActor (Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Creates handlers that allow everything and do nothing.
        public init() {}
    }

    /// Handlers that control interactive reordering (UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`, iOS 14).
    public struct ReorderingHandlers {
        /// Whether `item` may be reordered. Reordering is enabled only when this is set.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called with the transaction before the data source adopts the new order.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the transaction after the data source adopted the new order; update your model here.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Creates handlers with reordering disabled.
        public init() {}
    }

    // MARK: - Reordering (UICollectionViewDataSource's move methods)

    /// Whether the item at `indexPath` may move (see `collectionView(_:canMoveItemAt:)`).
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// Adopts an interactive move (see `collectionView(_:moveItemAt:to:)`).
    func reorderItem(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath),
              current.sectionIdentifiers.indices.contains(destinationIndexPath.section) else { return }
        let initial = current
        var itemArrays = current.itemArrays
        itemArrays[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        let destination = min(max(0, destinationIndexPath.item), itemArrays[destinationIndexPath.section].count)
        itemArrays[destinationIndexPath.section].insert(item, at: destination)
        let final = NSDiffableDataSourceSnapshot(sections: current.sectionIdentifiers, itemArrays: itemArrays)

        var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for index in Set([sourceIndexPath.section, destinationIndexPath.section]).sorted() {
            let before = initial.itemArrays[index]
            let after = itemArrays[index]
            sectionTransactions.append(NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: current.sectionIdentifiers[index],
                initialSnapshot: NSDiffableDataSourceSectionSnapshot(trustedRootItems: before),
                finalSnapshot: NSDiffableDataSourceSectionSnapshot(trustedRootItems: after),
                difference: after.difference(from: before).inferringMoves()))
        }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves(),
            sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        // The view already moved the cell; only the data changes.
        setCurrent(final)
        reconcileSectionSnapshots()
        reorderingHandlers.didReorder?(transaction)
    }

    // MARK: - Expanding and collapsing (headless stand-ins for the outline disclosure)

    /// Expands `item` in its section snapshot as a tap on its outline disclosure would (not UIKit API):
    /// asks ``SectionSnapshotHandlers/shouldExpandItem``, calls ``SectionSnapshotHandlers/willExpandItem``,
    /// lets ``SectionSnapshotHandlers/snapshotForExpandingParent`` supply the children, and applies the
    /// section snapshot. Returns whether the item expanded.
    ///
    /// - Complexity: O(*m*) for the section's *m* items, plus the apply.
    @discardableResult
    public func expandItem(_ item: ItemIdentifierType) -> Bool {
        guard let (section, sectionSnapshot) = sectionSnapshot(containing: item), !sectionSnapshot.isExpanded(item),
              sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return false }
        sectionSnapshotHandlers.willExpandItem?(item)
        var updated = sectionSnapshot
        if let supply = sectionSnapshotHandlers.snapshotForExpandingParent {
            let children = supply(item, sectionSnapshot.snapshot(of: item))
            updated.replace(childrenOf: item, using: children)
        }
        updated.expand([item])
        apply(updated, to: section)
        return true
    }

    /// Collapses `item` in its section snapshot as a tap on its outline disclosure would (not UIKit API).
    /// Returns whether the item collapsed.
    ///
    /// - Complexity: O(*m*), plus the apply.
    @discardableResult
    public func collapseItem(_ item: ItemIdentifierType) -> Bool {
        guard let (section, sectionSnapshot) = sectionSnapshot(containing: item), sectionSnapshot.isExpanded(item),
              sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return false }
        sectionSnapshotHandlers.willCollapseItem?(item)
        var updated = sectionSnapshot
        updated.collapse([item])
        apply(updated, to: section)
        return true
    }

    /// The stored section snapshot holding `item` (visible or not).
    func sectionSnapshot(containing item: ItemIdentifierType) -> (SectionIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)? {
        if let section = current.sectionIdentifier(containingItem: item) {
            return (section, snapshot(for: section))
        }
        // A hidden child is not in the flat data; look through the hierarchies.
        for (section, sectionSnapshot) in sectionSnapshots where sectionSnapshot.contains(item) {
            return (section, sectionSnapshot)
        }
        return nil
    }
}
