import Foundation

/// The derived tables of an ``NSDiffableDataSourceSnapshot``: built lazily, shared between copies,
/// copied on write.
///
/// - `owners` maps each item to the identifier of its section. Once built, every mutation keeps it up to
///   date incrementally (appends add k entries, deletes remove k), so N single-item mutations never
///   rebuild it (the O(N²) pitfall of some diffable reimplementations). It stores section *identifiers*,
///   not indices, so inserting or moving a section costs nothing here.
/// - `flatItems` (the `itemIdentifiers` array) and `positions` (item → flattened index) are pure
///   caches, dropped by any mutation that changes order and rebuilt on the next query.
///
/// Copies of a snapshot share one cache; a read on one thread may build a table while another thread
/// reads, so reads take the lock. A mutation first makes the cache unique (copy on write), after which
/// the mutating snapshot is its only user and no lock is needed.
@usableFromInline
final class SnapshotLookupCache<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: @unchecked Sendable {
    @usableFromInline
    typealias Section = SectionIdentifierType
    @usableFromInline
    typealias Item = ItemIdentifierType

    @usableFromInline
    let lock = NSLock()
    /// Item → owning section; meaningful only when `ownersBuilt`.
    @usableFromInline
    var owners: [Item: Section] = [:]
    @usableFromInline
    var ownersBuilt = false
    @usableFromInline
    var flatItems: [Item]?
    @usableFromInline
    var positions: [Item: Int]?

    @inlinable
    init() {}

    /// A copy for a mutating snapshot: keeps `owners` (copy on write), drops the order caches.
    @inlinable
    func copyForMutation() -> SnapshotLookupCache {
        lock.lock(); defer { lock.unlock() }
        let copy = SnapshotLookupCache()
        copy.owners = owners
        copy.ownersBuilt = ownersBuilt
        return copy
    }

    /// Builds `owners` from the storage if needed. Caller holds the lock or owns the cache uniquely.
    @inlinable
    func buildOwnersIfNeeded(sections: [Section], itemArrays: [[Item]]) {
        guard !ownersBuilt else { return }
        var table: [Item: Section] = [:]
        table.reserveCapacity(itemArrays.reduce(0) { $0 + $1.count })
        for (section, items) in zip(sections, itemArrays) {
            for item in items { table[item] = section }
        }
        owners = table
        ownersBuilt = true
    }

    /// The section that holds `item`, building the table on first use (thread-safe read path).
    @inlinable
    func owner(of item: Item, sections: [Section], itemArrays: [[Item]]) -> Section? {
        lock.lock(); defer { lock.unlock() }
        buildOwnersIfNeeded(sections: sections, itemArrays: itemArrays)
        return owners[item]
    }

    /// All items, section by section, cached until the next mutation (thread-safe read path).
    @inlinable
    func flattened(itemArrays: [[Item]]) -> [Item] {
        // One section: its array *is* the flattened view (shared storage, no copy).
        if itemArrays.count == 1 { return itemArrays[0] }
        lock.lock(); defer { lock.unlock() }
        if let flatItems { return flatItems }
        let flat = Array(itemArrays.joined())
        flatItems = flat
        return flat
    }

    /// The flattened index of `item`, from a table cached until the next mutation (thread-safe read path).
    @inlinable
    func position(of item: Item, itemArrays: [[Item]]) -> Int? {
        lock.lock(); defer { lock.unlock() }
        if let positions { return positions[item] }
        var table: [Item: Int] = [:]
        table.reserveCapacity(itemArrays.reduce(0) { $0 + $1.count })
        var index = 0
        for items in itemArrays {
            for element in items {
                table[element] = index
                index += 1
            }
        }
        positions = table
        return table[item]
    }

    /// Runs `body` on the item table moved into a local (owner of a unique cache): loops then mutate a
    /// uniquely referenced local dictionary instead of paying a class-property access per element.
    @inlinable
    func withOwners<Result>(_ body: (inout [Item: Section]) -> Result) -> Result {
        var table = owners
        owners = [:]
        defer { owners = table }
        return body(&table)
    }

    /// Drops the order caches; called by every mutation that changes order (owner of a unique cache).
    @inlinable
    func invalidateOrder() {
        flatItems = nil
        positions = nil
    }
}
