extension NSDiffableDataSourceSnapshot {
    /// Checks that every section identifier and every item identifier is unique (not UIKit API).
    ///
    /// Snapshots built with the public API always are — every mutation checks — so this matters for
    /// data assembled elsewhere and handed over whole. The error names the repeated identifiers, in the
    /// order they first repeat; its ``SnapshotValidationError/message`` is UIKit's duplicate-identifier text.
    ///
    /// - Complexity: O(*n* + *s*) expected (one hashing pass over sections and items).
    public func validate() throws(SnapshotValidationError) {
        if _sectionIndices.count != _sections.count {
            var seen = Set<SectionIdentifierType>()
            var repeated: [SectionIdentifierType] = []
            for section in _sections where !seen.insert(section).inserted && !repeated.contains(section) {
                repeated.append(section)
            }
            let names = Self._describe(repeated)
            throw SnapshotValidationError(kind: .duplicateSectionIdentifiers, identifiers: names, operation: "validate()",
                                          message: SnapshotMessages.duplicateSections(names))
        }
        var seen = Set<ItemIdentifierType>(minimumCapacity: _itemCount)
        var repeated: [ItemIdentifierType] = []
        var reported = Set<ItemIdentifierType>()
        for items in _itemArrays {
            for item in items where !seen.insert(item).inserted && reported.insert(item).inserted {
                repeated.append(item)
            }
        }
        guard repeated.isEmpty else {
            let names = Self._describe(repeated)
            throw SnapshotValidationError(kind: .duplicateItemIdentifiers, identifiers: names, operation: "validate()",
                                          message: SnapshotMessages.duplicateItems(names))
        }
    }
}

extension NSDiffableDataSourceSnapshot {
    /// This snapshot with repeated identifiers removed, keeping each identifier's first occurrence (a
    /// repeated section is dropped with its items), and the identifiers removed; for lenient consumers.
    ///
    /// - Complexity: O(*n* + *s*) expected.
    package func keepingFirstOccurrences() -> (snapshot: Self, removed: [String]) {
        if (try? validate()) != nil { return (self, []) }
        var sections: [SectionIdentifierType] = []
        var itemArrays: [[ItemIdentifierType]] = []
        var seenSections = Set<SectionIdentifierType>()
        var seenItems = Set<ItemIdentifierType>()
        var removed: [String] = []
        for (section, items) in zip(_sections, _itemArrays) {
            guard seenSections.insert(section).inserted else {
                removed.append(String(describing: section))
                continue
            }
            sections.append(section)
            itemArrays.append(items.filter { item in
                if seenItems.insert(item).inserted { return true }
                removed.append(String(describing: item))
                return false
            })
        }
        var result = Self(sections: sections, itemArrays: itemArrays)
        result.reloadedItemSet = reloadedItemSet.intersection(seenItems)
        result.reconfiguredItemSet = reconfiguredItemSet.intersection(seenItems)
        result.reloadedSectionSet = reloadedSectionSet.intersection(seenSections)
        return (result, removed)
    }
}
