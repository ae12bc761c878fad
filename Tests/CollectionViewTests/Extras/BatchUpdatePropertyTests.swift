import Testing
import TestSupport
import OpenCompositionalLayout

/// Sections with identities, each an ordered list of globally unique items.
private struct Model {
    var sectionIDs: [Int]
    var items: [[Int]]
}

/// The kind of change one item goes through, worked out from its old and new place.
private enum ItemFate { case stays, moves, reloads }

/// Builds the UIKit batch that turns `old` into `new` with UIKit's index rules: deletes and reloads in
/// old indexes, inserts in new ones, moves from old to new. Sections that neither go nor move keep their
/// order and fill the new indexes no insert or move claims; any section (or item) that would land in the
/// wrong place that way is made a move, until the fill is right. Returns the operations and the fate of
/// every item that keeps a cell.
private func uikitBatch(from old: Model, to new: Model, using rng: inout SplitMix64)
    -> (operations: [UICollectionView.BatchOperation], fates: [Int: ItemFate]) {
    var operations: [UICollectionView.BatchOperation] = []
    let oldIndex = Dictionary(uniqueKeysWithValues: old.sectionIDs.enumerated().map { ($1, $0) })
    let newIndex = Dictionary(uniqueKeysWithValues: new.sectionIDs.enumerated().map { ($1, $0) })
    let deleted = IndexSet(old.sectionIDs.indices.filter { newIndex[old.sectionIDs[$0]] == nil })
    let inserted = IndexSet(new.sectionIDs.indices.filter { oldIndex[new.sectionIDs[$0]] == nil })
    let common = old.sectionIDs.filter { newIndex[$0] != nil }

    // Section moves: start with a few random ones, then add every section the in-order fill misplaces.
    var moved = Set(common.filter { _ in rng.next() % 10 == 0 })
    while true {
        let staying = common.filter { !moved.contains($0) }
        let claimed = inserted.union(IndexSet(moved.compactMap { newIndex[$0] }))
        let free = new.sectionIDs.indices.filter { !claimed.contains($0) }
        let misplaced = zip(staying, free).filter { newIndex[$0.0] != $0.1 }.map(\.0)
        if misplaced.isEmpty { break }
        moved.formUnion(misplaced)
    }
    let reloaded = Set(common.filter { !moved.contains($0) && rng.next() % 8 == 0 })
    if !deleted.isEmpty { operations.append(.deleteSections(deleted)) }
    if !inserted.isEmpty { operations.append(.insertSections(inserted)) }
    for id in moved { operations.append(.moveSection(oldIndex[id]!, toSection: newIndex[id]!)) }
    if !reloaded.isEmpty { operations.append(.reloadSections(IndexSet(reloaded.map { oldIndex[$0]! }))) }

    // Items: a section "keeps" its items when it exists before and after and is not reloaded.
    let keptSections = Set(common.filter { !reloaded.contains($0) })
    var oldPath: [Int: IndexPath] = [:]
    var newPath: [Int: IndexPath] = [:]
    for (s, items) in old.items.enumerated() { for (i, id) in items.enumerated() { oldPath[id] = IndexPath(item: i, section: s) } }
    for (s, items) in new.items.enumerated() { for (i, id) in items.enumerated() { newPath[id] = IndexPath(item: i, section: s) } }
    var fates: [Int: ItemFate] = [:]
    var itemMoves = Set<Int>()
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    for (id, from) in oldPath {
        let oldKept = keptSections.contains(old.sectionIDs[from.section])
        guard let to = newPath[id] else {
            if oldKept { deletes.append(from) }
            continue
        }
        let newKept = keptSections.contains(new.sectionIDs[to.section])
        switch (oldKept, newKept) {
        case (false, false): break
        case (false, true): inserts.append(to)
        case (true, false): deletes.append(from)
        case (true, true):
            if old.sectionIDs[from.section] != new.sectionIDs[to.section] || rng.next() % 20 == 0 {
                itemMoves.insert(id)
            }
            fates[id] = .stays
        }
    }
    for (id, to) in newPath where oldPath[id] == nil && keptSections.contains(new.sectionIDs[to.section]) {
        inserts.append(to)
    }
    // Within each kept section, staying items fill the unclaimed new indexes in order.
    while true {
        var misplaced: [Int] = []
        for sectionID in keptSections {
            let s = oldIndex[sectionID]!
            let t = newIndex[sectionID]!
            let staying = old.items[s].filter { fates[$0] != nil && !itemMoves.contains($0) }
            var claimed = Set(inserts.filter { $0.section == t }.map(\.item))
            for id in itemMoves where newPath[id]!.section == t { claimed.insert(newPath[id]!.item) }
            let free = new.items[t].indices.filter { !claimed.contains($0) }
            misplaced += zip(staying, free).filter { newPath[$0.0]!.item != $0.1 }.map(\.0)
        }
        if misplaced.isEmpty { break }
        itemMoves.formUnion(misplaced)
    }
    var reloads: [IndexPath] = []
    var reconfigures: [IndexPath] = []
    for id in fates.keys {
        if itemMoves.contains(id) {
            fates[id] = .moves
            operations.append(.moveItem(at: oldPath[id]!, to: newPath[id]!))
        } else if rng.next() % 10 == 0 {
            fates[id] = .reloads
            reloads.append(oldPath[id]!)
        }
        if fates[id] != .reloads, rng.next() % 10 == 0 { reconfigures.append(oldPath[id]!) }
    }
    if !deletes.isEmpty { operations.append(.deleteItems(deletes)) }
    if !inserts.isEmpty { operations.append(.insertItems(inserts)) }
    if !reloads.isEmpty { operations.append(.reloadItems(reloads)) }
    if !reconfigures.isEmpty { operations.append(.reconfigureItems(reconfigures)) }
    operations.shuffle(using: &rng)
    return (operations, fates)
}

