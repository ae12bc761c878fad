import CollectionGeometry

extension UICollectionView.BatchUpdate {
    private typealias Failure = UICollectionView.BatchUpdateError

    /// Validates `operations` against UIKit's batch-update rules, given the item counts the view held
    /// before the update and the counts its data source reports after it, and returns the normalised batch.
    ///
    /// The rules (UIKit's, checked in this order; the first broken one is thrown):
    /// 1. sections after = sections before + inserted − deleted;
    /// 2. section indexes in range (deletes, reloads, move sources before; inserts, move targets after);
    /// 3. no section claimed twice (delete + reload, delete + move, reload + move, insert + move, two moves
    ///    from or to one section);
    /// 4. item index paths in range and not inside a section that is deleted or reloaded (deletes,
    ///    reloads, reconfigures, move sources) or inserted or reloaded (inserts, move targets);
    /// 5. no index path claimed twice (delete + reload, delete + move, reload + move, insert + move,
    ///    delete or reload + reconfigure, and any repeat of a delete, insert, reload or move);
    /// 6. for every section that exists before and after (not reloaded): items after = items before +
    ///    inserted − deleted + moved in − moved out.
    ///
    /// The order of the calls does not matter, as in UIKit. Repeated reconfigures of one index path are
    /// merged; repeated section indexes within the `IndexSet`s are merged by the set.
    ///
    /// - Throws: ``UICollectionView/BatchUpdateError`` naming the broken rule and the offending paths.
    /// - Complexity: O(s + u log u), s = number of sections, u = number of index paths named; the sorts are
    ///   of packed integer keys and already-sorted lists are only checked, so no index path is hashed.
    public init(validating operations: [UICollectionView.BatchOperation], itemCountsBefore: [Int],
                itemCountsAfter: [Int]) throws(UICollectionView.BatchUpdateError) {
        self.init(itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter)
        let collected = collect(operations)
        try checkSectionCount()
        try checkSectionRanges(collected)
        try checkSectionConflicts(collected)
        movedSections = collected.sectionMoves.sorted { $0.from < $1.from }
        // Sections now map one to one; the index arithmetic below relies on it.
        let sectionMap = BatchUpdateMapping(self)
        try checkItemRanges(collected, sections: SectionStates(self, sectionMap: sectionMap))
        try checkAndNormaliseItemClaims(collected)
        try checkItemCounts(collected, sectionMap: sectionMap)
    }

    /// The item operations and section moves of a batch, in call order (the section inserts, deletes and
    /// reloads go straight into the update's sets).
    private struct CollectedOperations {
        var sectionMoves: [SectionMove] = []
        var deletes: [IndexPath] = []
        var inserts: [IndexPath] = []
        var reloads: [IndexPath] = []
        var reconfigures: [IndexPath] = []
        var moves: [ItemMove] = []
    }

    /// Gathers `operations`: the section sets are merged into the update, the rest returned in call order.
    private mutating func collect(_ operations: [UICollectionView.BatchOperation]) -> CollectedOperations {
        var collected = CollectedOperations()
        collected.moves.reserveCapacity(operations.count)
        for operation in operations {
            switch operation {
            // A lone call's array is taken as it is (shared, not copied).
            case .insertItems(let paths):
                if collected.inserts.isEmpty { collected.inserts = paths } else { collected.inserts += paths }
            case .deleteItems(let paths):
                if collected.deletes.isEmpty { collected.deletes = paths } else { collected.deletes += paths }
            case .reloadItems(let paths):
                if collected.reloads.isEmpty { collected.reloads = paths } else { collected.reloads += paths }
            case .reconfigureItems(let paths):
                if collected.reconfigures.isEmpty { collected.reconfigures = paths } else { collected.reconfigures += paths }
            case .moveItem(let from, let to): collected.moves.append(ItemMove(from: from, to: to))
            case .insertSections(let sections): insertedSections.formUnion(sections)
            case .deleteSections(let sections): deletedSections.formUnion(sections)
            case .reloadSections(let sections): reloadedSections.formUnion(sections)
            case .moveSection(let from, let to): collected.sectionMoves.append(SectionMove(from: from, to: to))
            }
        }
        return collected
    }

