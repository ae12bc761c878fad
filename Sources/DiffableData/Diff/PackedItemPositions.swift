import CollectionGeometry

/// A stage's item operations as ``IndexPathKey`` keys, parallel to its index-path lists (package API):
/// what the diff knew as integers before it made index paths, handed on so that the collection view
/// never reads the paths back. Empty for stages not made by the diff (their keys are worked out from the
/// paths when needed).
@usableFromInline
package struct PackedItemPositions: Sendable {
    /// Keys of ``StagedChangeset/Stage/itemDeletes``, in the same order.
    @usableFromInline package var deletes: [UInt64] = []
    /// Keys of ``StagedChangeset/Stage/itemInserts``, in the same order.
    @usableFromInline package var inserts: [UInt64] = []
    /// Keys of the sources of ``StagedChangeset/Stage/itemMoves``, in the same order.
    @usableFromInline package var moveSources: [UInt64] = []
    /// Keys of the destinations of ``StagedChangeset/Stage/itemMoves``, in the same order.
    @usableFromInline package var moveDestinations: [UInt64] = []
    /// Keys of ``StagedChangeset/Stage/itemReloads``, in the same order.
    @usableFromInline package var reloads: [UInt64] = []

    /// No keys.
    @inlinable
    package init() {}
}
