extension NSDiffableDataSourceSnapshot {
    /// Appends items to a section (`nil`: the last section).
    ///
    /// Stops with UIKit's message when the snapshot has no sections, the section is absent, or an item is
    /// supplied twice. Items that already exist elsewhere in the snapshot are **moved** to the end of the
    /// section and one warning is logged (iOS 15+ behaviour).
    ///
    /// - Complexity: O(*k*) on average, *k* = number of appended items (one hashing pass, which both checks
    ///   for duplicates and records the new items' section). Moving existing items adds O(*m*) for the
    ///   *m* items of the sections they leave.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        do { try _validatedAppendItems(identifiers, toSection: sectionIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``appendItems(_:toSection:)``: throws ``SnapshotValidationError`` naming the
    /// duplicates or the missing section, and leaves the snapshot unchanged.
    ///
    /// - Complexity: O(*k*) on average.
    @inlinable
    @_spi(Checked) public mutating func checkedAppendItems(_ identifiers: [ItemIdentifierType],
                                            toSection sectionIdentifier: SectionIdentifierType? = nil) throws(SnapshotValidationError) {
        try _validatedAppendItems(identifiers, toSection: sectionIdentifier)
    }

    /// The work of ``checkedAppendItems`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedAppendItems(_ identifiers: [ItemIdentifierType],
                                            toSection sectionIdentifier: SectionIdentifierType? = nil) throws(SnapshotValidationError) {
        let operation = "appendItems(_:toSection:)"
        let section: SectionIdentifierType
        if let sectionIdentifier {
            _ = try _sectionIndex(sectionIdentifier, operation: operation)
            section = sectionIdentifier
        } else {
            // `toSection: nil` means the last section (documented); there must be one.
            guard let last = _sections.last else {
                throw SnapshotValidationError(kind: .noSections, identifiers: [], operation: operation,
                                              message: SnapshotMessages.noSections)
            }
            section = last
        }
        try _placeItems(identifiers, in: section, anchor: nil, operation: operation)
    }

    /// Inserts items just before `beforeIdentifier`, in that item's section. Stops when the anchor is
    /// absent or an item is supplied twice; existing items are moved (as with ``appendItems(_:toSection:)``).
    ///
    /// - Complexity: O(*k* + *m*), *m* = number of items in the anchor's section (to find the anchor and shift).
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        do { try _validatedInsertItems(identifiers, beforeItem: beforeIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``insertItems(_:beforeItem:)``.
    ///
    /// - Complexity: O(*k* + *m*).
    @inlinable
    @_spi(Checked) public mutating func checkedInsertItems(_ identifiers: [ItemIdentifierType],
                                            beforeItem beforeIdentifier: ItemIdentifierType) throws(SnapshotValidationError) {
        try _validatedInsertItems(identifiers, beforeItem: beforeIdentifier)
    }

    /// The work of ``checkedInsertItems`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedInsertItems(_ identifiers: [ItemIdentifierType],
                                            beforeItem beforeIdentifier: ItemIdentifierType) throws(SnapshotValidationError) {
        let operation = "insertItems(_:beforeItem:)"
        let section = try _ownerOrThrow(beforeIdentifier, operation: operation)
        try _placeItems(identifiers, in: section, anchor: (beforeIdentifier, false), operation: operation)
    }

    /// Inserts items just after `afterIdentifier`, in that item's section. Stops when the anchor is
    /// absent or an item is supplied twice; existing items are moved.
    ///
    /// - Complexity: O(*k* + *m*).
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        do { try _validatedInsertItems(identifiers, afterItem: afterIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``insertItems(_:afterItem:)``.
    ///
    /// - Complexity: O(*k* + *m*).
    @inlinable
    @_spi(Checked) public mutating func checkedInsertItems(_ identifiers: [ItemIdentifierType],
                                            afterItem afterIdentifier: ItemIdentifierType) throws(SnapshotValidationError) {
        try _validatedInsertItems(identifiers, afterItem: afterIdentifier)
    }

    /// The work of ``checkedInsertItems`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedInsertItems(_ identifiers: [ItemIdentifierType],
                                            afterItem afterIdentifier: ItemIdentifierType) throws(SnapshotValidationError) {
        let operation = "insertItems(_:afterItem:)"
        let section = try _ownerOrThrow(afterIdentifier, operation: operation)
        try _placeItems(identifiers, in: section, anchor: (afterIdentifier, true), operation: operation)
    }

    /// Deletes items wherever they are. Unknown identifiers are ignored (a debug warning in UIKit, no exception).
    ///
    /// - Complexity: O(*k*) on average to find them, plus O(*m*) per affected section of *m* items.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard _itemCount > 0, !identifiers.isEmpty else { return }
        let cache = _mutableOwners()
        var removedBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
        var removedCount = 0
        cache.withOwners { owners in
            for identifier in identifiers {
                if let section = owners.removeValue(forKey: identifier) {
                    removedBySection[section, default: []].append(identifier)
                    removedCount += 1
                }
            }
        }
        guard removedCount > 0 else { return }
        for (section, removed) in removedBySection {
            _removeItems(removed, fromSectionAt: _sectionIndices[section]!)
        }
        _itemCount -= removedCount
        _forgetFlags(of: identifiers)
    }

    /// Deletes every item **and every section**: the snapshot becomes empty (matching
    /// practitioner reports of UIKit; DiffableDataSources and ListKit keep the empty sections instead).
    ///
    /// - Complexity: O(1) (storage is released).
    @inlinable
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves `identifier` just before `toIdentifier` (possibly into another section). Stops when either is absent.
    ///
    /// - Complexity: O(*m*) for the sections involved.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        do { try _validatedMoveItem(identifier, beforeItem: toIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``moveItem(_:beforeItem:)``.
    ///
    /// - Complexity: O(*m*).
    @inlinable
    @_spi(Checked) public mutating func checkedMoveItem(_ identifier: ItemIdentifierType,
                                         beforeItem toIdentifier: ItemIdentifierType) throws(SnapshotValidationError) {
        try _validatedMoveItem(identifier, beforeItem: toIdentifier)
    }

    /// The work of ``checkedMoveItem`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedMoveItem(_ identifier: ItemIdentifierType,
                                         beforeItem toIdentifier: ItemIdentifierType) throws(SnapshotValidationError) {
        try _moveItem(identifier, relativeTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` just after `toIdentifier` (possibly into another section). Stops when either is absent.
    ///
    /// - Complexity: O(*m*) for the sections involved.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        do { try _validatedMoveItem(identifier, afterItem: toIdentifier) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``moveItem(_:afterItem:)``.
    ///
    /// - Complexity: O(*m*).
    @inlinable
    @_spi(Checked) public mutating func checkedMoveItem(_ identifier: ItemIdentifierType,
                                         afterItem toIdentifier: ItemIdentifierType) throws(SnapshotValidationError) {
        try _validatedMoveItem(identifier, afterItem: toIdentifier)
    }

    /// The work of ``checkedMoveItem`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedMoveItem(_ identifier: ItemIdentifierType,
                                         afterItem toIdentifier: ItemIdentifierType) throws(SnapshotValidationError) {
        try _moveItem(identifier, relativeTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    // MARK: - Cores

    @inlinable
    func _ownerOrThrow(_ item: ItemIdentifierType, operation: String) throws(SnapshotValidationError) -> SectionIdentifierType {
        guard let section = _owner(of: item) else {
            let name = String(describing: item)
            throw SnapshotValidationError(kind: .itemNotFound, identifiers: [name], operation: operation,
                                          message: SnapshotMessages.itemNotFound(name))
        }
        return section
    }

    /// Removes `removed` (all present in the section) from the section's array in one pass.
    @inlinable
    mutating func _removeItems(_ removed: [ItemIdentifierType], fromSectionAt index: Int) {
        if removed.count == 1 {
            if let offset = _itemArrays[index].firstIndex(of: removed[0]) { _itemArrays[index].remove(at: offset) }
        } else {
            let doomed = Set(removed)
            _itemArrays[index].removeAll { doomed.contains($0) }
        }
    }

    /// Places `items` into `section` at its end (`anchor == nil`) or next to an anchor item in it.
    ///
    /// One hashing pass records every item's new section in the item table; its return values reveal
    /// both duplicates in the call and items that already exist. Only when that pass finds a collision
    /// (rare) is a second pass made to tell the two apart; on duplicates the table is restored and the
    /// error thrown with the snapshot unchanged.
    @inlinable
    mutating func _placeItems(_ items: [ItemIdentifierType], in section: SectionIdentifierType,
                              anchor: (item: ItemIdentifierType, after: Bool)?, operation: String) throws(SnapshotValidationError) {
        guard !items.isEmpty else { return }
        if anchor == nil, let index = _sectionIndices[section], _appendToEmptySnapshot(items, sectionIndex: index) { return }
        let cache = _mutableOwners()
        var collisions: [(item: ItemIdentifierType, previous: SectionIdentifierType)] = []
        cache.withOwners { owners in
            owners.reserveCapacity(owners.count + items.count)
            for item in items {
                if let previous = owners.updateValue(section, forKey: item) {
                    collisions.append((item, previous))
                }
            }
        }
        let sectionIndex = _sectionIndices[section]!
        guard !collisions.isEmpty else {
            // Fast path: all items new and distinct.
            if let anchor {
                let offset = _itemArrays[sectionIndex].firstIndex(of: anchor.item)!
                _itemArrays[sectionIndex].insert(contentsOf: items, at: anchor.after ? offset + 1 : offset)
            } else {
                _itemArrays[sectionIndex].append(contentsOf: items)
            }
            _itemCount += items.count
            return
        }
        try _placeItemsWithCollisions(items, in: section, sectionIndex: sectionIndex, anchor: anchor,
                                      collisions: collisions, cache: cache, operation: operation)
    }

    @usableFromInline
    mutating func _placeItemsWithCollisions(
        _ items: [ItemIdentifierType], in section: SectionIdentifierType, sectionIndex: Int,
        anchor: (item: ItemIdentifierType, after: Bool)?,
        collisions: [(item: ItemIdentifierType, previous: SectionIdentifierType)],
        cache: SnapshotLookupCache<SectionIdentifierType, ItemIdentifierType>, operation: String
    ) throws(SnapshotValidationError) {
        var occurrences: [ItemIdentifierType: Int] = [:]
        for item in items { occurrences[item, default: 0] += 1 }
        var collisionCounts: [ItemIdentifierType: Int] = [:]
        for collision in collisions { collisionCounts[collision.item, default: 0] += 1 }
        // An item existed before this call iff every occurrence collided; its first collision holds its old section.
        var existing: [(item: ItemIdentifierType, previous: SectionIdentifierType)] = []
        var seen = Set<ItemIdentifierType>()
        for collision in collisions where seen.insert(collision.item).inserted
            && collisionCounts[collision.item] == occurrences[collision.item] {
            existing.append(collision)
        }
        var duplicates: [ItemIdentifierType] = []
        var reported = Set<ItemIdentifierType>()
        for item in items where occurrences[item]! > 1 && reported.insert(item).inserted { duplicates.append(item) }
        guard duplicates.isEmpty else {
            // Restore the table: existing items get their old section back, new ones are removed.
            let existingItems = Set(existing.map(\.item))
            for entry in existing { cache.owners[entry.item] = entry.previous }
            for item in occurrences.keys where !existingItems.contains(item) { cache.owners[item] = nil }
            let names = Self._describe(duplicates)
            throw SnapshotValidationError(kind: .duplicateItemIdentifiers, identifiers: names, operation: operation,
                                          message: SnapshotMessages.duplicateItems(names))
        }
        // iOS 15+: existing identifiers are moved into place, with one warning for the call.
        DiffableWarnings.log(SnapshotMessages.identifiersAlreadyExist(Self._describe(existing.map(\.item))))
        // Where the anchor sits before the moved items leave (it may be one of them).
        var anchorOffset = 0
        if let anchor {
            let offset = _itemArrays[sectionIndex].firstIndex(of: anchor.item)!
            anchorOffset = offset
        }
        var leavingBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
        for entry in existing { leavingBySection[entry.previous, default: []].append(entry.item) }
        if let anchor, let leavingTarget = leavingBySection[section] {
            // Moved items before the anchor (and the anchor itself, if it moves) shift the insertion point.
            let leaving = Set(leavingTarget)
            let before = _itemArrays[sectionIndex][..<anchorOffset].reduce(0) { $0 + (leaving.contains($1) ? 1 : 0) }
            let anchorLeaves = leaving.contains(anchor.item)
            anchorOffset = anchorOffset - before + (anchor.after && !anchorLeaves ? 1 : 0)
        } else if let anchor, anchor.after {
            anchorOffset += 1
        }
        for (previous, leaving) in leavingBySection {
            _removeItems(leaving, fromSectionAt: _sectionIndices[previous]!)
        }
        if anchor != nil {
            _itemArrays[sectionIndex].insert(contentsOf: items, at: anchorOffset)
        } else {
            _itemArrays[sectionIndex].append(contentsOf: items)
        }
        _itemCount += items.count - existing.count
    }

    @inlinable
    mutating func _moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType,
                            after: Bool, operation: String) throws(SnapshotValidationError) {
        let fromSection = try _ownerOrThrow(identifier, operation: operation)
        let toSection = try _ownerOrThrow(anchor, operation: operation)
        // Moving an item next to itself leaves it where it is.
        guard identifier != anchor else { return }
        let cache = _mutableOwners()
        _removeItems([identifier], fromSectionAt: _sectionIndices[fromSection]!)
        let toIndex = _sectionIndices[toSection]!
        let offset = _itemArrays[toIndex].firstIndex(of: anchor)!
        _itemArrays[toIndex].insert(identifier, at: after ? offset + 1 : offset)
        cache.owners[identifier] = toSection
    }
}
