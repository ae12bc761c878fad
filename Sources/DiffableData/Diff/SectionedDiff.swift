import CollectionGeometry

// The sectioned diff: Heckel-style hashing + longest increasing subsequence.
//
// Technique. Identifiers are matched through a hash table, as in Heckel's "A technique for isolating
// differences between files" (CACM 1978): one pass hashes the old items, one pass probes with the new
// items, so matching is O(n) expected. Heckel then infers moves from the matches; the greedy rule
// ("every matched element that is not where the cursor expects it is a move") over-reports about nine
// times on random edits (see Benchmarks/DiffBenchmark). Instead, within each section the matched items are
// read in new order and a longest increasing subsequence of their old positions stays put; every other
// matched item moves. That move set is minimal: items that do not move keep their relative order in
// UIKit's batch semantics, so they must form an increasing run, and the longest run leaves the fewest.
// Sections are treated the same way one level up.
//
// Phases:
//   1. Sections: match ids old↔new (deletes, inserts); find the changed sections (item arrays not `==`;
//      Array `==` is O(1) when both share storage, as snapshot copies do); LIS over the survivors (minimal
//      section moves), preferring to keep changed sections in place (fewer stages, see 7).
//   2. Skip unchanged sections: they are never looked at again.
//   3. Per changed section, match the common prefix and suffix position by position (no hashing), then
//      hash the old items in between into an `IdentifierTable` (ids are never copied; full hashes stored).
//   4. Probe with the new items in between; each old item is matched at most once. Heckel's run extension:
//      after a match, try the next old items first — inside an unchanged run no hash is computed.
//      Items of deleted and inserted sections are not hashed: an item that leaves a deleted section is an
//      insert, one that enters an inserted section is a delete (as UIKit's batch updates require).
//   5. Per changed section: LIS over same-section matches → moves; unmatched new items → inserts;
//      unmatched old items → deletes. Items matched from another section always move.
//   6. Reloads and reconfigures: a post-pass in the final (new) index space. Ids hashed in phase 3
//      resolve through the table; the others are looked for in the unhashed parts (unchanged sections,
//      common prefixes and suffixes) only if some are left.
//   7. Stages: one batch, unless a moved section has item changes (UIKit forbids item operations inside a
//      section moved in the same batch, b.2) — which phase 1 avoids whenever a minimal plan allows: then
//      stage 1 = section deletes + all item changes with the sections in their old relative order,
//      stage 2 = section inserts + section moves.
//
// Files: this one (phases 1–7), `LongestIncreasingSubsequence.swift`, `IdentifierTable.swift` (the hash
// table), `ItemDiff+Specializations.swift` (phases 2–6 pre-compiled for Int, String and UUID ids, so that
// generic callers such as the data source run specialised code), `StagedChangeset.swift` (the output).
//
// Duplicates (identifiers are unique by contract, but bad input must not trap): every occurrence is matched
// at most once. A repeated section id pairs its first old occurrence with its first new one. For a repeated
// item id, which occurrences pair up is unspecified (prefix/suffix, run extension, else the first hashed
// old occurrence); occurrences left unpaired are deleted or inserted. Replaying the stages still yields the
// new data exactly, and no index path is used twice.