/// A random model: 0–4 sections of 0–6 items, ids drawn from `nextID`.
private func randomModel(using rng: inout SplitMix64, nextID: inout Int) -> Model {
    let sectionCount = Int(rng.next() % 5)
    var model = Model(sectionIDs: [], items: [])
    for _ in 0..<sectionCount {
        model.sectionIDs.append(nextID); nextID += 1
        model.items.append((0..<Int(rng.next() % 7)).map { _ in defer { nextID += 1 }; return nextID })
    }
    return model
}

/// A random edit of `old`: sections deleted, inserted and shuffled; items deleted, moved anywhere and inserted.
private func randomEdit(of old: Model, using rng: inout SplitMix64, nextID: inout Int) -> Model {
    var sections = zip(old.sectionIDs, old.items).filter { _ in rng.next() % 5 != 0 }.map { ($0.0, $0.1) }
    for _ in 0..<Int(rng.next() % 3) {
        let items = (0..<Int(rng.next() % 4)).map { _ in defer { nextID += 1 }; return nextID }
        sections.insert((nextID, items), at: Int(rng.next() % UInt64(sections.count + 1)))
        nextID += 1
    }
    if sections.count > 1, rng.next() % 2 == 0 {
        let from = Int(rng.next() % UInt64(sections.count))
        let section = sections.remove(at: from)
        sections.insert(section, at: Int(rng.next() % UInt64(sections.count + 1)))
    }
    var loose: [Int] = []
    for index in sections.indices {
        sections[index].1 = sections[index].1.filter { _ in
            let roll = rng.next() % 6
            if roll == 0 { return false }
            return true
        }
        sections[index].1.removeAll { id in
            guard rng.next() % 6 == 0 else { return false }
            loose.append(id)
            return true
        }
    }
    guard !sections.isEmpty else { return Model(sectionIDs: [], items: []) }
    for _ in 0..<Int(rng.next() % 3) { loose.append(nextID); nextID += 1 }
    for id in loose {
        let s = Int(rng.next() % UInt64(sections.count))
        sections[s].1.insert(id, at: Int(rng.next() % UInt64(sections[s].1.count + 1)))
    }
    return Model(sectionIDs: sections.map(\.0), items: sections.map(\.1))
}

@MainActor
@Suite struct BatchUpdatePropertyTests {
    static let caseCount = 400

    @Test func randomValidBatchesAreAcceptedAndMatchTheDataSource() throws {
        var rng = SplitMix64(seed: 0x5EED_CAFE)
        var nextID = 1
        var kindsSeen: [String: Int] = [:]
        for _ in 0..<Self.caseCount {
            let old = randomModel(using: &rng, nextID: &nextID)
            let new = randomEdit(of: old, using: &rng, nextID: &nextID)
            let (operations, fates) = uikitBatch(from: old, to: new, using: &rng)
            for operation in operations {
                kindsSeen["\(operation)".prefix { $0 != "(" }.description, default: 0] += 1
            }

            let stub = Stub(old.items)
            // Tall enough that every item is visible: at most 4 + 2 sections × (6 + 5) items × 100 pt.
            let view = makeCollectionView(stub, height: 10_000)
            var cellsBefore: [Int: ObjectIdentifier] = [:]
            for cell in view.visibleCells {
                if let value = (cell as? TrackingCell)?.value { cellsBefore[value] = ObjectIdentifier(cell) }
            }

            let update = try view.performValidatedBatchUpdates {
                stub.sections = new.items
                for operation in operations { apply(operation, to: view) }
            }

            #expect(viewCounts(view) == new.items.map(\.count), "old \(old) new \(new) ops \(operations)")
            var shown = 0
            for (path, value) in shownValues(view) {
                #expect(new.items[path.section][path.item] == value)
                shown += 1
            }
            #expect(shown == new.items.reduce(0) { $0 + $1.count })
            for (s, items) in old.items.enumerated() {
                for (i, id) in items.enumerated() {
                    guard let fate = fates[id] else { continue }
                    // Every item that keeps its place or moves lands where the new data has it …
                    let target = new.items.enumerated().compactMap { t, ids in ids.firstIndex(of: id).map { IndexPath(item: $0, section: t) } }.first
                    #expect(update.newIndexPath(forOldIndexPath: IndexPath(item: i, section: s)) == target)
                    // … and keeps its cell unless reloaded.
                    guard let target, let cell = view.cellForItem(at: target) else { continue }
                    if fate == .reloads {
                        #expect(ObjectIdentifier(cell) != cellsBefore[id])
                    } else {
                        #expect(ObjectIdentifier(cell) == cellsBefore[id])
                    }
                }
            }
        }
        // The generator exercises every kind of call.
        for kind in ["insertItems", "deleteItems", "reloadItems", "reconfigureItems", "moveItem",
                     "insertSections", "deleteSections", "reloadSections", "moveSection"] {
            #expect(kindsSeen[kind, default: 0] > 0, "never generated \(kind)")
        }
    }
}
