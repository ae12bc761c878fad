/// A move from a position before a batch update to a position after it.
///
/// Used by ``StagedChangeset`` for section moves (`ChangesetMove<Int>`, section indices) and item moves
/// (`ChangesetMove<IndexPath>`). As in `UICollectionView.moveSection(_:toSection:)` and
/// `moveItem(at:to:)`, the source is in the index space before the batch and the destination in the index
/// space after it.
public struct ChangesetMove<Position: Hashable & Sendable>: Hashable, Sendable {
    /// Where the element is before the batch (old index space).
    public var source: Position
    /// Where the element is after the batch (new index space).
    public var destination: Position

    /// Creates a move from `source` (old index space) to `destination` (new index space).
    @inlinable
    public init(source: Position, destination: Position) {
        self.source = source
        self.destination = destination
    }
}

extension ChangesetMove: CustomStringConvertible {
    /// The move as `source→destination`.
    public var description: String { "\(source)→\(destination)" }
}