    /// Rule 1: sections after = sections before + inserted − deleted.
    private func checkSectionCount() throws(Failure) {
        let oldSections = itemCountsBefore.count
        let newSections = itemCountsAfter.count
        if newSections != oldSections + insertedSections.count - deletedSections.count {
            throw Failure(kind: .invalidNumberOfSections,
                          message: "Invalid update: invalid number of sections.  The number of sections contained in the "
                            + "collection view after the update (\(newSections)) must be equal to the number of sections "
                            + "contained in the collection view before the update (\(oldSections)), plus or minus the number "
                            + "of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).",
                          isMessageVerified: true)
        }
    }

    /// Rule 2: section indexes in range (deletes, reloads, move sources before; inserts, move targets after).
    private func checkSectionRanges(_ operations: CollectedOperations) throws(Failure) {
        let oldSections = itemCountsBefore.count
        let newSections = itemCountsAfter.count
        if let bad = deletedSections.first(where: { $0 < 0 || $0 >= oldSections }) {
            throw Failure(kind: .sectionOutOfRange,
                          message: "attempt to delete section \(bad), but there are only \(oldSections) sections before the update",
                          sections: [bad], isMessageVerified: true)
        }
        if let bad = reloadedSections.first(where: { $0 < 0 || $0 >= oldSections }) {
            throw Failure(kind: .sectionOutOfRange,
                          message: "attempt to reload section \(bad), but there are only \(oldSections) sections before the update",
                          sections: [bad], isMessageVerified: false)
        }
        if let bad = insertedSections.first(where: { $0 < 0 || $0 >= newSections }) {
            throw Failure(kind: .sectionOutOfRange,
                          message: "attempt to insert section \(bad) but there are only \(newSections) sections after the update",
                          sections: [bad], isMessageVerified: false)
        }
        for move in operations.sectionMoves {
            if move.from < 0 || move.from >= oldSections {
                throw Failure(kind: .sectionOutOfRange,
                              message: "attempt to move section \(move.from), but there are only \(oldSections) sections before the update",
                              sections: [move.from], isMessageVerified: false)
            }
            if move.to < 0 || move.to >= newSections {
                throw Failure(kind: .sectionOutOfRange,
                              message: "attempt to move section \(move.from) to section \(move.to), but there are only "
                                + "\(newSections) sections after the update",
                              sections: [move.to], isMessageVerified: false)
            }
        }
    }

    /// Rule 3: no section claimed twice (delete + reload, delete + move, reload + move, insert + move, two
    /// moves from or to one section).
    private func checkSectionConflicts(_ operations: CollectedOperations) throws(Failure) {
        if let both = deletedSections.intersection(reloadedSections).first {
            throw Failure(kind: .conflictingSectionOperations,
                          message: "attempt to delete and reload the same section (\(both))", sections: [both],
                          isMessageVerified: false)
        }
        var moveSources = Set<Int>()
        var moveTargets = Set<Int>()
        for move in operations.sectionMoves {
            if deletedSections.contains(move.from) {
                throw Failure(kind: .conflictingSectionOperations,
                              message: "attempt to perform a delete and a move from the same section (\(move.from))",
                              sections: [move.from], isMessageVerified: false)
            }
            if reloadedSections.contains(move.from) {
                throw Failure(kind: .conflictingSectionOperations,
                              message: "attempt to perform a reload and a move from the same section (\(move.from))",
                              sections: [move.from], isMessageVerified: false)
            }
            if insertedSections.contains(move.to) {
                throw Failure(kind: .conflictingSectionOperations,
                              message: "attempt to perform an insert and a move to the same section (\(move.to))",
                              sections: [move.to], isMessageVerified: true)
            }
            if !moveSources.insert(move.from).inserted {
                throw Failure(kind: .conflictingSectionOperations,
                              message: "attempt to perform multiple moves from the same section (\(move.from))",
                              sections: [move.from], isMessageVerified: false)
            }
            if !moveTargets.insert(move.to).inserted {
                throw Failure(kind: .conflictingSectionOperations,
                              message: "attempt to perform multiple moves to the same section (\(move.to))",
                              sections: [move.to], isMessageVerified: false)
            }
        }
    }

