import OpenCompositionalLayout
import Testing
import TestSupport

/// One random diff problem: old and new data plus reload requests.
struct DiffProblem: CustomStringConvertible {
    var old: DiffData<Int, Int>
    var new: DiffData<Int, Int>
    var reloadedItems: Set<Int> = []
    var reconfiguredItems: Set<Int> = []
    var reloadedSections: Set<Int> = []

    var description: String {
        "\(old) → \(new) reload \(reloadedItems.sorted()) reconfigure \(reconfiguredItems.sorted()) reloadSections \(reloadedSections.sorted())"
    }

    func changeset() -> StagedChangeset<Int, Int> {
        StagedChangeset(
            oldSections: old.sections, oldItemArrays: old.items,
            newSections: new.sections, newItemArrays: new.items,
            reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems, reloadedSections: reloadedSections)
    }

    /// Unique ids: random sections and items, then section deletes/inserts/moves, item deletes, items moved
    /// across sections (including into inserted and out of deleted sections), within-section moves, empty
    /// sections, fresh items, and random reload requests (some for deleted, inserted or unknown ids).
    static func random(_ random: inout DiffTestRandom) -> DiffProblem {
        var nextSection = 0
        var nextItem = 0
        func freshItems(_ count: Int) -> [Int] {
            defer { nextItem += count }
            return Array(nextItem..<nextItem + count)
        }
        var old = DiffData<Int, Int>(sections: [], items: [])
        for _ in 0..<random.int(0...6) {
            old.sections.append(nextSection)
            nextSection += 1
            old.items.append(freshItems(random.int(0...8)))
        }
        var new = old
        if !random.chance(0.08) {  // Otherwise identical (the fast path).
            var travellers: [Int] = []
            for index in new.sections.indices.reversed() where random.chance(0.15) {
                travellers += new.items[index].filter { _ in random.chance(0.5) }
                new.sections.remove(at: index)
                new.items.remove(at: index)
            }
            for section in new.items.indices {
                new.items[section] = new.items[section].filter { item in
                    if random.chance(0.12) { return false }
                    if random.chance(0.12) { travellers.append(item); return false }
                    return true
                }
            }
            for _ in 0..<random.int(0...2) {
                let position = random.int(0...new.sections.count)
                new.sections.insert(nextSection, at: position)
                new.items.insert(freshItems(random.int(0...3)), at: position)
                nextSection += 1
            }
            if !new.sections.isEmpty {
                for item in travellers.shuffled(using: &random) where random.chance(0.8) {
                    let section = random.int(0...new.sections.count - 1)
                    new.items[section].insert(item, at: random.int(0...new.items[section].count))
                }
                for section in new.items.indices {
                    for item in freshItems(random.int(0...2)) {
                        new.items[section].insert(item, at: random.int(0...new.items[section].count))
                    }
                    if random.chance(0.05) {
                        new.items[section].shuffle(using: &random)
                    } else if random.chance(0.4) && !new.items[section].isEmpty {
                        for _ in 0..<random.int(1...3) {
                            let item = new.items[section].remove(at: random.int(0...new.items[section].count - 1))
                            new.items[section].insert(item, at: random.int(0...new.items[section].count))
                        }
                    }
                }
                if random.chance(0.05) {
                    let order = new.sections.indices.shuffled(using: &random)
                    new = DiffData(sections: order.map { new.sections[$0] }, items: order.map { new.items[$0] })
                } else if random.chance(0.35) {
                    for _ in 0..<random.int(1...2) {
                        let from = random.int(0...new.sections.count - 1)
                        let (section, items) = (new.sections.remove(at: from), new.items.remove(at: from))
                        let to = random.int(0...new.sections.count)
                        new.sections.insert(section, at: to)
                        new.items.insert(items, at: to)
                    }
                }
            }
        }
        var problem = DiffProblem(old: old, new: new)
        let anyItems = Set(old.items.joined()).union(new.items.joined()).union([-1])
        let anySections = Set(old.sections).union(new.sections).union([-1])
        problem.reloadedItems = anyItems.filter { _ in random.chance(0.15) }
        problem.reconfiguredItems = anyItems.filter { _ in random.chance(0.15) }
        problem.reloadedSections = anySections.filter { _ in random.chance(0.1) }
        return problem
    }
}

