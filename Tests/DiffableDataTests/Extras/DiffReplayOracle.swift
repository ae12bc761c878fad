import OpenCompositionalLayout

/// Sectioned data as a collection view's data source reports it: section ids and each section's items.
struct DiffData<Section: Hashable, Item: Hashable>: Equatable, CustomStringConvertible {
    var sections: [Section]
    var items: [[Item]]

    var description: String {
        zip(sections, items).map { "\($0):\($1.map { "\($0)" }.joined(separator: ","))" }.joined(separator: "|")
    }
}

/// Replays a ``StagedChangeset`` the way UIKit's `performBatchUpdates` interprets it, independently of the
/// diff, and reports every broken batch-update rule.
///
/// UIKit semantics: deletes in the before-space; inserts in the after-space; moves before → after; a
/// survivor that does not move keeps its relative order and fills the after-space slots left free by inserts
/// and move destinations. Inserted sections and items take their identity from the stage's data (that is
/// what the data source returns for them); everything else is carried over from the before-data, so a
/// wrong operation shows up as a data mismatch.
///
/// Rules checked (b.2 and our plan, b.5): indices in range; no section or index path deleted twice, moved
/// twice, or both deleted and moved; no insert and move to the same section or index path; no item
/// operation inside a deleted, inserted or moved section in the same batch; section and item counts match
/// the stage's data ("invalid number of items in section …"); post-pass reloads/reconfigures valid and
/// unique in the after-space, not both reloaded and reconfigured, not inside a reloaded section; post-pass
/// only on the last stage. Reload + move, delete + reload and insert + reload of one path in one batch
/// cannot occur: a stage has no in-batch reloads — reloads and reconfigures are its post-pass, a
/// batch of their own in the after-space — and the oracle checks that post-pass on the replayed data.
enum DiffReplayOracle {
    enum SlotSource: Equatable {
        case unset
        case inserted
        case kept(Int)
        case moved(Int)

        var oldIndex: Int? {
            switch self {
            case .kept(let index), .moved(let index): index
            case .unset, .inserted: nil
            }
        }
    }