    /// What each section undergoes, looked up once per index path by rule 4 ("deleted" wins over "reloaded",
    /// "inserted" over "reloaded", as the checks are ordered), with the counts the item ranges are checked against.
    private struct SectionStates {
        let countsBefore: [Int]
        let countsAfter: [Int]
        /// 0: unchanged, 1: deleted, 2: reloaded (by old section).
        let sectionStateBefore: [UInt8]
        /// 0: unchanged, 2: reloaded, 3: inserted (by new section).
        let sectionStateAfter: [UInt8]
        let stateNames = ["", "deleted", "reloaded", "inserted"]

        /// The states of `update`'s sections, whose moves `sectionMap` follows.
        init(_ update: UICollectionView.BatchUpdate, sectionMap: BatchUpdateMapping) {
            countsBefore = update.itemCountsBefore
            countsAfter = update.itemCountsAfter
            var sectionStateBefore = [UInt8](repeating: 0, count: countsBefore.count)
            var sectionStateAfter = [UInt8](repeating: 0, count: countsAfter.count)
            for section in update.reloadedSections { sectionStateBefore[section] = 2 }
            for section in update.deletedSections { sectionStateBefore[section] = 1 }
            for section in update.reloadedSections {
                if let newSection = sectionMap.newSection(forOldSection: section) { sectionStateAfter[newSection] = 2 }
            }
            for section in update.insertedSections { sectionStateAfter[section] = 3 }
            self.sectionStateBefore = sectionStateBefore
            self.sectionStateAfter = sectionStateAfter
        }

        /// Rule 4 for an index path in the old index space (a delete, reload, reconfigure or move source).
        func checkBefore(_ path: IndexPath, verb: String) throws(Failure) {
            let oldSections = countsBefore.count
            guard path.count == 2, path.section >= 0, path.section < oldSections else {
                throw Failure(kind: .itemOutOfRange,
                              message: "attempt to \(verb) item \(path.count == 2 ? path.item : -1) from section \(path.section), "
                                + "but there are only \(oldSections) sections before the update",
                              indexPaths: [path], isMessageVerified: false)
            }
            let count = countsBefore[path.section]
            if path.item < 0 || path.item >= count {
                throw Failure(kind: .itemOutOfRange,
                              message: "attempt to \(verb) item \(path.item) from section \(path.section) which only contains "
                                + "\(count) items before the update",
                              indexPaths: [path], isMessageVerified: verb == "delete")
            }
            if sectionStateBefore[path.section] != 0 {
                let state = stateNames[Int(sectionStateBefore[path.section])]
                throw Failure(kind: .itemOperationInChangedSection,
                              message: "attempt to \(verb) item \(path.item) from section \(path.section), which is being \(state)",
                              indexPaths: [path], sections: [path.section], isMessageVerified: false)
            }
        }

        /// Rule 4 for an index path in the new index space (an insert or move target).
        func checkAfter(_ path: IndexPath, verb: String) throws(Failure) {
            let newSections = countsAfter.count
            guard path.count == 2, path.section >= 0, path.section < newSections else {
                throw Failure(kind: .itemOutOfRange,
                              message: "attempt to \(verb) item \(path.count == 2 ? path.item : -1) into section \(path.section), "
                                + "but there are only \(newSections) sections after the update",
                              indexPaths: [path], isMessageVerified: false)
            }
            let count = countsAfter[path.section]
            if path.item < 0 || path.item >= count {
                throw Failure(kind: .itemOutOfRange,
                              message: "attempt to \(verb) item \(path.item) into section \(path.section), but there are only "
                                + "\(count) items in section \(path.section) after the update",
                              indexPaths: [path], isMessageVerified: false)
            }
            if sectionStateAfter[path.section] != 0 {
                let state = stateNames[Int(sectionStateAfter[path.section])]
                throw Failure(kind: .itemOperationInChangedSection,
                              message: "attempt to \(verb) item \(path.item) into section \(path.section), which is being \(state)",
                              indexPaths: [path], sections: [path.section], isMessageVerified: false)
            }
        }
    }