extension StagedChangeset {
    /// Computes the batch updates that turn the old sectioned data into the new.
    ///
    /// Sections and items are matched by identifier (`Hashable` identity); moves are minimal (items and
    /// sections that keep their relative order — a longest increasing subsequence — never move); items
    /// that move into an inserted section or out of a deleted one are a delete or an insert, not a move.
    /// See ``StagedChangeset`` for the stages and index spaces.
    ///
    /// Reload and reconfigure requests are honoured only for items present in both the old and the new data
    /// (an inserted item already gets a fresh cell), outside reloaded or inserted sections (a section reload
    /// covers its items). A reloaded item is not also reconfigured. Reloaded sections that are inserted are
    /// ignored; identifiers not in the new data are ignored.
    ///
    /// Bad input never traps: if an item-array list is shorter than its section list, the missing sections
    /// are taken as empty; extra item arrays are ignored. Each occurrence of a repeated identifier is
    /// matched at most once (a repeated section id: first to first; a repeated item id: unspecified which
    /// occurrences pair), the rest are deleted or inserted; the stages still replay to the new data.
    ///
    /// - Parameters:
    ///   - oldSections: Section identifiers before the update.
    ///   - oldItemArrays: Items of each old section, parallel to `oldSections`.
    ///   - newSections: Section identifiers after the update.
    ///   - newItemArrays: Items of each new section, parallel to `newSections`.
    ///   - reloadedItems: Items whose cells must be re-created (`reloadItems`).
    ///   - reconfiguredItems: Items whose cells must be reconfigured in place (`reconfigureItems`).
    ///   - reloadedSections: Sections to reload (`reloadSections`).
    /// - Complexity: O(S + n + k log k) expected, where S is the number of sections, n the number of items
    ///   in sections whose item arrays differ, and k the number of items matched within one section. An
    ///   unchanged section costs O(1) when its arrays share storage (else one `==` pass). When some
    ///   reloaded or reconfigured items are not in a changed section, the unchanged sections are scanned
    ///   once more, O(n) over their items.
    @inlinable
    public init(
        oldSections: [SectionIdentifier],
        oldItemArrays: [[ItemIdentifier]],
        newSections: [SectionIdentifier],
        newItemArrays: [[ItemIdentifier]],
        reloadedItems: Set<ItemIdentifier> = [],
        reconfiguredItems: Set<ItemIdentifier> = [],
        reloadedSections: Set<SectionIdentifier> = []
    ) {
        let oldItems = SectionedDiffInput.itemArrays(oldItemArrays, matching: oldSections.count)
        let newItems = SectionedDiffInput.itemArrays(newItemArrays, matching: newSections.count)
        // Phase 1 (sections), then phases 2–6 on the items (specialised for common id types), then 7.
        var sections = SectionDiff(oldSections: oldSections, newSections: newSections)
        sections.pairSections()
        sections.chooseMoves(changed: ItemDiff.changedSections(
            oldItems: oldItems, newItems: newItems, newToOld: sections.matching.newToOld))
        sections.markReloads(reloadedSections)
        let items = ItemDiff.changes(
            oldItems: oldItems, newItems: newItems, sections: sections.matching,
            reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
        self = sections.stages(oldItems: oldItems, newItems: newItems, items: items)
    }
}

/// Input normalisation shared by the diff entry points.
@usableFromInline
enum SectionedDiffInput {
    /// `itemArrays` padded with empty arrays or truncated to `count` entries (the documented fallback for a
    /// section list and item-array list of different lengths). Returns the array itself when it fits.
    @inlinable
    static func itemArrays<Item>(_ itemArrays: [[Item]], matching count: Int) -> [[Item]] {
        if itemArrays.count == count { return itemArrays }
        if itemArrays.count > count { return Array(itemArrays.prefix(count)) }
        return itemArrays + Array(repeating: [], count: count - itemArrays.count)
    }
}

/// Marks an index that has no counterpart (deleted, inserted, unmatched).
@usableFromInline let diffNotFound = -1

/// How old and new sections correspond: the output of phase 1, the input of the item phases. Not generic,
/// so that the item phases can run pre-specialised for common identifier types whatever the section type.
@usableFromInline
struct SectionMatching {
    /// New index of each old section, or `diffNotFound` when it is deleted.
    @usableFromInline var oldToNew: [Int] = []
    /// Old index of each new section, or `diffNotFound` when it is inserted.
    @usableFromInline var newToOld: [Int] = []
    /// Whether each new section survives with a different item array (a "changed" section).
    @usableFromInline var isChanged: [Bool] = []
    /// Whether each new section is moved (a survivor outside the sections' LIS).
    @usableFromInline var isMoved: [Bool] = []
    @usableFromInline var movedCount = 0
    /// Whether each new section is reloaded (empty when none is).
    @usableFromInline var isReloaded: [Bool] = []
    /// New indices of the reloaded sections, ascending.
    @usableFromInline var reloads: [Int] = []