    /// Applies one stage's structural batch to `before`; returns the data UIKit would end up showing and
    /// the violated rules. Post-pass operations are validated against the result.
    static func apply<Section, Item>(
        _ stage: StagedChangeset<Section, Item>.Stage, to before: DiffData<Section, Item>
    ) -> (after: DiffData<Section, Item>, violations: [String]) {
        var violations: [String] = []
        let oldCount = before.sections.count
        let newCount = stage.sections.count
        guard stage.itemArrays.count == newCount else {
            return (before, ["stage data has \(newCount) sections but \(stage.itemArrays.count) item arrays"])
        }

        // Sections.
        var sectionDeleted = Array(repeating: false, count: oldCount)
        var sectionMovedOut = Array(repeating: false, count: oldCount)
        var slots = Array(repeating: SlotSource.unset, count: newCount)
        for section in stage.sectionDeletes {
            guard (0..<oldCount).contains(section) else { violations.append("section delete \(section) out of range"); continue }
            if sectionDeleted[section] { violations.append("section \(section) deleted twice") }
            sectionDeleted[section] = true
        }
        for section in stage.sectionInserts {
            guard (0..<newCount).contains(section) else { violations.append("section insert \(section) out of range"); continue }
            if slots[section] != .unset { violations.append("section \(section) inserted twice") }
            slots[section] = .inserted
        }
        for move in stage.sectionMoves {
            guard (0..<oldCount).contains(move.source), (0..<newCount).contains(move.destination) else {
                violations.append("section move \(move) out of range"); continue
            }
            if sectionDeleted[move.source] { violations.append("attempt to delete and move section \(move.source)") }
            if sectionMovedOut[move.source] { violations.append("section \(move.source) moved twice") }
            if slots[move.destination] != .unset {
                violations.append("attempt to perform an insert and a move to the same section (\(move.destination))")
            }
            sectionMovedOut[move.source] = true
            slots[move.destination] = .moved(move.source)
        }
        let expectedSectionCount = oldCount - sectionDeleted.filter { $0 }.count + stage.sectionInserts.count
        if expectedSectionCount != newCount {
            violations.append("invalid number of sections: \(newCount), expected \(expectedSectionCount)")
        }
        var nextOld = 0
        for slot in 0..<newCount where slots[slot] == .unset {
            while nextOld < oldCount && (sectionDeleted[nextOld] || sectionMovedOut[nextOld]) { nextOld += 1 }
            guard nextOld < oldCount else { violations.append("no section left to fill slot \(slot)"); break }
            slots[slot] = .kept(nextOld)
            nextOld += 1
        }
        guard violations.isEmpty else { return (before, violations) }

        // Items: shapes of the before-data (per old section) and after-data (per new section).
        var itemDeleted = before.items.map { Array(repeating: false, count: $0.count) }
        var itemMovedOut = itemDeleted
        var itemSlots: [[Item?]] = stage.itemArrays.map { Array(repeating: nil, count: $0.count) }
        var incoming = Array(repeating: 0, count: newCount)
        func oldPathIsValid(_ path: IndexPath, _ what: String) -> Bool {
            guard (0..<oldCount).contains(path.section), (0..<before.items[path.section].count).contains(path.item) else {
                violations.append("\(what) \(path) out of range"); return false
            }
            if sectionDeleted[path.section] { violations.append("\(what) \(path) inside a deleted section"); return false }
            if sectionMovedOut[path.section] { violations.append("\(what) \(path) inside a moved section"); return false }
            return true
        }
        func newPathIsValid(_ path: IndexPath, _ what: String) -> Bool {
            guard (0..<newCount).contains(path.section), (0..<stage.itemArrays[path.section].count).contains(path.item) else {
                violations.append("\(what) \(path) out of range"); return false
            }
            switch slots[path.section] {
            case .inserted: violations.append("\(what) \(path) inside an inserted section"); return false
            case .moved: violations.append("\(what) \(path) inside a moved section"); return false
            default: return true
            }
        }
        for path in stage.itemDeletes where oldPathIsValid(path, "item delete") {
            if itemDeleted[path.section][path.item] { violations.append("index path \(path) deleted twice") }
            itemDeleted[path.section][path.item] = true
        }
        for move in stage.itemMoves {
            guard oldPathIsValid(move.source, "item move source"),
                  newPathIsValid(move.destination, "item move destination") else { continue }
            let (source, destination) = (move.source, move.destination)
            if itemDeleted[source.section][source.item] {
                violations.append("attempt to perform a delete and a move from the same index path (\(source))")
            }
            if itemMovedOut[source.section][source.item] { violations.append("index path \(source) moved twice") }
            if itemSlots[destination.section][destination.item] != nil {
                violations.append("two moves to the same index path (\(destination))")
            }
            itemMovedOut[source.section][source.item] = true
            itemSlots[destination.section][destination.item] = before.items[source.section][source.item]
            incoming[destination.section] += 1
        }
        for path in stage.itemInserts where newPathIsValid(path, "item insert") {
            if itemSlots[path.section][path.item] != nil {
                violations.append("attempt to perform an insert and a move to the same index path (\(path))")
            }
            itemSlots[path.section][path.item] = stage.itemArrays[path.section][path.item]
            incoming[path.section] += 1
        }
        guard violations.isEmpty else { return (before, violations) }

        var after = DiffData<Section, Item>(sections: [], items: [])
        for slot in 0..<newCount {
            guard let oldIndex = slots[slot].oldIndex else {
                after.sections.append(stage.sections[slot])
                after.items.append(stage.itemArrays[slot])
                continue
            }
            let staying = before.items[oldIndex].indices.filter {
                !itemDeleted[oldIndex][$0] && !itemMovedOut[oldIndex][$0]
            }
            let expected = staying.count + incoming[slot]
            if expected != stage.itemArrays[slot].count {
                violations.append("invalid number of items in section \(slot): data has \(stage.itemArrays[slot].count), the update gives \(expected)")
                return (before, violations)
            }
            var remaining = staying.makeIterator()
            after.sections.append(before.sections[oldIndex])
            after.items.append(itemSlots[slot].map { $0 ?? before.items[oldIndex][remaining.next()!] })
        }

        // Post-pass, in the after-space.
        var reloadedSection = Array(repeating: false, count: newCount)
        for section in stage.sectionReloads {
            guard (0..<newCount).contains(section) else { violations.append("section reload \(section) out of range"); continue }
            if reloadedSection[section] { violations.append("section \(section) reloaded twice") }
            reloadedSection[section] = true
        }
        var postPassPaths = Set<IndexPath>()
        for (paths, what) in [(stage.itemReloads, "item reload"), (stage.itemReconfigures, "item reconfigure")] {
            for path in paths {
                guard (0..<newCount).contains(path.section), (0..<after.items[path.section].count).contains(path.item) else {
                    violations.append("\(what) \(path) out of range"); continue
                }
                if reloadedSection[path.section] { violations.append("\(what) \(path) inside a reloaded section") }
                if !postPassPaths.insert(path).inserted {
                    violations.append("\(path) reloaded or reconfigured twice")
                }
            }
        }
        return (after, violations)
    }

    /// Replays every stage from `old`; returns the violated rules, including data that does not match a
    /// stage's data or the target.
    static func violations<Section, Item>(
        replaying changeset: StagedChangeset<Section, Item>,
        from old: DiffData<Section, Item>, to new: DiffData<Section, Item>
    ) -> [String] {
        var violations: [String] = []
        var current = old
        for (number, stage) in changeset.enumerated() {
            if number < changeset.count - 1 && stage.hasPostPassChanges {
                violations.append("stage \(number): post-pass operations before the last stage")
            }
            if !stage.hasStructuralChanges && !stage.hasPostPassChanges {
                violations.append("stage \(number) is empty")
            }
            let (after, stageViolations) = apply(stage, to: current)
            violations += stageViolations.map { "stage \(number): \($0)" }
            guard stageViolations.isEmpty else { return violations }
            let stageData = DiffData(sections: stage.sections, items: stage.itemArrays)
            if after != stageData {
                violations.append("stage \(number): replay gives \(after), stage data is \(stageData)")
                return violations
            }
            current = stageData
        }
        if current != new { violations.append("replay ends at \(current), target is \(new)") }
        return violations
    }
}
