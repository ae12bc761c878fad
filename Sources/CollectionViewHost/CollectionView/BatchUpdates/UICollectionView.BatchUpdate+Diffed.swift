import CollectionGeometry

extension UICollectionView {
    /// A batch from changes a diff computed between the item counts before and after, with its index
    /// arithmetic (package API, for the diffable data source). The diff keeps UIKit's rules by
    /// construction, so nothing is checked again here and the lists are taken as they are.
    ///
    /// The caller promises what a sectioned diff gives: section and item lists ascending in their index
    /// spaces, no index path named twice, counts that add up, every path with two indexes, and item moves
    /// ordered by destination (they are re-ordered by source, as a batch keeps them). ``UICollectionView``
    /// checks the counts against its own and its data source's before applying such a batch, and debug
    /// builds check every rule.
    @usableFromInline
    package struct DiffedBatch {
        /// The batch, as a checked one would be.
        let update: BatchUpdate
        /// Its index arithmetic, from keys worked out once.
        let mapping: BatchUpdateMapping

        /// Item moves are given as ``IndexPathKey`` keys, sources and destinations at the same positions,
        /// ordered by destination. The other keys may come with their paths, in the same order, so that
        /// none is read back from its path; a list of keys that does not match its paths in length is
        /// worked out from the paths.
        ///
        /// - Complexity: O(s + u + m log m), s = sections, u = index paths named, m = item moves; O(s + u)
        ///   when the moves are also in source order.
        @usableFromInline
        package init(sectionDeletes: [Int], sectionInserts: [Int], sectionMoves: [BatchUpdate.SectionMove],
                     sectionReloads: [Int], itemDeletes: [IndexPath], itemInserts: [IndexPath],
                     itemMoveSourcesByDestination moveSources: [UInt64], itemMoveDestinations moveDestinations: [UInt64],
                     itemReloads: [IndexPath], itemReconfigures: [IndexPath], itemCountsBefore: [Int], itemCountsAfter: [Int],
                     deleteKeys: [UInt64] = [], insertKeys: [UInt64] = [], reloadKeys: [UInt64] = []) {
            var update = BatchUpdate(itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter)
            update.deletedSections = IndexSet(sectionDeletes)
            update.insertedSections = IndexSet(sectionInserts)
            update.reloadedSections = IndexSet(sectionReloads)
            update.movedSections = sectionMoves.sorted { $0.from < $1.from }
            update.deletedItems = itemDeletes
            update.insertedItems = itemInserts
            update.reloadedItems = itemReloads
            update.reconfiguredItems = itemReconfigures
            func keys(_ given: [UInt64], _ paths: [IndexPath]) -> [UInt64] {
                given.count == paths.count ? given : paths.map(IndexPathKey.key)
            }
            assert(moveSources.count == moveDestinations.count, "diffed moves without a destination each")
            // Unpaired keys (a broken promise) are dropped rather than read past the end of the shorter list.
            let pairs = min(moveSources.count, moveDestinations.count)
            let moveSources = moveSources.count == pairs ? moveSources : Array(moveSources.prefix(pairs))
            let moveDestinations = moveDestinations.count == pairs ? moveDestinations : Array(moveDestinations.prefix(pairs))
            assert(zip(moveDestinations, moveDestinations.dropFirst()).allSatisfy { $0 < $1 }, "diffed moves out of destination order")
            // The moves arrive in destination order; a batch keeps them by source, so they are sorted by
            // source key and each destination keeps the index of its move.
            var indexByDestination = Array(moveSources.indices)
            if zip(moveSources, moveSources.dropFirst()).allSatisfy({ $0 < $1 }) {
                update.moveSourceKeys = moveSources
                update.moveDestinationKeys = moveDestinations
            } else {
                let order = Self.sourceOrder(moveSources)
                update.moveSourceKeys = order.map { moveSources[$0] }
                update.moveDestinationKeys = order.map { moveDestinations[$0] }
                for (position, index) in order.enumerated() { indexByDestination[index] = position }
            }
            self.update = update
            mapping = BatchUpdateMapping(update, deletedKeys: keys(deleteKeys, itemDeletes),
                                         insertedKeys: keys(insertKeys, itemInserts),
                                         moveDestinationKeys: moveDestinations, moveIndexByDestination: indexByDestination,
                                         reloadedKeys: keys(reloadKeys, itemReloads))
        }

        /// The positions of `keys` in ascending key order. Keys below 2⁴⁸ (sections below 65,536) of fewer
        /// than 65,536 moves are sorted as plain integers with their position in the low 16 bits, which is
        /// several times faster than sorting pairs.
        ///
        /// - Complexity: O(m log m).
        private static func sourceOrder(_ keys: [UInt64]) -> [Int] {
            let positionBits: UInt64 = 16
            if keys.count < 1 << positionBits, keys.allSatisfy({ $0 >> (64 - positionBits) == 0 }) {
                var packed = keys.indices.map { keys[$0] << positionBits | UInt64($0) }
                packed.sort()
                return packed.map { Int($0 & (1 << positionBits - 1)) }
            }
            return keys.indices.sorted { keys[$0] < keys[$1] }
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
        for (source, destination) in zip(moveSourceKeys, moveDestinationKeys) {
            operations.append(.moveItem(at: IndexPathKey.indexPath(source), to: IndexPathKey.indexPath(destination)))
        }
        if !reloadedItems.isEmpty { operations.append(.reloadItems(reloadedItems)) }
        if !reconfiguredItems.isEmpty { operations.append(.reconfigureItems(reconfiguredItems)) }
        return operations
    }
}