    /// Rule 4: item index paths in range and not inside a section that is deleted or reloaded (deletes,
    /// reloads, reconfigures, move sources) or inserted or reloaded (inserts, move targets).
    private func checkItemRanges(_ operations: CollectedOperations, sections: SectionStates) throws(Failure) {
        for path in operations.deletes { try sections.checkBefore(path, verb: "delete") }
        for path in operations.reloads { try sections.checkBefore(path, verb: "reload") }
        for path in operations.reconfigures { try sections.checkBefore(path, verb: "reconfigure") }
        for index in operations.moves.indices {
            try sections.checkBefore(operations.moves[index].from, verb: "move")
            try sections.checkAfter(operations.moves[index].to, verb: "move")
        }
        for path in operations.inserts { try sections.checkAfter(path, verb: "insert") }
    }

    /// Rule 5: no index path claimed twice (delete + reload, delete + move, reload + move, insert + move,
    /// delete or reload + reconfigure, and any repeat of a delete, insert, reload or move). Checked on sorted
    /// packed keys (every path now has two in-range indexes); when one is found, the per-call checks of
    /// `throwFirstConflict` name the first offender in call order. Then stores the item lists, normalised.
    private mutating func checkAndNormaliseItemClaims(_ operations: CollectedOperations) throws(Failure) {
        typealias Key = IndexPathKey
        let deletedKeys = Key.sortedKeys(operations.deletes)
        let reloadedKeys = Key.sortedKeys(operations.reloads)
        let insertedKeys = Key.sortedKeys(operations.inserts)
        let reconfiguredKeys = Key.sortedKeys(operations.reconfigures)
        var moveOrder = operations.moves.indices.map { (key: Key.key(operations.moves[$0].from), index: $0) }
        moveOrder.sort { $0.key < $1.key }
        let moveSourceKeys = moveOrder.map(\.key)
        var moveTargetKeys = operations.moves.indices.map { Key.key(operations.moves[$0].to) }
        moveTargetKeys.sort()
        if Key.hasRepeats(deletedKeys) || Key.hasRepeats(reloadedKeys) || Key.hasRepeats(insertedKeys)
            || Key.intersect(deletedKeys, reloadedKeys) || Key.intersect(moveSourceKeys, deletedKeys)
            || Key.intersect(moveSourceKeys, reloadedKeys) || Key.intersect(moveTargetKeys, insertedKeys)
            || Key.hasRepeats(moveSourceKeys) || Key.hasRepeats(moveTargetKeys)
            || Key.intersect(reconfiguredKeys, deletedKeys) || Key.intersect(reconfiguredKeys, reloadedKeys) {
            try Self.throwFirstConflict(deletes: operations.deletes, reloads: operations.reloads,
                                        inserts: operations.inserts, moves: operations.moves,
                                        reconfigures: operations.reconfigures)
        }
        deletedItems = deletedKeys.map(Key.indexPath)
        insertedItems = insertedKeys.map(Key.indexPath)
        reloadedItems = reloadedKeys.map(Key.indexPath)
        reconfiguredItems = reconfiguredKeys.indices
            .filter { $0 == 0 || reconfiguredKeys[$0] != reconfiguredKeys[$0 - 1] }  // repeats merged
            .map { Key.indexPath(reconfiguredKeys[$0]) }
        self.moveSourceKeys = moveSourceKeys
        self.moveDestinationKeys = moveOrder.map { Key.key(operations.moves[$0.index].to) }
    }

    /// Rule 6: for every section that exists before and after (not reloaded), items after = items before +
    /// inserted − deleted + moved in − moved out.
    private func checkItemCounts(_ operations: CollectedOperations, sectionMap: BatchUpdateMapping) throws(Failure) {
        let oldSections = itemCountsBefore.count
        let newSections = itemCountsAfter.count
        var deletedPerSection = [Int](repeating: 0, count: oldSections)
        var movedOutPerSection = [Int](repeating: 0, count: oldSections)
        var insertedPerSection = [Int](repeating: 0, count: newSections)
        var movedInPerSection = [Int](repeating: 0, count: newSections)
        for path in operations.deletes { deletedPerSection[path.section] += 1 }
        for path in operations.inserts { insertedPerSection[path.section] += 1 }
        for index in operations.moves.indices {
            let from = operations.moves[index].from.section
            let to = operations.moves[index].to.section
            // A move within a section (even one that itself moves) changes no count.
            guard sectionMap.newSection(forOldSection: from) != to else { continue }
            movedOutPerSection[from] += 1
            movedInPerSection[to] += 1
        }
        for oldSection in 0..<oldSections where !reloadedSections.contains(oldSection) {
            guard let newSection = sectionMap.newSection(forOldSection: oldSection) else { continue }
            let before = itemCountsBefore[oldSection]
            let after = itemCountsAfter[newSection]
            let expected = before + insertedPerSection[newSection] - deletedPerSection[oldSection]
                + movedInPerSection[newSection] - movedOutPerSection[oldSection]
            if after != expected {
                throw Failure(kind: .invalidNumberOfItems,
                              message: "Invalid update: invalid number of items in section \(newSection).  The number of items "
                                + "contained in an existing section after the update (\(after)) must be equal to the number of "
                                + "items contained in that section before the update (\(before)), plus or minus the number of "
                                + "items inserted or deleted from that section (\(insertedPerSection[newSection]) inserted, "
                                + "\(deletedPerSection[oldSection]) deleted) and plus or minus the number of items moved into "
                                + "or out of that section (\(movedInPerSection[newSection]) moved in, "
                                + "\(movedOutPerSection[oldSection]) moved out).",
                              sections: [newSection], isMessageVerified: true)
            }
        }
    }

