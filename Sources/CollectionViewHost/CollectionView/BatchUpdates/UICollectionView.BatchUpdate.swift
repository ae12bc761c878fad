import CollectionGeometry
import LayoutCore

extension UICollectionView {
    /// One validated batch update, normalised (not UIKit API): the calls of a `performBatchUpdates` block
    /// (or of a lone `insertItems(at:)`, …) merged and sorted, in UIKit's index spaces, with the item
    /// counts before and after. The collection view appends one to ``UICollectionView/updateHistory``
    /// for every batch it applies; ``init(validating:itemCountsBefore:itemCountsAfter:)`` checks a batch
    /// against UIKit's rules without a view.
    ///
    /// Index spaces (UIKit's): deleted and reloaded sections and items, and reconfigured items, are
    /// numbered as before the update; inserted ones as after it; a move goes from before to after.
    public struct BatchUpdate: Hashable, Sendable {
        /// A moved item, with its frames from the layout before and after the update when a view applied it.
        public struct ItemMove: Hashable, Sendable {
            /// The index path before the update.
            public var from: IndexPath
            /// The index path after the update.
            public var to: IndexPath
            /// The item's frame before the update, from the layout, when a view applied the batch and the item
            /// was on screen before it (nil otherwise).
            public var startFrame: CGRect?
            /// The item's frame after the update, from the layout, when a view applied the batch and the item is
            /// on screen after it (nil otherwise).
            public var endFrame: CGRect?

            /// Creates a move.
            public init(from: IndexPath, to: IndexPath, startFrame: CGRect? = nil, endFrame: CGRect? = nil) {
                self.from = from
                self.to = to
                self.startFrame = startFrame
                self.endFrame = endFrame
            }
        }

        /// A moved item's frames before and after the update.
        struct MoveFrames: Hashable, Sendable {
            var start: CGRect?
            var end: CGRect?
        }

        /// A moved section.
        public struct SectionMove: Hashable, Sendable {
            /// The section index before the update.
            public var from: Int
            /// The section index after the update.
            public var to: Int

            /// Creates a move.
            public init(from: Int, to: Int) {
                self.from = from
                self.to = to
            }
        }

        /// Sections deleted (indexes before the update).
        public internal(set) var deletedSections = IndexSet()
        /// Sections inserted (indexes after the update).
        public internal(set) var insertedSections = IndexSet()
        /// Sections reloaded (indexes before the update): their cells and supplementary views are replaced.
        public internal(set) var reloadedSections = IndexSet()
        /// Sections moved, by source index.
        public internal(set) var movedSections: [SectionMove] = []
        /// Items deleted (index paths before the update), sorted.
        public internal(set) var deletedItems: [IndexPath] = []
        /// Items inserted (index paths after the update), sorted.
        public internal(set) var insertedItems: [IndexPath] = []
        /// Items reloaded (index paths before the update), sorted: they get new cells.
        public internal(set) var reloadedItems: [IndexPath] = []
        /// Items reconfigured (index paths before the update), sorted, duplicates merged: they keep their cells.
        public internal(set) var reconfiguredItems: [IndexPath] = []
        /// Items moved, by source index path, with their frames where a view applied the batch.
        ///
        /// - Complexity: O(m) for m moves (the batch keeps them as keys).
        public internal(set) var movedItems: [ItemMove] {
            get {
                var result = zip(moveSourceKeys, moveDestinationKeys).map {
                    ItemMove(from: IndexPathKey.indexPath($0), to: IndexPathKey.indexPath($1))
                }
                for (index, frames) in moveFrames {
                    result[index].startFrame = frames.start
                    result[index].endFrame = frames.end
                }
                return result
            }
            set {
                let ordered = newValue.sorted { IndexPathKey.key($0.from) < IndexPathKey.key($1.from) }
                moveSourceKeys = ordered.map { IndexPathKey.key($0.from) }
                moveDestinationKeys = ordered.map { IndexPathKey.key($0.to) }
                moveFrames = [:]
                for (index, move) in ordered.enumerated() where move.startFrame != nil || move.endFrame != nil {
                    moveFrames[index] = MoveFrames(start: move.startFrame, end: move.endFrame)
                }
            }
        }
        /// The moves' sources as ``IndexPathKey`` keys, ascending (what the index arithmetic reads), and each
        /// one's destination at the same position.
        var moveSourceKeys: [UInt64] = []
        var moveDestinationKeys: [UInt64] = []
        /// The frames of the moved items a view showed, by index in the moves: a handful, kept apart so that
        /// recording them does not copy every move.
        var moveFrames: [Int: MoveFrames] = [:]
        /// The number of item moves.
        var moveCount: Int { moveSourceKeys.count }
        /// The item count of each section before the update.
        public let itemCountsBefore: [Int]
        /// The item count of each section after the update.
        public let itemCountsAfter: [Int]

        /// Whether the batch changes nothing.
        public var isEmpty: Bool {
            deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
                && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty
                && reconfiguredItems.isEmpty && moveSourceKeys.isEmpty
        }