/// Independent reference figures for a problem with unique ids, by brute force (linear lookups, quadratic
/// LIS) rather than the diff's hashing and patience sorting.
///
/// "Minimal" moves, exactly: an item is *matched* when it is in a surviving section (a section id present
/// in both old and new) in both the old and the new data. A matched item that changes section must move.
/// Within one surviving section, the matched items that stay in it keep their relative order unless moved,
/// so at most LIS(old positions read in new order) of them can stay. Minimal item moves =
/// (matched items that change section) + Σ over surviving sections (same-section matched − that LIS).
/// Minimal section moves = survivors − LIS(old section indices of survivors read in new order).
struct DiffReference {
    var itemMoves = 0
    var sectionMoves = 0
    var itemDeletes = 0
    var itemInserts = 0
    var sectionDeletes = 0
    var sectionInserts = 0
    /// Whether some surviving section's items change.
    var someSurvivingSectionChanges = false
    /// Whether every minimal section-move plan moves a changed section (then two stages are unavoidable):
    /// the longest increasing runs of old section indices (new order) all leave out a changed section.
    var movedChangedSectionIsUnavoidable = false
    var itemReloads: [IndexPath] = []
    var itemReconfigures: [IndexPath] = []
    var sectionReloads: [Int] = []

    static func lisLength(_ values: [Int]) -> Int {
        var longest = Array(repeating: 1, count: values.count)
        for end in values.indices {
            for start in 0..<end where values[start] < values[end] {
                longest[end] = max(longest[end], longest[start] + 1)
            }
        }
        return longest.max() ?? 0
    }

    init(_ problem: DiffProblem) {
        let (old, new) = (problem.old, problem.new)
        let survivingOld = old.sections.indices.filter { new.sections.contains(old.sections[$0]) }
        let survivorsInNewOrder = new.sections.compactMap { old.sections.firstIndex(of: $0) }
        sectionMoves = survivorsInNewOrder.count - Self.lisLength(survivorsInNewOrder)
        // Quadratic DP over (length, changed sections kept) among increasing runs of survivors.
        let changed = new.sections.indices.compactMap { newIndex -> Bool? in
            guard let oldIndex = old.sections.firstIndex(of: new.sections[newIndex]) else { return nil }
            return old.items[oldIndex] != new.items[newIndex]
        }
        var runs: [(length: Int, changed: Int)] = []
        for end in survivorsInNewOrder.indices {
            var run = (length: 1, changed: changed[end] ? 1 : 0)
            for start in 0..<end where survivorsInNewOrder[start] < survivorsInNewOrder[end] {
                let extended = (length: runs[start].length + 1, changed: runs[start].changed + (changed[end] ? 1 : 0))
                if (extended.length, extended.changed) > (run.length, run.changed) { run = extended }
            }
            runs.append(run)
        }
        let best = runs.max { ($0.length, $0.changed) < ($1.length, $1.changed) }
        movedChangedSectionIsUnavoidable = (best?.changed ?? 0) < changed.filter { $0 }.count
        sectionDeletes = old.sections.count - survivingOld.count
        sectionInserts = new.sections.count - survivorsInNewOrder.count

        func oldLocation(of item: Int) -> (section: Int, item: Int)? {
            for section in survivingOld {
                if let position = old.items[section].firstIndex(of: item) { return (section, position) }
            }
            return nil
        }
        var matchedOld = 0
        for newSection in new.sections.indices {
            guard let oldSection = old.sections.firstIndex(of: new.sections[newSection]) else { continue }
            if old.items[oldSection] != new.items[newSection] { someSurvivingSectionChanges = true }
            let sectionReloaded = problem.reloadedSections.contains(new.sections[newSection])
            if sectionReloaded { sectionReloads.append(newSection) }
            var sameSection: [Int] = []
            for (position, item) in new.items[newSection].enumerated() {
                guard let location = oldLocation(of: item) else { itemInserts += 1; continue }
                matchedOld += 1
                if location.section == oldSection { sameSection.append(location.item) } else { itemMoves += 1 }
                guard !sectionReloaded else { continue }
                if problem.reloadedItems.contains(item) {
                    itemReloads.append(IndexPath(item: position, section: newSection))
                } else if problem.reconfiguredItems.contains(item) {
                    itemReconfigures.append(IndexPath(item: position, section: newSection))
                }
            }
            itemMoves += sameSection.count - Self.lisLength(sameSection)
        }
        itemDeletes = survivingOld.reduce(0) { $0 + old.items[$1].count } - matchedOld
    }
}