    @inlinable init() {}
}

/// The item-level operations of one diff (phases 2–6). Not generic (see ``SectionMatching``).
@usableFromInline
struct ItemChanges {
    /// Whether a moved section has item changes: then items and sections go in two stages.
    @usableFromInline var movedSectionHasItemChanges = false
    @usableFromInline var deletes: [IndexPath] = []
    @usableFromInline var inserts: [IndexPath] = []
    @usableFromInline var moves: [ChangesetMove<IndexPath>] = []
    @usableFromInline var reloads: [IndexPath] = []
    @usableFromInline var reconfigures: [IndexPath] = []
    /// The same operations as keys (reconfigures are few and stay paths only).
    @usableFromInline var packed = PackedItemPositions()

    @inlinable init() {}
}

// MARK: - Phase 1 and 7: sections and stages

/// Section matching (phase 1) and stage assembly (phase 7). Internal; the entry point is
/// `StagedChangeset.init(oldSections:oldItemArrays:newSections:newItemArrays:…)`.
@usableFromInline
struct SectionDiff<SectionIdentifier: Hashable> {
    @usableFromInline let oldSections: [SectionIdentifier]
    @usableFromInline let newSections: [SectionIdentifier]
    @usableFromInline var matching = SectionMatching()
    @usableFromInline var sectionIndexByIdentifier: [SectionIdentifier: Int]? = nil

    @inlinable
    init(oldSections: [SectionIdentifier], newSections: [SectionIdentifier]) {
        self.oldSections = oldSections
        self.newSections = newSections
    }

    /// New index of each section id (first occurrence wins), built once on demand.
    @inlinable
    mutating func newSectionIndex() -> [SectionIdentifier: Int] {
        if let index = sectionIndexByIdentifier { return index }
        var index: [SectionIdentifier: Int] = [:]
        index.reserveCapacity(newSections.count)
        // Backwards, so that a repeated id keeps its first index.
        for newIndex in newSections.indices.reversed() { index[newSections[newIndex]] = newIndex }
        sectionIndexByIdentifier = index
        return index
    }

    /// Matches section ids old↔new (the rest are deletes and inserts).
    @inlinable
    mutating func pairSections() {
        let (oldCount, newCount) = (oldSections.count, newSections.count)
        if oldSections == newSections {
            // Same ids in the same order: identity, no section operations.
            matching.oldToNew = Array(0..<oldCount)
            matching.newToOld = matching.oldToNew
            return
        }
        matching.oldToNew = Array(repeating: diffNotFound, count: oldCount)
        matching.newToOld = Array(repeating: diffNotFound, count: newCount)
        let newIndexOf = newSectionIndex()
        for oldIndex in 0..<oldCount {
            // A repeated id pairs once: a later old duplicate finds its partner taken and is deleted.
            if let newIndex = newIndexOf[oldSections[oldIndex]], matching.newToOld[newIndex] == diffNotFound {
                matching.oldToNew[oldIndex] = newIndex
                matching.newToOld[newIndex] = oldIndex
            }
        }
    }

    /// Picks the minimal set of moved sections: the survivors outside a longest increasing subsequence of
    /// old indices read in new order. Among the longest, the one keeping the most changed sections in place
    /// (a moved section with item changes forces a second batch, b.2; D17 needs one batch this way).
    @inlinable
    mutating func chooseMoves(changed: [Bool]) {
        let newCount = newSections.count
        matching.isChanged = changed
        matching.isMoved = Array(repeating: false, count: newCount)
        guard oldSections != newSections else { return }
        var survivorOldIndices: [Int] = []
        var survivorNewIndices: [Int] = []
        var survivorChanged: [Bool] = []
        survivorOldIndices.reserveCapacity(newCount)
        survivorNewIndices.reserveCapacity(newCount)
        survivorChanged.reserveCapacity(newCount)
        for newIndex in 0..<newCount where matching.newToOld[newIndex] != diffNotFound {
            survivorOldIndices.append(matching.newToOld[newIndex])
            survivorNewIndices.append(newIndex)
            survivorChanged.append(changed[newIndex])
        }
        var stays = Array(repeating: false, count: survivorOldIndices.count)
        LongestIncreasingSubsequence.markPreferring(
            survivorOldIndices, preferred: survivorChanged, valueBound: oldSections.count, into: &stays)
        for (position, newIndex) in survivorNewIndices.enumerated() where !stays[position] {
            matching.isMoved[newIndex] = true
            matching.movedCount += 1
        }
    }

