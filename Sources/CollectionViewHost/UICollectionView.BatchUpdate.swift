import CollectionGeometry

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
            /// The item's frame before the update (from the layout, when a view applied the batch).
            public var startFrame: CGRect?
            /// The item's frame after the update (from the layout, when a view applied the batch).
            public var endFrame: CGRect?

            /// Creates a move.
            public init(from: IndexPath, to: IndexPath, startFrame: CGRect? = nil, endFrame: CGRect? = nil) {
                self.from = from
                self.to = to
                self.startFrame = startFrame
                self.endFrame = endFrame
            }
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
        /// Items moved, by source index path.
        public internal(set) var movedItems: [ItemMove] = []
        /// The item count of each section before the update.
        public let itemCountsBefore: [Int]
        /// The item count of each section after the update.
        public let itemCountsAfter: [Int]

        /// Whether the batch changes nothing.
        public var isEmpty: Bool {
            deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
                && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty
                && reconfiguredItems.isEmpty && movedItems.isEmpty
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
package struct BatchUpdateMapping {
    /// New index of each old section; nil for deleted ones.
    private(set) var newSectionOfOld: [Int?]
    /// Old index of each new section; nil for inserted ones.
    private(set) var oldSectionOfNew: [Int?]
    let reloadedSections: IndexSet
    /// Item indexes leaving each old section (deletes and move sources), sorted.
    private var removedItemsByOldSection: [Int: [Int]] = [:]
    /// Item indexes claimed in each new section (inserts and move destinations), sorted.
    private var claimedItemsByNewSection: [Int: [Int]] = [:]
    private var deletedItems: Set<IndexPath>
    private var moveDestinations: [IndexPath: IndexPath] = [:]
    private let itemCountsBefore: [Int]

    package init(_ update: UICollectionView.BatchUpdate) {
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
        newSectionOfOld = newOfOld
        oldSectionOfNew = oldOfNew

        deletedItems = Set(update.deletedItems)
        for path in update.deletedItems { removedItemsByOldSection[path.section, default: []].append(path.item) }
        for path in update.insertedItems { claimedItemsByNewSection[path.section, default: []].append(path.item) }
        for move in update.movedItems {
            removedItemsByOldSection[move.from.section, default: []].append(move.from.item)
            claimedItemsByNewSection[move.to.section, default: []].append(move.to.item)
            moveDestinations[move.from] = move.to
        }
        for key in removedItemsByOldSection.keys { removedItemsByOldSection[key]?.sort() }
        for key in claimedItemsByNewSection.keys { claimedItemsByNewSection[key]?.sort() }
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
        if let destination = moveDestinations[path] { return destination }
        if deletedItems.contains(path) { return nil }
        // Rank among the items that stay, then the rank-th index no insert or move claims.
        let removedBefore = Self.countLess(than: path.item, in: removedItemsByOldSection[path.section] ?? [])
        var item = path.item - removedBefore
        for claimed in claimedItemsByNewSection[newSection] ?? [] {
            if claimed <= item { item += 1 } else { break }
        }
        return IndexPath(item: item, section: newSection)
    }

    /// How many elements of sorted `values` are below `bound` (binary search).
    private static func countLess(than bound: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
