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