@Suite("Diff: properties over random data")
struct DiffPropertyTests {
    static let caseCount = 6_000
    static let duplicateCaseCount = 2_000

    @Test("replay reproduces the new data, no batch breaks a rule, moves are minimal, one stage unless forced")
    func randomPairs() {
        var random = DiffTestRandom(seed: 0x5EED_D1FF)
        var stageCounts = [0, 0, 0]
        for caseNumber in 0..<Self.caseCount {
            let problem = DiffProblem.random(&random)
            let changeset = problem.changeset()
            let violations = DiffReplayOracle.violations(replaying: changeset, from: problem.old, to: problem.new)
            #expect(violations.isEmpty, "case \(caseNumber): \(problem)\n\(violations)")
            let reference = DiffReference(problem)
            let stages = changeset.stages
            func total<T>(_ operations: (StagedChangeset<Int, Int>.Stage) -> [T]) -> Int {
                stages.reduce(0) { $0 + operations($1).count }
            }
            let counts = [total(\.itemMoves), total(\.sectionMoves), total(\.itemDeletes), total(\.itemInserts),
                          total(\.sectionDeletes), total(\.sectionInserts)]
            let expected = [reference.itemMoves, reference.sectionMoves, reference.itemDeletes,
                            reference.itemInserts, reference.sectionDeletes, reference.sectionInserts]
            #expect(counts == expected, "case \(caseNumber): \(problem)\n\(stages)")
            #expect(stages.last?.itemReloads ?? [] == reference.itemReloads, "case \(caseNumber): \(problem)")
            #expect(stages.last?.itemReconfigures ?? [] == reference.itemReconfigures, "case \(caseNumber): \(problem)")
            #expect(stages.last?.sectionReloads ?? [] == reference.sectionReloads, "case \(caseNumber): \(problem)")
            // Stage count: 0 iff nothing changes; 2 iff every minimal plan moves a changed section; else 1.
            let nothingChanges = problem.old == problem.new && reference.itemReloads.isEmpty
                && reference.itemReconfigures.isEmpty && reference.sectionReloads.isEmpty
            let expectedStages = nothingChanges ? 0 : (reference.movedChangedSectionIsUnavoidable ? 2 : 1)
            #expect(stages.count == expectedStages, "case \(caseNumber): \(problem)\n\(stages)")
            if stages.count == 2 {
                // Items first (section order unchanged), then sections only.
                #expect(stages[0].sectionInserts.isEmpty && stages[0].sectionMoves.isEmpty)
                #expect(stages[1].itemDeletes.isEmpty && stages[1].itemInserts.isEmpty && stages[1].itemMoves.isEmpty)
            }
            stageCounts[min(stages.count, 2)] += 1
        }
        // The generator must exercise every outcome.
        #expect(stageCounts.allSatisfy { $0 > 100 }, "\(stageCounts)")
    }

    @Test("repeated identifiers never trap and still replay to the new data")
    func randomDuplicates() {
        var random = DiffTestRandom(seed: 0xD0B1_E5)
        func randomData() -> DiffData<Int, Int> {
            // Ids drawn with replacement from tiny ranges, so repeats are frequent.
            let sectionCount = random.int(0...5)
            return DiffData(
                sections: (0..<sectionCount).map { _ in random.int(0...4) },
                items: (0..<sectionCount).map { _ in (0..<random.int(0...6)).map { _ in random.int(0...9) } })
        }
        for caseNumber in 0..<Self.duplicateCaseCount {
            let old = randomData()
            var new = random.chance(0.3) ? old : randomData()
            if random.chance(0.3), !new.items.isEmpty { new.items[0].shuffle(using: &random) }
            let problem = DiffProblem(old: old, new: new,
                                      reloadedItems: Set((0..<3).map { _ in random.int(0...9) }),
                                      reconfiguredItems: Set((0..<3).map { _ in random.int(0...9) }),
                                      reloadedSections: [random.int(0...4)])
            let violations = DiffReplayOracle.violations(replaying: problem.changeset(), from: old, to: new)
            #expect(violations.isEmpty, "case \(caseNumber): \(problem)\n\(violations)")
        }
    }
}

