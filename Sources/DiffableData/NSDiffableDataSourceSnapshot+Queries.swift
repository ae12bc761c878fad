extension NSDiffableDataSourceSnapshot {
    /// The number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfSections: Int { _sections.count }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfItems: Int { _itemCount }

    /// The section identifiers, in order.
    ///
    /// - Complexity: O(1) (the stored array).
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }

    /// All item identifiers, section by section.
    ///
    /// UIKit rebuilds this array on every call; here it is cached until the next mutation.
    ///
    /// - Complexity: O(1) for one section or when cached; otherwise O(*n*) once per mutation.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] { _cache.flattened(itemArrays: _itemArrays) }

    /// The number of items in `identifier`'s section. Stops with UIKit's message when the section is absent.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        do { return try _validatedNumberOfItems(inSection: identifier) } catch { Self._stop(error) }
    }

    /// The number of items in `identifier`'s section, or ``SnapshotValidationError`` when it is absent.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    @_spi(Checked) public func checkedNumberOfItems(inSection identifier: SectionIdentifierType) throws(SnapshotValidationError) -> Int {
        try _validatedNumberOfItems(inSection: identifier)
    }

    /// The work of ``checkedNumberOfItems`` and of the UIKit-named call that stops on its error.
    @inlinable
    func _validatedNumberOfItems(inSection identifier: SectionIdentifierType) throws(SnapshotValidationError) -> Int {
        try _itemArrays[_sectionIndex(identifier, operation: "numberOfItems(inSection:)")].count
    }

    /// The items of `identifier`'s section, in order. Stops with UIKit's message when the section is
    /// absent (iOS 14+ behaviour; iOS 13 returned an empty array).
    ///
    /// - Complexity: O(1) on average (the stored array).
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        do { return try _validatedItemIdentifiers(inSection: identifier) } catch { Self._stop(error) }
    }

    /// The items of `identifier`'s section, or ``SnapshotValidationError`` when it is absent.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    @_spi(Checked) public func checkedItemIdentifiers(inSection identifier: SectionIdentifierType) throws(SnapshotValidationError) -> [ItemIdentifierType] {
        try _validatedItemIdentifiers(inSection: identifier)
    }

    /// The work of ``checkedItemIdentifiers`` and of the UIKit-named call that stops on its error.
    @inlinable
    func _validatedItemIdentifiers(inSection identifier: SectionIdentifierType) throws(SnapshotValidationError) -> [ItemIdentifierType] {
        try _itemArrays[_sectionIndex(identifier, operation: "itemIdentifiers(inSection:)")]
    }

    /// The section that contains `identifier`, or nil when the item is absent.
    ///
    /// - Complexity: O(1) on average (the item table is built once, on first use, in O(*n*)).
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _owner(of: identifier)
    }

    /// The flattened index of `identifier` (counting items of earlier sections), or nil when absent.
    ///
    /// - Complexity: O(1) on average; the first query after a mutation builds the position table in O(*n*).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        if _itemCount == 0 { return nil }
        return _cache.position(of: identifier, itemArrays: _itemArrays)
    }

    /// The index of `identifier` among the sections, or nil when absent.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        _sectionIndices[identifier]
    }

    /// The items marked for reloading by ``reloadItems(_:)``, in snapshot order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* marked items, plus the position table's build after a mutation.
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _inSnapshotOrder(reloadedItemSet) }

    /// The items marked for reconfiguring by ``reconfigureItems(_:)``, in snapshot order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* marked items, plus the position table's build after a mutation.
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _inSnapshotOrder(reconfiguredItemSet) }

    /// The sections marked for reloading by ``reloadSections(_:)``, in snapshot order.
    ///
    /// - Complexity: O(*k* log *k*) for *k* marked sections.
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] {
        reloadedSectionSet.sorted { (_sectionIndices[$0] ?? 0) < (_sectionIndices[$1] ?? 0) }
    }

    // MARK: - Helpers

    /// The index of a section that must exist, or the error UIKit raises.
    @inlinable
    func _sectionIndex(_ identifier: SectionIdentifierType, operation: String) throws(SnapshotValidationError) -> Int {
        guard let index = _sectionIndices[identifier] else {
            throw SnapshotValidationError(kind: .sectionNotFound, identifiers: Self._describe([identifier]),
                                          operation: operation, message: SnapshotMessages.sectionNotFound)
        }
        return index
    }

    @inlinable
    func _inSnapshotOrder(_ items: Set<ItemIdentifierType>) -> [ItemIdentifierType] {
        if items.isEmpty { return [] }
        return items.sorted { (indexOfItem($0) ?? 0) < (indexOfItem($1) ?? 0) }
    }
}
