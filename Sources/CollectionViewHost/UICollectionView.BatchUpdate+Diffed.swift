import CollectionGeometry

extension UICollectionView {
    /// A batch from changes a diff computed between the item counts before and after, with its index
    /// arithmetic (package API, for the diffable data source). The diff keeps UIKit's rules by
    /// construction, so nothing is checked again here and the lists are taken as they are.
    ///
    /// The caller promises what a sectioned diff gives: section and item lists ascending in their index
    /// spaces, no index path named twice, counts that add up, and item moves ordered by destination (they
    /// are re-ordered by source, as a batch keeps them). ``UICollectionView`` checks the counts against its
    /// own and its data source's before applying such a batch, and debug builds check every rule.
    @usableFromInline
    package struct DiffedBatch {
        /// The batch, as a checked one would be.
        let update: BatchUpdate
        /// Its index arithmetic, from keys worked out once.
        let mapping: BatchUpdateMapping

        /// - Complexity: O(s + u + m log m), s = sections, u = index paths named, m = item moves; O(s + u)
        ///   when the moves are also in source order.
        @usableFromInline
        package init(sectionDeletes: [Int], sectionInserts: [Int], sectionMoves: [BatchUpdate.SectionMove],
                     sectionReloads: [Int], itemDeletes: [IndexPath], itemInserts: [IndexPath],
                     itemMovesByDestination itemMoves: [BatchUpdate.ItemMove], itemReloads: [IndexPath],
                     itemReconfigures: [IndexPath], itemCountsBefore: [Int], itemCountsAfter: [Int]) {
            var update = BatchUpdate(itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter)
            update.deletedSections = IndexSet(sectionDeletes)
            update.insertedSections = IndexSet(sectionInserts)
            update.reloadedSections = IndexSet(sectionReloads)
            update.movedSections = sectionMoves.sorted { $0.from < $1.from }
            update.deletedItems = itemDeletes
            update.insertedItems = itemInserts
            update.reloadedItems = itemReloads
            update.reconfiguredItems = itemReconfigures
            // Each path's key is worked out once. The moves arrive in destination order; a batch keeps them
            // by source, so they are sorted by source key and each destination keeps the index of its move.
            var bySource: [(key: UInt64, index: Int)] = []
            var destinationKeys: [UInt64] = []
            bySource.reserveCapacity(itemMoves.count)
            destinationKeys.reserveCapacity(itemMoves.count)
            var isSourceOrder = true
            for index in itemMoves.indices {
                let key = BatchUpdateKey.key(itemMoves[index].from)
                if let last = bySource.last, last.key > key { isSourceOrder = false }
                bySource.append((key, index))
                destinationKeys.append(BatchUpdateKey.key(itemMoves[index].to))
            }
            assert(zip(destinationKeys, destinationKeys.dropFirst()).allSatisfy { $0 < $1 }, "diffed moves out of destination order")
            var indexByDestination = Array(itemMoves.indices)
            if isSourceOrder {
                update.movedItems = itemMoves
            } else {
                bySource.sort { $0.key < $1.key }
                update.movedItems = bySource.map { itemMoves[$0.index] }
                for (position, entry) in bySource.enumerated() { indexByDestination[entry.index] = position }
            }
            self.update = update
            mapping = BatchUpdateMapping(update, deletedKeys: itemDeletes.map(BatchUpdateKey.key),
                                         insertedKeys: itemInserts.map(BatchUpdateKey.key), moveSourceKeys: bySource.map(\.key),
                                         moveDestinationKeys: destinationKeys, moveIndexByDestination: indexByDestination)
        }
    }
}

extension UICollectionView.BatchUpdate {
    /// The calls that make this batch, for a view that has to check it after all (the counts it sees differ
    /// from the diff's, or the batch joins one already open).
    ///
    /// - Complexity: O(s + u).
    package var operations: [UICollectionView.BatchOperation] {
        var operations: [UICollectionView.BatchOperation] = []
        if !deletedSections.isEmpty { operations.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { operations.append(.insertSections(insertedSections)) }
        for move in movedSections { operations.append(.moveSection(move.from, toSection: move.to)) }
        if !reloadedSections.isEmpty { operations.append(.reloadSections(reloadedSections)) }
        if !deletedItems.isEmpty { operations.append(.deleteItems(deletedItems)) }
        if !insertedItems.isEmpty { operations.append(.insertItems(insertedItems)) }
        for move in movedItems { operations.append(.moveItem(at: move.from, to: move.to)) }
        if !reloadedItems.isEmpty { operations.append(.reloadItems(reloadedItems)) }
        if !reconfiguredItems.isEmpty { operations.append(.reconfigureItems(reconfiguredItems)) }
        return operations
    }
}