    /// Marks the surviving reloaded sections (an inserted section is fresh anyway).
    @inlinable
    mutating func markReloads(_ reloadedSections: Set<SectionIdentifier>) {
        guard !reloadedSections.isEmpty else { return }
        matching.isReloaded = Array(repeating: false, count: newSections.count)
        let newIndexOf = newSectionIndex()
        for section in reloadedSections {
            if let newIndex = newIndexOf[section], matching.newToOld[newIndex] != diffNotFound {
                matching.isReloaded[newIndex] = true
                matching.reloads.append(newIndex)
            }
        }
        matching.reloads.sort()
    }

    /// Phase 7: one stage, or two when a moved section has item changes; none when nothing changes.
    @inlinable
    func stages<ItemIdentifier>(
        oldItems: [[ItemIdentifier]], newItems: [[ItemIdentifier]], items: ItemChanges
    ) -> StagedChangeset<SectionIdentifier, ItemIdentifier> {
        typealias Stage = StagedChangeset<SectionIdentifier, ItemIdentifier>.Stage
        var sectionDeletes: [Int] = []
        for oldIndex in oldSections.indices where matching.oldToNew[oldIndex] == diffNotFound {
            sectionDeletes.append(oldIndex)
        }
        var sectionInserts: [Int] = []
        for newIndex in newSections.indices where matching.newToOld[newIndex] == diffNotFound {
            sectionInserts.append(newIndex)
        }
        if !items.movedSectionHasItemChanges {
            var sectionMoves: [ChangesetMove<Int>] = []
            for newIndex in newSections.indices where matching.isMoved[newIndex] {
                sectionMoves.append(ChangesetMove(source: matching.newToOld[newIndex], destination: newIndex))
            }
            var stage = Stage(
                sections: newSections, itemArrays: newItems,
                sectionDeletes: sectionDeletes, sectionInserts: sectionInserts, sectionMoves: sectionMoves,
                sectionReloads: matching.reloads,
                itemDeletes: items.deletes, itemInserts: items.inserts, itemMoves: items.moves,
                itemReloads: items.reloads, itemReconfigures: items.reconfigures)
            stage.packedItemPositions = items.packed
            return stage.hasStructuralChanges || stage.hasPostPassChanges
                ? StagedChangeset(stages: [stage]) : StagedChangeset()
        }
        // Two stages. Stage 1: section deletes and every item change, survivors in their old relative
        // order, each already holding its final items.
        let stageOneIndices = matching.stageOneSectionIndices()
        var stageOneSections: [SectionIdentifier] = []
        var stageOneItems: [[ItemIdentifier]] = []
        for oldIndex in oldSections.indices where matching.oldToNew[oldIndex] != diffNotFound {
            let newIndex = matching.oldToNew[oldIndex]
            stageOneSections.append(newSections[newIndex])
            stageOneItems.append(newItems[newIndex])
        }
        var stageOne = Stage(
            sections: stageOneSections, itemArrays: stageOneItems, sectionDeletes: sectionDeletes,
            itemDeletes: items.deletes, itemInserts: items.inserts, itemMoves: items.moves)
        stageOne.packedItemPositions = items.packed
        stageOne.packedItemPositions.reloads = []
        // Stage 2: section inserts and moves only; then the post-pass.
        var sectionMoves: [ChangesetMove<Int>] = []
        for newIndex in newSections.indices where matching.isMoved[newIndex] {
            sectionMoves.append(ChangesetMove(source: stageOneIndices[newIndex], destination: newIndex))
        }
        var stageTwo = Stage(
            sections: newSections, itemArrays: newItems,
            sectionInserts: sectionInserts, sectionMoves: sectionMoves, sectionReloads: matching.reloads,
            itemReloads: items.reloads, itemReconfigures: items.reconfigures)
        stageTwo.packedItemPositions.reloads = items.packed.reloads
        return StagedChangeset(stages: [stageOne, stageTwo])
    }
}

extension SectionMatching {
    /// For each new section, its index among the surviving sections in old order (the section layout of
    /// stage 1 in a two-stage plan), or `diffNotFound` for an inserted section.
    @inlinable
    func stageOneSectionIndices() -> [Int] {
        var survivorRank = Array(repeating: diffNotFound, count: oldToNew.count)
        var rank = 0
        for oldIndex in oldToNew.indices where oldToNew[oldIndex] != diffNotFound {
            survivorRank[oldIndex] = rank
            rank += 1
        }
        return newToOld.map { $0 == diffNotFound ? diffNotFound : survivorRank[$0] }
    }
}

// MARK: - Phases 2–6: items

/// The item phases of one diff run. Generic over the item type only, so that it can be pre-specialised
/// (see `ItemDiff.changes`).
@usableFromInline
struct ItemDiff<ItemIdentifier: Hashable> {
    @usableFromInline typealias Table = IdentifierTable<ItemIdentifier>

