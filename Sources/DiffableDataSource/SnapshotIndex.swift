import CollectionGeometry
import DiffableData

/// A data source's current data with what makes its lookups fast: each section's first flat item index. The
/// collection view's and the table view's diffable data sources both keep their data in one (inlinable, so the
/// lookups stay as fast as the collection data source's own were).
@MainActor
@usableFromInline
struct SnapshotIndex<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The data the view is told about (reload and reconfigure marks stripped). Set it with ``setCurrent(_:)``.
    @usableFromInline var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The flat index of each section's first item.
    @usableFromInline var sectionStarts: [Int] = []

    @inlinable init() {}

    /// Makes `snapshot` the current data.
    ///
    /// - Complexity: O(s) for s sections.
    @inlinable
    mutating func setCurrent(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        current = snapshot
        current.reloadedItemSet = []
        current.reconfiguredItemSet = []
        current.reloadedSectionSet = []
        var starts: [Int] = []
        starts.reserveCapacity(snapshot.numberOfSections)
        var running = 0
        for items in snapshot.itemArrays {
            starts.append(running)
            running += items.count
        }
        sectionStarts = starts
    }

    /// The item at `indexPath`, or nil when out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let arrays = current.itemArrays
        guard indexPath.count == 2, arrays.indices.contains(indexPath.section),
              arrays[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return arrays[indexPath.section][indexPath.item]
    }

    /// The index path of `identifier`: its flat position (one hash lookup in the snapshot's position table),
    /// then the last section starting at or before it (an empty section starts where the next does, so "last"
    /// skips it).
    ///
    /// - Complexity: O(1) on average plus O(log s) for s sections.
    @inlinable
    func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        guard let flat = current.indexOfItem(identifier), !sectionStarts.isEmpty else { return nil }
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return IndexPath(item: flat - sectionStarts[low], section: low)
    }

    /// The section identifier at `index`, or nil when out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }
}
