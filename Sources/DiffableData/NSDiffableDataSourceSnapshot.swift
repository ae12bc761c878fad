/// The state of a diffable data source's data: an ordered list of sections, each an ordered list of
/// items (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// Every section identifier and every item identifier must be unique across the whole snapshot
/// (items are unique globally, not per section). Identity is `Hashable` identity: an identifier whose
/// hash or `==` changes is a different item.
///
/// ## Storage
/// Parallel arrays — section identifiers and one item array per section — plus a section → index
/// dictionary kept eagerly, and lazily built item → section and item → flattened-index tables (see
/// ``SnapshotLookupCache``). Building a snapshot with `appendItems` hashes each new item once (the
/// duplicate check and the lookup table are one pass); queries return stored arrays.
///
/// ## Errors
/// Misuse UIKit ends with an exception (duplicate identifiers in one call, a missing section or anchor,
/// reloading an absent item) stops with UIKit's message. Every such operation has a `checked…` twin that
/// throws ``SnapshotValidationError`` instead and leaves the snapshot unchanged.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    @usableFromInline
    typealias Section = SectionIdentifierType
    @usableFromInline
    typealias Item = ItemIdentifierType

    /// Section identifiers in order.
    @usableFromInline
    var _sections: [SectionIdentifierType]
    /// Items of each section, parallel to `_sections`.
    @usableFromInline
    var _itemArrays: [[ItemIdentifierType]]
    /// Section → index in `_sections`; always complete.
    @usableFromInline
    var _sectionIndices: [SectionIdentifierType: Int]
    /// Lazily built lookup tables; see ``SnapshotLookupCache``.
    @usableFromInline
    var _cache: SnapshotLookupCache<SectionIdentifierType, ItemIdentifierType>
    /// Running total of items, so `numberOfItems` is O(1).
    @usableFromInline
    var _itemCount: Int

    /// Items marked with `reloadItems(_:)` (consumed by `apply`).
    @usableFromInline
    package var reloadedItemSet: Set<ItemIdentifierType> = []
    /// Items marked with `reconfigureItems(_:)` (consumed by `apply`).
    @usableFromInline
    package var reconfiguredItemSet: Set<ItemIdentifierType> = []
    /// Sections marked with `reloadSections(_:)` (consumed by `apply`).
    @usableFromInline
    package var reloadedSectionSet: Set<SectionIdentifierType> = []

    /// Creates an empty snapshot.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init() {
        _sections = []
        _itemArrays = []
        _sectionIndices = [:]
        _cache = SnapshotLookupCache()
        _itemCount = 0
    }

    /// Creates a snapshot from sections and their items, **without validation** (the diff and the data
    /// source build snapshots from data they know to be unique).
    ///
    /// - Precondition: `sections.count == itemArrays.count`; all identifiers unique.
    /// - Complexity: O(*s*), *s* = number of sections (the item table is built on first use).
    @inlinable
    package init(sections: [SectionIdentifierType], itemArrays: [[ItemIdentifierType]]) {
        _sections = sections
        _itemArrays = itemArrays
        var indices: [SectionIdentifierType: Int] = [:]
        indices.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() { indices[section] = index }
        _sectionIndices = indices
        _cache = SnapshotLookupCache()
        _itemCount = itemArrays.reduce(0) { $0 + $1.count }
    }

    /// The items of each section, in the order of ``sectionIdentifiers`` (the diff's view of the data).
    ///
    /// Setting it replaces all items without validation and drops the lookup tables.
    @inlinable
    package var itemArrays: [[ItemIdentifierType]] {
        get { _itemArrays }
        set {
            _itemArrays = newValue
            _itemCount = newValue.reduce(0) { $0 + $1.count }
            _cache = SnapshotLookupCache()
            reloadedItemSet = []
            reconfiguredItemSet = []
        }
    }

    // MARK: - Storage helpers shared by the mutation files

    /// Makes the cache unique to this snapshot (copy on write) and drops its order caches.
    @inlinable
    mutating func _mutableCache() -> SnapshotLookupCache<SectionIdentifierType, ItemIdentifierType> {
        if !isKnownUniquelyReferenced(&_cache) {
            _cache = _cache.copyForMutation()
        } else {
            _cache.invalidateOrder()
        }
        return _cache
    }

    /// The unique cache with the item → section table built.
    @inlinable
    mutating func _mutableOwners() -> SnapshotLookupCache<SectionIdentifierType, ItemIdentifierType> {
        let cache = _mutableCache()
        cache.buildOwnersIfNeeded(sections: _sections, itemArrays: _itemArrays)
        return cache
    }

    /// Recomputes `_sectionIndices` for sections at `start...` after an insert, delete or move.
    @inlinable
    mutating func _reindexSections(from start: Int) {
        guard start < _sections.count else { return }
        for index in start..<_sections.count { _sectionIndices[_sections[index]] = index }
    }

    /// The section that holds `item`, or nil (builds the item table on first use).
    @inlinable
    func _owner(of item: ItemIdentifierType) -> SectionIdentifierType? {
        if _itemCount == 0 { return nil }
        return _cache.owner(of: item, sections: _sections, itemArrays: _itemArrays)
    }

    /// Describes identifiers for messages.
    @inlinable
    static func _describe<S: Sequence>(_ identifiers: S) -> [String] {
        identifiers.map { String(describing: $0) }
    }

    /// Stops with UIKit's message: the trapping half of every `checked…` operation.
    @inlinable
    static func _stop(_ error: SnapshotValidationError) -> Never {
        // fatalError, not preconditionFailure: the message must survive optimised builds.
        fatalError(error.message)
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