    @usableFromInline let oldItems: [[ItemIdentifier]]
    @usableFromInline let newItems: [[ItemIdentifier]]
    @usableFromInline let sections: SectionMatching

    // Phase 2 — changed ("dirty") surviving sections and their flat item numbering.
    /// Old indices of the surviving sections whose item arrays differ, ascending.
    @usableFromInline var dirtyOldSections: [Int] = []
    /// Per old section: flat index of its first item, or `diffNotFound` when not diffed.
    @usableFromInline var oldFlatBase: [Int] = []
    /// Per new section: flat index of its first item, or `diffNotFound` when not diffed.
    @usableFromInline var newFlatBase: [Int] = []
    @usableFromInline var oldFlatCount = 0
    @usableFromInline var newFlatCount = 0

    // Phases 3–4 — matching.
    /// Old items of the changed sections → their packed old location (`IdentifierTable.pack`).
    @usableFromInline var oldItemTable: Table? = nil
    /// Per flat old item: packed new location of its match, or `diffNotFound`.
    @usableFromInline var oldMatch: [Int] = []
    /// Per flat new item: packed old location of its match, or `diffNotFound`.
    @usableFromInline var newMatch: [Int] = []
    /// Per old / new section: the items between the common prefix and suffix (hashed / probed).
    @usableFromInline var oldMiddle: [Range<Int>] = []
    @usableFromInline var newMiddle: [Range<Int>] = []

    /// The result, filled phase by phase.
    @usableFromInline var changes = ItemChanges()

    /// Up to this many reload/reconfigure ids left for the unhashed parts are found by `==` comparisons
    /// rather than by hashing every item scanned.
    @usableFromInline static var linearScanLimit: Int { 4 }

    /// How many old items after the previous match phase 4 compares before hashing: the next one, and the
    /// one after it (a single deleted or moved-away old item does not end a run).
    @usableFromInline static var runLookahead: Int { 2 }

    @inlinable
    init(oldItems: [[ItemIdentifier]], newItems: [[ItemIdentifier]], sections: SectionMatching) {
        self.oldItems = oldItems
        self.newItems = newItems
        self.sections = sections
    }