        init(itemCountsBefore: [Int], itemCountsAfter: [Int]) {
            self.itemCountsBefore = itemCountsBefore
            self.itemCountsAfter = itemCountsAfter
        }

        /// Where section `oldSection` is after the update; nil when it was deleted or is out of range.
        /// A reloaded section has a new index too (its contents are replaced).
        ///
        /// - Complexity: O(s), s = number of sections.
        public func newSection(forOldSection oldSection: Int) -> Int? {
            BatchUpdateMapping(self).newSection(forOldSection: oldSection)
        }

        /// Where the item at `oldIndexPath` is after the update; nil when it was deleted, or its section
        /// was deleted or reloaded (its items are replaced wholesale), or it is out of range. A reloaded
        /// item keeps a position (it is the same item with a new cell).
        ///
        /// - Complexity: O(s + u), s = sections, u = number of item operations.
        public func newIndexPath(forOldIndexPath oldIndexPath: IndexPath) -> IndexPath? {
            BatchUpdateMapping(self).newIndexPath(forOldIndexPath: oldIndexPath)
        }
    }
}

/// Old-to-new index arithmetic of a validated batch (UIKit's rules): sections that neither go nor move
/// keep their relative order and fill, in order, the new indexes no insert or move claims; items likewise
/// within their (possibly moved) section.
///
/// Built in O(s + u) (plus sorting the move destinations) from the batch's sorted lists, without hashing:
/// the item operations are kept as sorted packed (section, item) keys and each query binary-searches them.
package struct BatchUpdateMapping {
    /// Measured sizes carried through the update: a surviving item keeps its size at its new index path; a
    /// deleted one (or one of a deleted or reloaded section), one the mapping drops and one in `forgotten` (old
    /// index paths) lose it; an inserted one has none (it starts at its estimate). The collection view's
    /// compositional layout and the table view carry their measurements with it.
    /// - Complexity: O(m · log u) for m measured items and u item operations of the update.
    package func remap(_ stores: [Int: MeasuredSizeStore], forgetting forgotten: Set<IndexPath> = [])
        -> [Int: MeasuredSizeStore] {
        var remapped: [Int: MeasuredSizeStore] = [:]
        for (section, store) in stores {
            for item in store.measuredItems {
                let oldPath = IndexPath(item: item, section: section)
                guard !forgotten.contains(oldPath), let size = store[item],
                      let newPath = newIndexPath(forOldIndexPath: oldPath) else { continue }
                remapped[newPath.section, default: MeasuredSizeStore(keepsWidth: store.keepsWidth, keepsHeight: store.keepsHeight)]
                    .set(size, forItem: newPath.item)
            }
        }
        return remapped
    }

    /// New index of each old section; nil for deleted ones.
    private(set) var newSectionOfOld: [Int?]
    /// Old index of each new section; nil for inserted ones.
    private(set) var oldSectionOfNew: [Int?]
    let reloadedSections: IndexSet
    /// Deleted items (before the update), as sorted keys.
    private let deletedKeys: [UInt64]
    /// Items leaving their old section's order (deletes and move sources), as sorted keys.
    private let removedKeys: [UInt64]
    /// Positions claimed in the new sections (inserts and move destinations), as sorted keys.
    private let claimedKeys: [UInt64]
    /// The batch's moves as keys: sources ascending, each one's destination at the same position.
    private let moveSourceKeys: [UInt64]
    private let moveDestinationKeysBySource: [UInt64]
    /// Move destinations as sorted keys, with each move's index (by source) at the same position.
    private let moveDestinationKeys: [UInt64]
    private let moveIndexByDestination: [Int]
    /// Inserted and reloaded items as sorted keys (for the update items).
    let insertedKeys: [UInt64]
    let reloadedKeys: [UInt64]
    private let itemCountsBefore: [Int]

    package init(_ update: UICollectionView.BatchUpdate) {
        let byDestination = update.moveDestinationKeys
        var destinations = byDestination.indices.map { (key: byDestination[$0], index: $0) }
        if destinations.indices.dropFirst().contains(where: { destinations[$0].key < destinations[$0 - 1].key }) {
            destinations.sort { $0.key < $1.key }
        }
        // The batch keeps its lists sorted; sorting again is a linear check then.
        self.init(update, deletedKeys: IndexPathKey.sortedKeys(update.deletedItems),
                  insertedKeys: IndexPathKey.sortedKeys(update.insertedItems),
                  moveDestinationKeys: destinations.map(\.key), moveIndexByDestination: destinations.map(\.index),
                  reloadedKeys: IndexPathKey.sortedKeys(update.reloadedItems))
    }

    /// A mapping from keys already worked out: `deletedKeys`, `insertedKeys` and `reloadedKeys` sorted, and
    /// `moveDestinationKeys` sorted with the index of each one's move (by source) in `moveIndexByDestination`.
    ///
    /// - Complexity: O(s + u).
    init(_ update: UICollectionView.BatchUpdate, deletedKeys: [UInt64], insertedKeys: [UInt64],
         moveDestinationKeys: [UInt64], moveIndexByDestination: [Int], reloadedKeys: [UInt64]) {
        let oldCount = update.itemCountsBefore.count
        let newCount = update.itemCountsAfter.count
        itemCountsBefore = update.itemCountsBefore
        reloadedSections = update.reloadedSections
        var sectionsLeaving = update.deletedSections
        var sectionsClaimed = update.insertedSections
        for move in update.movedSections {
            sectionsLeaving.insert(move.from)
            sectionsClaimed.insert(move.to)
        }
        var newOfOld = [Int?](repeating: nil, count: oldCount)
        var oldOfNew = [Int?](repeating: nil, count: newCount)
        if sectionsLeaving.isEmpty && sectionsClaimed.isEmpty && oldCount == newCount {
            for section in 0..<oldCount {
                newOfOld[section] = section
                oldOfNew[section] = section
            }
        } else {
            let staying = (0..<oldCount).filter { !sectionsLeaving.contains($0) }
            let free = (0..<newCount).filter { !sectionsClaimed.contains($0) }
            for (old, new) in zip(staying, free) {
                newOfOld[old] = new
                oldOfNew[new] = old
            }
            for move in update.movedSections where move.from < oldCount && move.to < newCount {
                newOfOld[move.from] = move.to
                oldOfNew[move.to] = move.from
            }
        }
        newSectionOfOld = newOfOld
        oldSectionOfNew = oldOfNew

        moveSourceKeys = update.moveSourceKeys
        moveDestinationKeysBySource = update.moveDestinationKeys
        self.deletedKeys = deletedKeys
        self.moveDestinationKeys = moveDestinationKeys
        self.moveIndexByDestination = moveIndexByDestination
        self.insertedKeys = insertedKeys
        self.reloadedKeys = reloadedKeys
        removedKeys = IndexPathKey.merged(deletedKeys, moveSourceKeys)
        claimedKeys = IndexPathKey.merged(insertedKeys, moveDestinationKeys)
    }

    /// The deleted items' keys, sorted.
    var deletedItemKeys: [UInt64] { deletedKeys }

    /// The index in the batch's `movedItems` of the move from `oldIndexPath`, if one starts there.
    ///
    /// - Complexity: O(log m), m = item moves.
    package func moveIndex(fromOldIndexPath path: IndexPath) -> Int? {
        guard path.count == 2 else { return nil }
        let key = IndexPathKey.key(path)
        let position = IndexPathKey.lowerBound(of: key, in: moveSourceKeys)
        return position < moveSourceKeys.count && moveSourceKeys[position] == key ? position : nil
    }

    /// The index in the batch's `movedItems` of the move to `newIndexPath`, if one ends there.
    ///
    /// - Complexity: O(log m), m = item moves.
    package func moveIndex(toNewIndexPath path: IndexPath) -> Int? {
        guard path.count == 2 else { return nil }
        let key = IndexPathKey.key(path)
        let position = IndexPathKey.lowerBound(of: key, in: moveDestinationKeys)
        return position < moveDestinationKeys.count && moveDestinationKeys[position] == key
            ? moveIndexByDestination[position] : nil
    }

    func newSection(forOldSection oldSection: Int) -> Int? {
        guard oldSection >= 0, oldSection < newSectionOfOld.count else { return nil }
        return newSectionOfOld[oldSection]
    }

    package func newIndexPath(forOldIndexPath path: IndexPath) -> IndexPath? {
        guard path.count == 2, path.section >= 0, path.section < itemCountsBefore.count,
              path.item >= 0, path.item < itemCountsBefore[path.section],
              !reloadedSections.contains(path.section),
              let newSection = newSectionOfOld[path.section] else { return nil }
        let key = IndexPathKey.key(section: path.section, item: path.item)
        let moveIndex = IndexPathKey.lowerBound(of: key, in: moveSourceKeys)
        if moveIndex < moveSourceKeys.count, moveSourceKeys[moveIndex] == key {
            return IndexPathKey.indexPath(moveDestinationKeysBySource[moveIndex])
        }
        let deleteIndex = IndexPathKey.lowerBound(of: key, in: deletedKeys)
        if deleteIndex < deletedKeys.count, deletedKeys[deleteIndex] == key { return nil }
        // Rank among the items that stay, then the rank-th index no insert or move claims.
        let removedBefore = IndexPathKey.lowerBound(of: key, in: removedKeys)
            - IndexPathKey.lowerBound(of: IndexPathKey.key(section: path.section, item: 0), in: removedKeys)
        var item = path.item - removedBefore
        var claimed = IndexPathKey.lowerBound(of: IndexPathKey.key(section: newSection, item: 0), in: claimedKeys)
        let sectionKey = UInt64(UInt32(truncatingIfNeeded: newSection))
        while claimed < claimedKeys.count, claimedKeys[claimed] >> 32 == sectionKey,
              Int(claimedKeys[claimed] & 0xFFFF_FFFF) <= item {
            item += 1
            claimed += 1
        }
        return IndexPath(item: item, section: newSection)
    }
}
