extension NSDiffableDataSourceSnapshot {
    /// Appends empty sections at the end. Stops with UIKit's message when an identifier is supplied twice
    /// or already exists.
    ///
    /// - Complexity: O(*k*) on average, *k* = number of new sections.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        do { try _validatedAppendSections(identifiers) } catch { Self._stop(error) }
    }

    /// Appends empty sections, or throws ``SnapshotValidationError`` (snapshot unchanged) on duplicates.
    ///
    /// - Complexity: O(*k*) on average.
    @inlinable
    @_spi(Checked) public mutating func checkedAppendSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotValidationError) {
        try _validatedAppendSections(identifiers)
    }

    /// The work of ``checkedAppendSections`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedAppendSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotValidationError) {
        try _insertSections(identifiers, at: _sections.count, operation: "appendSections(_:)")
    }

    /// Inserts empty sections before `beforeIdentifier`. Stops when the anchor is absent or an identifier is duplicated.
    ///
    /// - Complexity: O(*k* + *s*), *s* = number of sections (indices after the insertion point shift).
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType) {
        do { try _validatedInsertSections(identifiers, beforeSection: beforeIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``insertSections(_:beforeSection:)``.
    ///
    /// - Complexity: O(*k* + *s*).
    @inlinable
    @_spi(Checked) public mutating func checkedInsertSections(_ identifiers: [SectionIdentifierType],
                                               beforeSection beforeIdentifier: SectionIdentifierType) throws(SnapshotValidationError) {
        try _validatedInsertSections(identifiers, beforeSection: beforeIdentifier)
    }

    /// The work of ``checkedInsertSections`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedInsertSections(_ identifiers: [SectionIdentifierType],
                                               beforeSection beforeIdentifier: SectionIdentifierType) throws(SnapshotValidationError) {
        let anchor = try _sectionIndex(beforeIdentifier, operation: "insertSections(_:beforeSection:)")
        try _insertSections(identifiers, at: anchor, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts empty sections after `afterIdentifier`. Stops when the anchor is absent or an identifier is duplicated.
    ///
    /// - Complexity: O(*k* + *s*).
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType) {
        do { try _validatedInsertSections(identifiers, afterSection: afterIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``insertSections(_:afterSection:)``.
    ///
    /// - Complexity: O(*k* + *s*).
    @inlinable
    @_spi(Checked) public mutating func checkedInsertSections(_ identifiers: [SectionIdentifierType],
                                               afterSection afterIdentifier: SectionIdentifierType) throws(SnapshotValidationError) {
        try _validatedInsertSections(identifiers, afterSection: afterIdentifier)
    }

    /// The work of ``checkedInsertSections`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedInsertSections(_ identifiers: [SectionIdentifierType],
                                               afterSection afterIdentifier: SectionIdentifierType) throws(SnapshotValidationError) {
        let anchor = try _sectionIndex(afterIdentifier, operation: "insertSections(_:afterSection:)")
        try _insertSections(identifiers, at: anchor + 1, operation: "insertSections(_:afterSection:)")
    }

    /// Deletes sections and all their items. Unknown identifiers are ignored (a debug warning in UIKit, no exception).
    ///
    /// - Complexity: O(*s* + *m*), *m* = number of items in the deleted sections.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<Int>()
        for identifier in identifiers {
            if let index = _sectionIndices[identifier] { doomed.insert(index) }
        }
        guard !doomed.isEmpty else { return }
        let cache = _mutableCache()
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        keptSections.reserveCapacity(_sections.count - doomed.count)
        keptItems.reserveCapacity(_sections.count - doomed.count)
        for index in _sections.indices {
            guard doomed.contains(index) else {
                keptSections.append(_sections[index])
                keptItems.append(_itemArrays[index])
                continue
            }
            let section = _sections[index]
            _sectionIndices[section] = nil
            reloadedSectionSet.remove(section)
            let items = _itemArrays[index]
            _itemCount -= items.count
            if cache.ownersBuilt {
                cache.withOwners { owners in for item in items { owners[item] = nil } }
            }
            _forgetFlags(of: items)
        }
        _sections = keptSections
        _itemArrays = keptItems
        _reindexSections(from: doomed.min() ?? 0)
    }

    /// Moves `identifier` just before `toIdentifier`. Stops when either section is absent.
    ///
    /// - Complexity: O(*s*).
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        do { try _validatedMoveSection(identifier, beforeSection: toIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``moveSection(_:beforeSection:)``.
    ///
    /// - Complexity: O(*s*).
    @inlinable
    @_spi(Checked) public mutating func checkedMoveSection(_ identifier: SectionIdentifierType,
                                            beforeSection toIdentifier: SectionIdentifierType) throws(SnapshotValidationError) {
        try _validatedMoveSection(identifier, beforeSection: toIdentifier)
    }

    /// The work of ``checkedMoveSection`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedMoveSection(_ identifier: SectionIdentifierType,
                                            beforeSection toIdentifier: SectionIdentifierType) throws(SnapshotValidationError) {
        try _moveSection(identifier, relativeTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves `identifier` just after `toIdentifier`. Stops when either section is absent.
    ///
    /// - Complexity: O(*s*).
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        do { try _validatedMoveSection(identifier, afterSection: toIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``moveSection(_:afterSection:)``.
    ///
    /// - Complexity: O(*s*).
    @inlinable
    @_spi(Checked) public mutating func checkedMoveSection(_ identifier: SectionIdentifierType,
                                            afterSection toIdentifier: SectionIdentifierType) throws(SnapshotValidationError) {
        try _validatedMoveSection(identifier, afterSection: toIdentifier)
    }

    /// The work of ``checkedMoveSection`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedMoveSection(_ identifier: SectionIdentifierType,
                                            afterSection toIdentifier: SectionIdentifierType) throws(SnapshotValidationError) {
        try _moveSection(identifier, relativeTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    // MARK: - Cores

    /// Validates `identifiers` (unique, not present) and inserts them as empty sections at `position`.
    @inlinable
    mutating func _insertSections(_ identifiers: [SectionIdentifierType], at position: Int,
                                  operation: String) throws(SnapshotValidationError) {
        guard !identifiers.isEmpty else { return }
        // One hashing pass: unique within the call and absent from the snapshot.
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || _sectionIndices[identifier] != nil {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        guard duplicates.isEmpty else {
            let names = Self._describe(duplicates)
            throw SnapshotValidationError(kind: .duplicateSectionIdentifiers, identifiers: names,
                                          operation: operation, message: SnapshotMessages.duplicateSections(names))
        }
        _ = _mutableCache()
        _sections.insert(contentsOf: identifiers, at: position)
        _itemArrays.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
        _reindexSections(from: position)
    }

    @inlinable
    mutating func _moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType,
                               after: Bool, operation: String) throws(SnapshotValidationError) {
        let from = try _sectionIndex(identifier, operation: operation)
        _ = try _sectionIndex(anchor, operation: operation)
        // Moving a section next to itself leaves it where it is.
        guard identifier != anchor else { return }
        _ = _mutableCache()
        let items = _itemArrays.remove(at: from)
        _sections.remove(at: from)
        // The anchor's index after the removal.
        let anchorIndex = _sectionIndices[anchor]! - (_sectionIndices[anchor]! > from ? 1 : 0)
        let to = after ? anchorIndex + 1 : anchorIndex
        _sections.insert(identifier, at: to)
        _itemArrays.insert(items, at: to)
        _reindexSections(from: min(from, to))
    }

    /// Removes reload/reconfigure marks of items that leave the snapshot.
    @inlinable
    mutating func _forgetFlags<C: Collection>(of items: C) where C.Element == ItemIdentifierType {
        if !reloadedItemSet.isEmpty { reloadedItemSet.subtract(items) }
        if !reconfiguredItemSet.isEmpty { reconfiguredItemSet.subtract(items) }
    }
}
