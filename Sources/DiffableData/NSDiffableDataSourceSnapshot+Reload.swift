extension NSDiffableDataSourceSnapshot {
    /// Marks items to be replaced with new cells when the snapshot is applied (the cell provider runs
    /// again). Stops with UIKit's message when an item is absent.
    ///
    /// - Complexity: O(*k*) on average.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        do { try _validatedReloadItems(identifiers) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``reloadItems(_:)``; the snapshot is unchanged on error.
    ///
    /// - Complexity: O(*k*) on average.
    @inlinable
    @_spi(Checked) public mutating func checkedReloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotValidationError) {
        try _validatedReloadItems(identifiers)
    }

    /// The work of ``checkedReloadItems`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedReloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotValidationError) {
        try _requireItems(identifiers, kind: .reloadedItemNotFound, operation: "reloadItems(_:)",
                          message: SnapshotMessages.reloadedItemNotFound)
        reloadedItemSet.formUnion(identifiers)
    }

    /// Marks items to be updated **in place** when the snapshot is applied: the existing cell is handed to
    /// the cell provider again (iOS 15+). Stops with UIKit's message when an item is absent.
    ///
    /// - Complexity: O(*k*) on average.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        do { try _validatedReconfigureItems(identifiers) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``reconfigureItems(_:)``; the snapshot is unchanged on error.
    ///
    /// - Complexity: O(*k*) on average.
    @inlinable
    @_spi(Checked) public mutating func checkedReconfigureItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotValidationError) {
        try _validatedReconfigureItems(identifiers)
    }

    /// The work of ``checkedReconfigureItems`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedReconfigureItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotValidationError) {
        try _requireItems(identifiers, kind: .reconfiguredItemNotFound, operation: "reconfigureItems(_:)",
                          message: SnapshotMessages.reconfiguredItemNotFound)
        reconfiguredItemSet.formUnion(identifiers)
    }

    /// Marks sections to be reloaded (cells and supplementary views requested again) when the snapshot
    /// is applied. Stops with UIKit's message when a section is absent.
    ///
    /// - Complexity: O(*k*) on average.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        do { try _validatedReloadSections(identifiers) } catch { Self._stop(error) }
    }

    /// Throwing twin of ``reloadSections(_:)``; the snapshot is unchanged on error.
    ///
    /// - Complexity: O(*k*) on average.
    @inlinable
    @_spi(Checked) public mutating func checkedReloadSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotValidationError) {
        try _validatedReloadSections(identifiers)
    }

    /// The work of ``checkedReloadSections`` and of the UIKit-named call that stops on its error.
    @inlinable
    mutating func _validatedReloadSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotValidationError) {
        for identifier in identifiers { _ = try _sectionIndex(identifier, operation: "reloadSections(_:)") }
        reloadedSectionSet.formUnion(identifiers)
    }

    @inlinable
    func _requireItems(_ identifiers: [ItemIdentifierType], kind: SnapshotValidationError.Kind, operation: String,
                       message: (String) -> String) throws(SnapshotValidationError) {
        for identifier in identifiers where _owner(of: identifier) == nil {
            let name = String(describing: identifier)
            throw SnapshotValidationError(kind: kind, identifiers: [name], operation: operation, message: message(name))
        }
    }
}
