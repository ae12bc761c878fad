import CollectionGeometry
import CollectionDiagnostics
import CollectionViewHost
import DiffableData
import Foundation

extension UICollectionViewDiffableDataSource {
    /// Updates the collection view to show `snapshot`, animating the differences.
    ///
    /// Always diffs (iOS 15+ semantics: `animatingDifferences: false` only turns animation off; use
    /// ``applySnapshotUsingReloadData(_:completion:)`` to reload). The diff's stages are performed one
    /// batch update each, the data source reporting each stage's intermediate data from the start of its
    /// batch (UIKit requires the post-batch counts when the block ends); reloads and
    /// reconfigures follow in their own batch, in the new index space. A snapshot equal to the current
    /// data performs no batch but still invalidates the layout, so a section provider that now answers
    /// differently is seen. `completion` runs once, on the main actor, when everything has been applied
    /// (headless: before this method returns).
    ///
    /// - Complexity: O(*n*) expected for the diff (*n* = items in sections that changed), plus the
    ///   collection view's work per batch.
    @inlinable
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // Without animation the batches change the views at once, even on a manual animation clock.
        if animatingDifferences { applyDiffing(to: snapshot) } else { UIView.performWithoutAnimation { applyDiffing(to: snapshot) } }
        completion?()
    }

    /// Updates the collection view to show `snapshot` and returns when done (iOS 15).
    ///
    /// - Complexity: as ``apply(_:animatingDifferences:completion:)``.
    @inlinable
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        applyDiffing(to: snapshot)
    }

    /// Shows `snapshot` by reloading the collection view: no diff, no animation (iOS 15). The collection
    /// view's `reloadData()` runs once; `completion` runs once.
    ///
    /// - Complexity: O(*s*) to switch the data, plus the collection view's reload.
    @inlinable
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        let previousItems = current.itemArrays
        setCurrent(snapshot)
        reconcileSectionSnapshots()
        noteReloadItemMapping(from: previousItems)
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` in `section` (appended at the end when the data source lacks it): the section's
    /// items become the snapshot's ``NSDiffableDataSourceSectionSnapshot/visibleItems``, and the hierarchy
    /// and expansion state are kept for ``snapshot(for:)``.
    ///
    /// Items of the section snapshot that already exist in other sections are a programmer error (stops
    /// with UIKit's duplicate-identifier message; the lenient policy keeps the other section's copy).
    ///
    /// - Complexity: O(*m*) for the section's *m* items, plus the diff.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var sectionSnapshot = snapshot
        var sections = current.sectionIdentifiers
        var itemArrays = current.itemArrays
        let sectionIndex: Int
        if let index = current.indexOfSection(section) {
            sectionIndex = index
        } else {
            sections.append(section)
            itemArrays.append([])
            sectionIndex = sections.count - 1
        }
        // Items must stay unique across the whole data source.
        let elsewhere = sectionSnapshot.items.filter { item in
            current.sectionIdentifier(containingItem: item).map { $0 != section } ?? false
        }
        if !elsewhere.isEmpty {
            let names = elsewhere.map { String(describing: $0) }
            let message = SnapshotMessages.duplicateItems(names)
            guard failurePolicy == .record else { fatalError(message) }
            diagnostics.append(DiffableDataSourceDiagnostic(kind: .duplicateItemIdentifiers, message: message, identifiers: names))
            sectionSnapshot.delete(elsewhere)
        }
        itemArrays[sectionIndex] = sectionSnapshot.visibleItems
        // The hierarchy is in place before the collection view realizes the new rows, so each cell is dequeued
        // with its item's level and expansion (see `outlineItemState(at:)`).
        sectionSnapshots[section] = sectionSnapshot
        applyDiffing(to: NSDiffableDataSourceSnapshot(sections: sections, itemArrays: itemArrays))
        // Rows already on screen (an expanded or collapsed parent) show their new state.
        collectionView?.refreshOutlineItemStatesOfVisibleCells()
        completion?()
    }

    // MARK: - Driving the collection view

    /// Diffs the current data against `target` and performs the stages on the collection view.
    @inlinable
    func applyDiffing(to proposed: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        let target = failurePolicy == .record ? keepingFirstOccurrences(proposed) : proposed
        let changeset = StagedChangeset(
            oldSections: current.sectionIdentifiers, oldItemArrays: current.itemArrays,
            newSections: target.sectionIdentifiers, newItemArrays: target.itemArrays,
            reloadedItems: target.reloadedItemSet, reconfiguredItems: target.reconfiguredItemSet,
            reloadedSections: target.reloadedSectionSet)
        if let collectionView {
            if changeset.isEmpty {
                // Nothing to insert, delete, move or reload, but UIKit still lays the sections out anew: apps
                // change what their section provider returns and re-apply the same snapshot to show it.
                collectionView.collectionViewLayout.invalidateLayout()
            } else {
                perform(changeset, on: collectionView)
            }
        }
        // The final data is the target's (the last stage's data equals it; the snapshot itself keeps its
        // lookup tables, so take it rather than rebuilding from the stage).
        setCurrent(target)
        reconcileSectionSnapshots()
    }

    /// Snapshots from the public API are always unique; data handed over whole may not be. Lenient
    /// policy: keep first occurrences and record what was dropped.
    @usableFromInline
    func keepingFirstOccurrences(_ proposed: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
        -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        let (unique, removed) = proposed.keepingFirstOccurrences()
        guard !removed.isEmpty else { return proposed }
        diagnostics.append(DiffableDataSourceDiagnostic(
            kind: .duplicateItemIdentifiers, message: SnapshotMessages.duplicateItems(removed), identifiers: removed))
        return unique
    }

    /// Performs each stage as one batch update, then the post-pass. The diff keeps UIKit's batch rules by
    /// construction, so the collection view applies its batches without checking them again (it still
    /// compares the counts with its own and checks the calls when they differ).
    @inlinable
    func perform(_ changeset: StagedChangeset<SectionIdentifierType, ItemIdentifierType>, on collectionView: UICollectionView) {
        for stage in changeset {
            let staged = NSDiffableDataSourceSnapshot(sections: stage.sections, itemArrays: stage.itemArrays)
            let countsAfter = stage.itemArrays.map(\.count)
            if stage.hasStructuralChanges {
                let packed = stage.packedItemPositions
                let movesArePacked = packed.moveSources.count == stage.itemMoves.count
                let batch = UICollectionView.DiffedBatch(
                    sectionDeletes: stage.sectionDeletes, sectionInserts: stage.sectionInserts,
                    sectionMoves: stage.sectionMoves.map { .init(from: $0.source, to: $0.destination) }, sectionReloads: [],
                    itemDeletes: stage.itemDeletes, itemInserts: stage.itemInserts,
                    itemMoveSourcesByDestination: movesArePacked ? packed.moveSources : stage.itemMoves.map { IndexPathKey.key($0.source) },
                    itemMoveDestinations: movesArePacked
                        ? packed.moveDestinations : stage.itemMoves.map { IndexPathKey.key($0.destination) },
                    itemReloads: [], itemReconfigures: [],
                    itemCountsBefore: current.itemArrays.map(\.count), itemCountsAfter: countsAfter,
                    deleteKeys: packed.deletes, insertKeys: packed.inserts)
                // The data source must already report the post-batch counts when the block ends.
                collectionView.performDiffedBatchUpdate(batch, updatingData: { self.setCurrent(staged) })
            } else {
                setCurrent(staged)
            }
            if stage.hasPostPassChanges {
                // Reloads and reconfigures in the stage's new index space; nothing structural moves now.
                let batch = UICollectionView.DiffedBatch(
                    sectionDeletes: [], sectionInserts: [], sectionMoves: [], sectionReloads: stage.sectionReloads,
                    itemDeletes: [], itemInserts: [], itemMoveSourcesByDestination: [], itemMoveDestinations: [],
                    itemReloads: stage.itemReloads, itemReconfigures: stage.itemReconfigures,
                    itemCountsBefore: countsAfter, itemCountsAfter: countsAfter,
                    reloadKeys: stage.packedItemPositions.reloads)
                collectionView.performDiffedBatchUpdate(batch, updatingData: {})
            }
        }
    }

    /// Keeps stored section snapshots only where they still describe the section's items (an apply of a
    /// plain snapshot that changes a section's items replaces its hierarchy with a flat list).
    @inlinable
    func reconcileSectionSnapshots() {
        guard !sectionSnapshots.isEmpty else { return }
        for (section, sectionSnapshot) in sectionSnapshots {
            guard let index = current.indexOfSection(section),
                  current.itemArrays[index] == sectionSnapshot.visibleItems else {
                sectionSnapshots[section] = nil
                continue
            }
        }
    }
}

extension UICollectionViewDiffableDataSource {
    /// Asks the collection view to carry into its next reload where each item of `previousItems` (the items by
    /// section before the reload) is now, by identifier, so that what the layout remembers per item follows it.
    @usableFromInline
    func noteReloadItemMapping(from previousItems: [[ItemIdentifierType]]) {
        guard let collectionView else { return }
        collectionView.carryReloadItemMappingIntoNextReload { [weak self] old in
            guard let self, old.count == 2, previousItems.indices.contains(old.section),
                  previousItems[old.section].indices.contains(old.item) else { return nil }
            return self.indexPath(for: previousItems[old.section][old.item])
        }
    }
}