    /// Throws the first index path claimed twice, in the order UIKit checks them (rule 5), for a batch
    /// known to have one.
    private static func throwFirstConflict(deletes itemDeletes: [IndexPath], reloads itemReloads: [IndexPath],
                                           inserts itemInserts: [IndexPath], moves itemMoves: [ItemMove],
                                           reconfigures itemReconfigures: [IndexPath]) throws(Failure) {
        func conflict(_ message: String, _ path: IndexPath, verified: Bool,
                      kind: Failure.Kind = .conflictingItemOperations) -> Failure {
            Failure(kind: kind, message: "\(message) (\(UICollectionView.describe(path)))", indexPaths: [path],
                    isMessageVerified: verified)
        }
        let deleted = try Self.unique(itemDeletes) { path throws(Failure) in
            throw conflict("attempt to delete the same index path twice", path, verified: false, kind: .duplicateItemOperation)
        }
        let reloaded = try Self.unique(itemReloads) { path throws(Failure) in
            throw conflict("attempt to reload the same index path twice", path, verified: false, kind: .duplicateItemOperation)
        }
        let inserted = try Self.unique(itemInserts) { path throws(Failure) in
            throw conflict("attempt to insert the same index path twice", path, verified: false, kind: .duplicateItemOperation)
        }
        if let both = itemDeletes.first(where: reloaded.contains) {
            throw conflict("attempt to delete and reload the same index path", both, verified: true)
        }
        var movedFrom = Set<IndexPath>()
        var movedTo = Set<IndexPath>()
        for move in itemMoves {
            if deleted.contains(move.from) {
                throw conflict("attempt to perform a delete and a move from the same index path", move.from, verified: true)
            }
            if reloaded.contains(move.from) {
                throw conflict("attempt to perform a reload and a move from the same index path", move.from, verified: false)
            }
            if inserted.contains(move.to) {
                throw conflict("attempt to perform an insert and a move to the same index path", move.to, verified: true)
            }
            if !movedFrom.insert(move.from).inserted {
                throw conflict("attempt to perform multiple moves from the same index path", move.from, verified: false,
                               kind: .duplicateItemOperation)
            }
            if !movedTo.insert(move.to).inserted {
                throw conflict("attempt to perform multiple moves to the same index path", move.to, verified: false,
                               kind: .duplicateItemOperation)
            }
        }
        for path in itemReconfigures {
            if deleted.contains(path) {
                throw conflict("attempt to delete and reconfigure the same index path", path, verified: false)
            }
            if reloaded.contains(path) {
                throw conflict("attempt to reload and reconfigure the same index path", path, verified: false)
            }
        }
    }

    /// The set of `paths`, calling `onDuplicate` (which throws) for the first repeated one.
    private static func unique(_ paths: [IndexPath],
                               onDuplicate: (IndexPath) throws(UICollectionView.BatchUpdateError) -> Void)
        throws(UICollectionView.BatchUpdateError) -> Set<IndexPath> {
        var seen = Set<IndexPath>()
        seen.reserveCapacity(paths.count)
        for path in paths where !seen.insert(path).inserted {
            try onDuplicate(path)
        }
        return seen
    }
}