/// An identifier whose hash is the same for every value: every lookup collides, so only `==` tells ids
/// apart (DifferenceKit's "equal hash values with different identities" case).
struct DiffCollidingID: Hashable, CustomStringConvertible {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "\(value)" }
}

extension DiffData where Section == Int, Item == Int {
    /// The same data with the item ids mapped through `transform`.
    func mapItems<T: Hashable>(_ transform: (Int) -> T) -> DiffData<Int, T> {
        DiffData<Int, T>(sections: sections, items: items.map { $0.map(transform) })
    }
}

@Suite("Diff: identifier types and sizes")
struct DiffIdentifierTypeTests {
    static let caseCount = 1_500

    /// Diffs `problem` with item ids mapped through `transform` and checks the replay and that the
    /// operations are the ones the Int ids give (the algorithm must not depend on the id type's hashing).
    func expectSameAsInt<T: Hashable>(_ problem: DiffProblem, _ caseNumber: Int, _ transform: (Int) -> T) {
        let (old, new) = (problem.old.mapItems(transform), problem.new.mapItems(transform))
        let changeset = StagedChangeset(
            oldSections: old.sections, oldItemArrays: old.items, newSections: new.sections, newItemArrays: new.items,
            reloadedItems: Set(problem.reloadedItems.map(transform)),
            reconfiguredItems: Set(problem.reconfiguredItems.map(transform)),
            reloadedSections: problem.reloadedSections)
        let violations = DiffReplayOracle.violations(replaying: changeset, from: old, to: new)
        #expect(violations.isEmpty, "case \(caseNumber) (\(T.self)): \(problem)\n\(violations)")
        let reference = problem.changeset()
        func operations<S, I>(_ changeset: StagedChangeset<S, I>) -> [String] {
            changeset.map { "\($0.description) data \($0.sections)" }
        }
        #expect(operations(changeset) == operations(reference), "case \(caseNumber) (\(T.self)): \(problem)")
    }

    @Test("String, UUID and always-colliding ids give the same operations as Int ids")
    func identifierTypes() {
        var random = DiffTestRandom(seed: 0x1D_7E5)
        for caseNumber in 0..<Self.caseCount {
            let problem = DiffProblem.random(&random)
            expectSameAsInt(problem, caseNumber) { "item-\($0)-padded-past-the-small-string-limit" }
            expectSameAsInt(problem, caseNumber) { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0))) }
            expectSameAsInt(problem, caseNumber) { DiffCollidingID(value: $0) }
        }
    }

    @Test("long sections: moves stay minimal and replay holds (run extension, trimming, LIS shortcuts)")
    func longSections() {
        var random = DiffTestRandom(seed: 0x10_96)
        for caseNumber in 0..<200 {
            // 1–3 sections of 50–300 items; a handful of deletes, inserts and relocations each.
            var nextItem = 0
            var old = DiffData<Int, Int>(sections: [], items: [])
            for section in 0..<random.int(1...3) {
                let count = random.int(50...300)
                old.sections.append(section)
                old.items.append(Array(nextItem..<nextItem + count))
                nextItem += count
            }
            var new = old
            for section in new.items.indices {
                for _ in 0..<random.int(0...8) where !new.items[section].isEmpty {
                    new.items[section].remove(at: random.int(0...new.items[section].count - 1))
                }
                for _ in 0..<random.int(0...8) {
                    new.items[section].insert(nextItem, at: random.int(0...new.items[section].count))
                    nextItem += 1
                }
                for _ in 0..<random.int(0...8) where !new.items[section].isEmpty {
                    let item = new.items[section].remove(at: random.int(0...new.items[section].count - 1))
                    let target = random.int(0...new.items.count - 1)
                    new.items[target].insert(item, at: random.int(0...new.items[target].count))
                }
            }
            let problem = DiffProblem(old: old, new: new)
            let changeset = problem.changeset()
            let violations = DiffReplayOracle.violations(replaying: changeset, from: old, to: new)
            #expect(violations.isEmpty, "case \(caseNumber): \(problem)\n\(violations)")
            let reference = DiffReference(problem)
            #expect(changeset.reduce(0) { $0 + $1.itemMoves.count } == reference.itemMoves, "case \(caseNumber)")
            #expect(changeset.count <= 1)
        }
    }
}
