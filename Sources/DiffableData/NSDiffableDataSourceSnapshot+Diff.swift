import CollectionGeometry

extension NSDiffableDataSourceSnapshot {
    /// The batch updates that take a collection view showing `old` to this snapshot.
    ///
    /// Sections and items are matched by identifier; moves are minimal; this snapshot's marks —
    /// `reloadItems(_:)`, `reconfigureItems(_:)`, `reloadSections(_:)`, the ones `apply` consumes — become
    /// the post-pass of the last stage (marks on `old` are ignored). See ``StagedChangeset`` for the stages
    /// and their index spaces, and
    /// ``StagedChangeset/init(oldSections:oldItemArrays:newSections:newItemArrays:reloadedItems:reconfiguredItems:reloadedSections:)``
    /// for the rules.
    ///
    /// ```swift
    /// var next = current
    /// next.deleteItems([2])
    /// next.reloadItems([3])
    /// for stage in next.changeset(from: current) { … }
    /// ```
    ///
    /// - Parameter old: The snapshot the collection view shows now.
    /// - Returns: The stages to perform, none when nothing on screen changes.
    /// - Complexity: O(S + n + k log k) expected: S sections, n items in sections whose items differ
    ///   (unchanged sections cost O(1) when the snapshots share their storage, as copies do), k items kept
    ///   within one section.
    @inlinable
    public func changeset(from old: Self) -> StagedChangeset<SectionIdentifierType, ItemIdentifierType> {
        StagedChangeset(
            oldSections: old.sectionIdentifiers, oldItemArrays: old.itemArrays,
            newSections: sectionIdentifiers, newItemArrays: itemArrays,
            reloadedItems: reloadedItemSet, reconfiguredItems: reconfiguredItemSet,
            reloadedSections: reloadedSectionSet)
    }
}