    /// Runs phases 2–6.
    @inlinable
    mutating func run(reloadedItems: Set<ItemIdentifier>, reconfiguredItems: Set<ItemIdentifier>) -> ItemChanges {
        findChangedSections()
        if !dirtyOldSections.isEmpty {
            hashOldItems()
            matchNewItems()
            emitItemOperations()
        }
        if !reloadedItems.isEmpty || !reconfiguredItems.isEmpty {
            reloadOperations(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
        }
        return changes
    }

    // MARK: Phase 2 — skip unchanged sections

    /// Per new section: whether it survives with an item array that is not `==` its old one.
    @inlinable
    static func changedSectionsUnspecialized(
        oldItems: [[ItemIdentifier]], newItems: [[ItemIdentifier]], newToOld: [Int]
    ) -> [Bool] {
        var changed = Array(repeating: false, count: newItems.count)
        for newIndex in newItems.indices {
            let oldIndex = newToOld[newIndex]
            if oldIndex != diffNotFound && oldItems[oldIndex] != newItems[newIndex] { changed[newIndex] = true }
        }
        return changed
    }

    /// Finds the surviving sections whose item arrays differ and numbers their items flat.
    @inlinable
    mutating func findChangedSections() {
        let (oldCount, newCount) = (oldItems.count, newItems.count)
        oldFlatBase = Array(repeating: diffNotFound, count: oldCount)
        newFlatBase = Array(repeating: diffNotFound, count: newCount)
        oldMiddle = Array(repeating: 0..<0, count: oldCount)
        newMiddle = Array(repeating: 0..<0, count: newCount)
        var isDirtyNew = Array(repeating: false, count: newCount)
        for oldIndex in 0..<oldCount {
            let newIndex = sections.oldToNew[oldIndex]
            guard newIndex != diffNotFound, sections.isChanged[newIndex] else { continue }
            dirtyOldSections.append(oldIndex)
            oldFlatBase[oldIndex] = oldFlatCount
            oldFlatCount += oldItems[oldIndex].count
            isDirtyNew[newIndex] = true
            if sections.isMoved[newIndex] { changes.movedSectionHasItemChanges = true }
        }
        for newIndex in 0..<newCount where isDirtyNew[newIndex] {
            newFlatBase[newIndex] = newFlatCount
            newFlatCount += newItems[newIndex].count
        }
    }

    // MARK: Phase 3 — trim common ends, hash the old items of changed sections

    @inlinable
    mutating func hashOldItems() {
        oldMatch = Array(repeating: diffNotFound, count: oldFlatCount)
        newMatch = Array(repeating: diffNotFound, count: newFlatCount)
        // A section's common prefix and suffix match position by position without hashing (typical edits
        // touch a few items of a long section). For unique ids this is exactly the match hashing would find.
        var middleCount = 0
        for oldIndex in dirtyOldSections {
            let newIndex = sections.oldToNew[oldIndex]
            let (old, new) = (oldItems[oldIndex], newItems[newIndex])
            let limit = min(old.count, new.count)
            var prefix = 0
            while prefix < limit && old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < limit - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            for item in 0..<prefix { recordMatch(old: (oldIndex, item), new: (newIndex, item)) }
            for offset in 1..<(suffix + 1) {
                recordMatch(old: (oldIndex, old.count - offset), new: (newIndex, new.count - offset))
            }
            oldMiddle[oldIndex] = prefix..<(old.count - suffix)
            newMiddle[newIndex] = prefix..<(new.count - suffix)
            middleCount += old.count - suffix - prefix
        }
        var table = Table(itemArrays: oldItems, capacity: middleCount)
        // In old order, so that the first hashed occurrence of a repeated id is the one the table keeps.
        for oldIndex in dirtyOldSections { table.insertItems(ofSection: oldIndex, range: oldMiddle[oldIndex]) }
        oldItemTable = table
    }

    /// Flat index of a packed old location.
    @inlinable
    func oldFlatIndex(of location: Int) -> Int {
        oldFlatBase[Table.section(of: location)] + Table.item(of: location)
    }

    @inlinable
    mutating func recordMatch(old: (section: Int, item: Int), new: (section: Int, item: Int)) {
        oldMatch[oldFlatBase[old.section] + old.item] = Table.pack(section: new.section, item: new.item)
        newMatch[newFlatBase[new.section] + new.item] = Table.pack(section: old.section, item: old.item)
    }

    // MARK: Phase 4 — probe with the new items of changed sections

    @inlinable
    mutating func matchNewItems() {
        guard let table = oldItemTable else { return }
        for newIndex in newItems.indices where newFlatBase[newIndex] != diffNotFound {
            let items = newItems[newIndex]
            // Heckel's run extension: after a match, the next new item most often matches the next old
            // item, or the one after it when a single old item was deleted or moved away; checking those
            // first skips the hash and the table probe for every item inside a run. An inserted new item
            // does not break the run. The first guess is the paired old section's first untrimmed item.
            let pairedOldSection = sections.newToOld[newIndex]
            var expected = Table.pack(section: pairedOldSection, item: oldMiddle[pairedOldSection].lowerBound)
            for item in newMiddle[newIndex] {
                let id = items[item]
                var location = diffNotFound
                let (section, position) = (Table.section(of: expected), Table.item(of: expected))
                let end = oldMiddle[section].upperBound
                for candidate in position..<min(position + Self.runLookahead, end)
                where oldMatch[oldFlatBase[section] + candidate] == diffNotFound && oldItems[section][candidate] == id {
                    location = Table.pack(section: section, item: candidate)
                    break
                }
                if location == diffNotFound, let found = table.location(of: id),
                   oldMatch[oldFlatIndex(of: found)] == diffNotFound {
                    location = found
                }
                // Each old item matches once; an id whose old item is taken (a repeat) stays an insert.
                if location != diffNotFound {
                    recordMatch(old: (Table.section(of: location), Table.item(of: location)), new: (newIndex, item))
                    expected = location + 1
                }
            }
        }
    }

    // MARK: Phase 5 — moves (LIS), inserts, deletes

    @inlinable
    mutating func emitItemOperations() {
        // New paths use the final section indices in a one-stage plan, the stage-1 layout (survivors in old
        // order) when item changes go first.
        let targetSections = changes.movedSectionHasItemChanges
            ? sections.stageOneSectionIndices() : Array(newItems.indices)
        var sameSectionOldItems: [Int] = []
        var stays: [Bool] = []
        // Inserts and moves, in destination order: new sections in their final order, or in stage-1 order
        // (survivors in old order) when item changes go first.
        let sectionOrder = changes.movedSectionHasItemChanges
            ? sections.oldToNew.filter { $0 != diffNotFound } : Array(newItems.indices)
        for newIndex in sectionOrder {
            let newBase = newFlatBase[newIndex]
            guard newBase != diffNotFound else { continue }
            let oldIndex = sections.newToOld[newIndex]
            let count = newItems[newIndex].count
            let targetSection = targetSections[newIndex]
            // Same-section matches in new order; the LIS of their old positions stays.
            sameSectionOldItems.removeAll(keepingCapacity: true)
            for item in 0..<count {
                let location = newMatch[newBase + item]
                if location != diffNotFound && Table.section(of: location) == oldIndex {
                    sameSectionOldItems.append(Table.item(of: location))
                }
            }
            stays.removeAll(keepingCapacity: true)
            stays.append(contentsOf: repeatElement(false, count: sameSectionOldItems.count))
            LongestIncreasingSubsequence.mark(sameSectionOldItems, into: &stays)
            var sameSectionPosition = 0
            for item in 0..<count {
                let location = newMatch[newBase + item]
                if location == diffNotFound {
                    changes.inserts.append(IndexPath.diffPath(item: item, section: targetSection))
                    changes.packed.inserts.append(IndexPathKey.key(section: targetSection, item: item))
                    continue
                }
                if Table.section(of: location) == oldIndex {
                    defer { sameSectionPosition += 1 }
                    if stays[sameSectionPosition] { continue }
                }
                // Out of the LIS, or matched in another section (always a move).
                changes.moves.append(ChangesetMove(
                    source: IndexPath.diffPath(item: Table.item(of: location), section: Table.section(of: location)),
                    destination: IndexPath.diffPath(item: item, section: targetSection)))
                changes.packed.moveSources.append(IndexPathKey.key(section: Table.section(of: location), item: Table.item(of: location)))
                changes.packed.moveDestinations.append(IndexPathKey.key(section: targetSection, item: item))
            }
        }
        // Deletes, in old order: changed sections' items nobody matched.
        for oldIndex in dirtyOldSections {
            let base = oldFlatBase[oldIndex]
            for item in 0..<oldItems[oldIndex].count where oldMatch[base + item] == diffNotFound {
                changes.deletes.append(IndexPath.diffPath(item: item, section: oldIndex))
                changes.packed.deletes.append(IndexPathKey.key(section: oldIndex, item: item))
            }
        }
    }

    // MARK: Phase 6 — reloads and reconfigures (post-pass, new index space)

    @inlinable
    mutating func reloadOperations(reloadedItems: Set<ItemIdentifier>, reconfiguredItems: Set<ItemIdentifier>) {
        // Find each requested id's new location among surviving items. Ids hashed in phase 3 resolve
        // through the table (O(1) each); the rest are looked for where nothing was hashed: unchanged
        // sections and the common prefixes and suffixes of changed ones.
        var reloads: [Int] = []      // packed new locations
        var reconfigures: [Int] = []
        var unresolved: [ItemIdentifier: Bool] = [:]  // id → is a reload (false: reconfigure)
        func resolve(_ id: ItemIdentifier, isReload: Bool) {
            if let location = oldItemTable?.location(of: id) {
                // A changed section's item: its match, if any, is where it survives; unmatched = deleted.
                let packed = oldMatch[oldFlatIndex(of: location)]
                if packed != diffNotFound { isReload ? reloads.append(packed) : reconfigures.append(packed) }
            } else {
                unresolved[id] = isReload
            }
        }
        for id in reloadedItems { resolve(id, isReload: true) }
        for id in reconfiguredItems where !reloadedItems.contains(id) { resolve(id, isReload: false) }
        if !unresolved.isEmpty {
            // A few ids (the "update one cell" case) are compared with `==`, which is cheaper than hashing
            // every scanned item; more are looked up in the dictionary.
            let fewIdentifiers = unresolved.count <= Self.linearScanLimit ? Array(unresolved) : []
            for newIndex in newItems.indices where sections.newToOld[newIndex] != diffNotFound {
                let items = newItems[newIndex]
                let hashed = newFlatBase[newIndex] == diffNotFound ? 0..<0 : newMiddle[newIndex]
                for ranges in [0..<hashed.lowerBound, hashed.upperBound..<items.count] {
                    for item in ranges {
                        let isReload: Bool
                        if fewIdentifiers.isEmpty {
                            guard let found = unresolved[items[item]] else { continue }
                            isReload = found
                        } else {
                            guard let found = fewIdentifiers.first(where: { $0.key == items[item] }) else { continue }
                            isReload = found.value
                        }
                        let packed = Table.pack(section: newIndex, item: item)
                        isReload ? reloads.append(packed) : reconfigures.append(packed)
                    }
                }
            }
        }
        let isReloadedSection = sections.isReloaded
        func indexPaths(_ packedLocations: [Int], keys: inout [UInt64]) -> [IndexPath] {
            var result: [IndexPath] = []
            result.reserveCapacity(packedLocations.count)
            for packed in packedLocations.sorted() {
                let section = Table.section(of: packed)
                // A section reload covers its items (UIKit would see a reload inside a reloaded section).
                if !isReloadedSection.isEmpty && isReloadedSection[section] { continue }
                result.append(IndexPath.diffPath(item: Table.item(of: packed), section: section))
                keys.append(IndexPathKey.key(section: section, item: Table.item(of: packed)))
            }
            return result
        }
        changes.reloads = indexPaths(reloads, keys: &changes.packed.reloads)
        var reconfigureKeys: [UInt64] = []
        changes.reconfigures = indexPaths(reconfigures, keys: &reconfigureKeys)
    }
}
