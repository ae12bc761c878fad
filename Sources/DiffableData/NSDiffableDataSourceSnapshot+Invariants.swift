extension NSDiffableDataSourceSnapshot {
    /// Checks the snapshot's internal invariants and stops on the first violation (for tests, run after
    /// every mutation): section and item identifiers unique, parallel arrays aligned, the section index,
    /// the item count, the item table (when built) and the cached flat view agreeing with the storage,
    /// and reload/reconfigure marks naming present identifiers.
    ///
    /// - Complexity: O(*n* + *s*).
    @_spi(Testing) public func _checkInvariants() {
        precondition(_sections.count == _itemArrays.count, "sections and item arrays differ in length")
        precondition(_sectionIndices.count == _sections.count, "section index has \(_sectionIndices.count) entries for \(_sections.count) sections")
        for (index, section) in _sections.enumerated() {
            precondition(_sectionIndices[section] == index, "section \(section) indexed at \(String(describing: _sectionIndices[section])), stored at \(index)")
        }
        var owners: [ItemIdentifierType: SectionIdentifierType] = [:]
        var total = 0
        for (section, items) in zip(_sections, _itemArrays) {
            for item in items {
                precondition(owners.updateValue(section, forKey: item) == nil, "item \(item) appears twice")
                total += 1
            }
        }
        precondition(total == _itemCount, "item count \(_itemCount), stored items \(total)")
        if _cache.ownersBuilt {
            precondition(_cache.owners == owners, "item → section table disagrees with the storage")
        }
        if let flat = _cache.flatItems {
            precondition(flat == Array(_itemArrays.joined()), "cached item identifiers are stale")
        }
        if let positions = _cache.positions {
            var index = 0
            for items in _itemArrays {
                for item in items {
                    precondition(positions[item] == index, "cached position of \(item) is stale")
                    index += 1
                }
            }
            precondition(positions.count == total, "cached positions hold absent items")
        }
        for item in reloadedItemSet { precondition(owners[item] != nil, "reloaded item \(item) is absent") }
        for item in reconfiguredItemSet { precondition(owners[item] != nil, "reconfigured item \(item) is absent") }
        for section in reloadedSectionSet { precondition(_sectionIndices[section] != nil, "reloaded section \(section) is absent") }
    }
}
