@_spi(Checked) import OpenCompositionalLayout
import Testing

/// `IndexPath(item:section:)` in (section, item) reading order, as the spec's tables write paths.
fileprivate func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

fileprivate func move(_ source: IndexPath, _ destination: IndexPath) -> ChangesetMove<IndexPath> {
    ChangesetMove(source: source, destination: destination)
}

fileprivate func sectionMove(_ source: Int, _ destination: Int) -> ChangesetMove<Int> {
    ChangesetMove(source: source, destination: destination)
}

/// Sectioned test data written as the spec writes snapshots: `[("A", [1, 2]), ("B", [3])]` is `A:1,2|B:3`.
func diffData(_ sections: [(String, [Int])]) -> DiffData<String, Int> {
    DiffData(sections: sections.map(\.0), items: sections.map(\.1))
}

/// Diffs `old` → `new` and checks the result with the replay oracle (every stage reproduces its data under
/// UIKit's index rules and breaks no batch rule; the last stage's data is the target).
func checkedDiff(
    _ old: [(String, [Int])], _ new: [(String, [Int])],
    reloadedItems: Set<Int> = [], reconfiguredItems: Set<Int> = [], reloadedSections: Set<String> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> StagedChangeset<String, Int> {
    let (oldData, newData) = (diffData(old), diffData(new))
    let changeset = StagedChangeset(
        oldSections: oldData.sections, oldItemArrays: oldData.items,
        newSections: newData.sections, newItemArrays: newData.items,
        reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems, reloadedSections: reloadedSections)
    let violations = DiffReplayOracle.violations(replaying: changeset, from: oldData, to: newData)
    #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
    return changeset
}

/// 24 reference diff cases, with the operations worked out by hand from the rules:
/// deletes in old space, inserts in new space, moves old → new; the items that stay are a longest increasing
/// subsequence (LIS) of old positions read in new order; one stage unless a moved section has item changes.
@Suite("Diff: spec cases D1–D24")
struct DiffSpecCaseTests {
    typealias Stage = StagedChangeset<String, Int>.Stage

    @Test("D1 empty to empty is no change")
    func emptyToEmpty() {
        let changeset = checkedDiff([], [])
        #expect(changeset.isEmpty)
    }

    @Test("D2 a new section brings its items; no item inserts inside it")
    func insertSectionWithItems() {
        let changeset = checkedDiff([], [("A", [1, 2, 3])])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[1, 2, 3]], sectionInserts: [0])])
    }

    @Test("D3 deleting a section deletes its items with it")
    func deleteSectionWithItems() {
        let changeset = checkedDiff([("A", [1, 2, 3])], [])
        #expect(changeset.stages == [Stage(sections: [], itemArrays: [], sectionDeletes: [0])])
    }

    @Test("D4 delete in old space")
    func deleteItem() {
        // 2 was at old (0,1).
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [1, 3])])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[1, 3]], itemDeletes: [path(0, 1)])])
    }

    @Test("D5 insert in new space")
    func insertItem() {
        // 4 is at new (0,3).
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [1, 2, 3, 4])])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[1, 2, 3, 4]], itemInserts: [path(0, 3)])])
    }

    @Test("D6 rotate right: one move")
    func rotateRight() {
        // New order 3,1,2 → old positions [2,0,1]; LIS [0,1] (items 1,2) stays; 3 moves (0,2)→(0,0).
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [3, 1, 2])])
        #expect(changeset.count == 1)
        #expect(changeset[0].itemMoves == [move(path(0, 2), path(0, 0))])
        #expect(changeset.changeCount == 1)
    }

    @Test("D7 rotate left: one move, not two")
    func rotateLeft() {
        // New order 2,3,1 → old positions [1,2,0]; LIS [1,2] (items 2,3) stays; 1 moves (0,0)→(0,2).
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [2, 3, 1])])
        #expect(changeset.count == 1)
        #expect(changeset[0].itemMoves == [move(path(0, 0), path(0, 2))])
        #expect(changeset.changeCount == 1)
    }

    @Test("D8 full reverse: three moves")
    func fullReverse() {
        // New order 4,3,2,1 → old positions [3,2,1,0]; every LIS has length 1, so 4 − 1 = 3 moves. The
        // tie-break keeps the last position (item 1, old 0 → new 3). Moves by destination:
        // 4 (0,3)→(0,0), 3 (0,2)→(0,1), 2 (0,1)→(0,2).
        let changeset = checkedDiff([("A", [1, 2, 3, 4])], [("A", [4, 3, 2, 1])])
        #expect(changeset.count == 1)
        #expect(changeset[0].itemMoves == [
            move(path(0, 3), path(0, 0)), move(path(0, 2), path(0, 1)), move(path(0, 1), path(0, 2)),
        ])
        #expect(changeset.changeCount == 3)
    }

    @Test("D9 swap of two: one move")
    func swapTwo() {
        // Old positions in new order [1,0]; the tie-break keeps 1 (old 0 → new 1); 2 moves (0,1)→(0,0).
        let changeset = checkedDiff([("A", [1, 2])], [("A", [2, 1])])
        #expect(changeset.stages.map(\.itemMoves) == [[move(path(0, 1), path(0, 0))]])
        #expect(changeset.changeCount == 1)
    }

    @Test("D10 reload without structural change")
    func reloadItem() {
        // 2 stays at (0,1); the post-pass reloads it there.
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [1, 2, 3])], reloadedItems: [2])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[1, 2, 3]], itemReloads: [path(0, 1)])])
    }

    @Test("D11 replace in place: delete and insert share one batch")
    func replaceInPlace() {
        // 2 deleted at old (0,1); 4 inserted at new (0,1): different spaces, so one batch is legal.
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [1, 4, 3])])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[1, 4, 3]],
                                           itemDeletes: [path(0, 1)], itemInserts: [path(0, 1)])])
    }

    @Test("D12 one section move")
    func moveSection() {
        // Section old indices in new order [2,0,1]; LIS [0,1] (A,B) stays; C moves 2→0.
        let changeset = checkedDiff([("A", [1]), ("B", [2]), ("C", [3])], [("C", [3]), ("A", [1]), ("B", [2])])
        #expect(changeset.stages == [Stage(sections: ["C", "A", "B"], itemArrays: [[3], [1], [2]],
                                           sectionMoves: [sectionMove(2, 0)])])
    }

    @Test("D13 insert a section between two")
    func insertSectionBetween() {
        let changeset = checkedDiff([("A", [1]), ("C", [3])], [("A", [1]), ("B", [2]), ("C", [3])])
        #expect(changeset.stages == [Stage(sections: ["A", "B", "C"], itemArrays: [[1], [2], [3]],
                                           sectionInserts: [1])])
    }

    @Test("D14 cross-section move")
    func crossSectionMove() {
        // 2 leaves A (old (0,1)) for B (new (1,0)); 1 and 3 stay.
        let changeset = checkedDiff([("A", [1, 2]), ("B", [3])], [("A", [1]), ("B", [2, 3])])
        #expect(changeset.stages == [Stage(sections: ["A", "B"], itemArrays: [[1], [2, 3]],
                                           itemMoves: [move(path(0, 1), path(1, 0))])])
    }

    @Test("D15 an item entering an inserted section is a delete, not a move")
    func itemIntoInsertedSection() {
        let changeset = checkedDiff([("A", [1, 2])], [("A", [1]), ("B", [2])])
        #expect(changeset.stages == [Stage(sections: ["A", "B"], itemArrays: [[1], [2]],
                                           sectionInserts: [1], itemDeletes: [path(0, 1)])])
    }

    @Test("D16 an item leaving a deleted section is an insert, not a move")
    func itemOutOfDeletedSection() {
        // A (old 0) deleted with 1; 1 inserted at new (0,0) in B; 2 stays.
        let changeset = checkedDiff([("A", [1]), ("B", [2])], [("B", [1, 2])])
        #expect(changeset.stages == [Stage(sections: ["B"], itemArrays: [[1, 2]],
                                           sectionDeletes: [0], itemInserts: [path(0, 0)])])
    }

    @Test("D17 a moved section never shares a batch with its item changes — so the unchanged section moves")
    func movedSectionWithItemChanges() {
        // Survivors in new order: B (old 1, items change), A (old 0, unchanged): [1,0]; either section alone
        // is a longest increasing run (one move is the minimum). Moving B would put B's new item and B's move
        // in one batch (forbidden, b.2) and force two stages; keeping the changed B in place and moving the
        // unchanged A 0→1 needs one: A moves 0→1, 3 is inserted at new (0,1) in B, which does not move.
        let changeset = checkedDiff([("A", [1]), ("B", [2])], [("B", [2, 3]), ("A", [1])])
        #expect(changeset.stages == [
            Stage(sections: ["B", "A"], itemArrays: [[2, 3], [1]],
                  sectionMoves: [sectionMove(0, 1)], itemInserts: [path(0, 1)]),
        ])
    }

    @Test("D17 when both swapped sections change, items and sections take two batches")
    func bothSwappedSectionsChange() {
        // A:1|B:2 → B:2,3|A:1,4. Survivors [1,0], both changed: one of them must move with its item change,
        // so two stages. Tie-break: the run ending latest (A) stays; B moves.
        // Stage 1 (sections in old order A,B, with their final items): 4 inserted at (0,1), 3 at (1,1).
        // Stage 2: B moves 1→0.
        let changeset = checkedDiff([("A", [1]), ("B", [2])], [("B", [2, 3]), ("A", [1, 4])])
        #expect(changeset.stages == [
            Stage(sections: ["A", "B"], itemArrays: [[1, 4], [2, 3]], itemInserts: [path(0, 1), path(1, 1)]),
            Stage(sections: ["B", "A"], itemArrays: [[2, 3], [1, 4]], sectionMoves: [sectionMove(1, 0)]),
        ])
    }

    @Test("D18 moved and reloaded: move in the batch, reload in the post-pass at the new path")
    func movedAndReloaded() {
        // Old positions in new order [2,0,1]: 3 moves (0,2)→(0,0); reload 3 at its new path (0,0).
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [3, 1, 2])], reloadedItems: [3])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[3, 1, 2]],
                                           itemMoves: [move(path(0, 2), path(0, 0))], itemReloads: [path(0, 0)])])
    }

    @Test("D19 all items deleted, section kept")
    func deleteAllItemsKeepSection() {
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [])])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[]],
                                           itemDeletes: [path(0, 0), path(0, 1), path(0, 2)])])
    }

    @Test("D20 section reload only")
    func reloadSection() {
        let changeset = checkedDiff([("A", [1, 2]), ("B", [3])], [("A", [1, 2]), ("B", [3])], reloadedSections: ["A"])
        #expect(changeset.stages == [Stage(sections: ["A", "B"], itemArrays: [[1, 2], [3]], sectionReloads: [0])])
    }

    @Test("D21 identical data: no stages")
    func identical() {
        let changeset = checkedDiff([("A", [1, 2, 3, 4, 5])], [("A", [1, 2, 3, 4, 5])])
        #expect(changeset.isEmpty)
    }

    @Test("D22 moved section with an item move inside, other section edited")
    func mixedSectionAndItemChanges() {
        // Sections: old indices in new order [1,0]; A stays, B moves 1→0. B's items change (5,4), so two stages.
        // Stage 1, sections in old order A,B, each already with its final items:
        //   A 1,2,3 → 1,3,6: 2 deleted at old (0,1); 6 inserted at (0,2).
        //   B 4,5 → 5,4: old positions in new order [1,0]; 4 stays; 5 moves (1,1)→(1,0).
        // Stage 2: B moves 1→0.
        let changeset = checkedDiff([("A", [1, 2, 3]), ("B", [4, 5])], [("B", [5, 4]), ("A", [1, 3, 6])])
        #expect(changeset.stages == [
            Stage(sections: ["A", "B"], itemArrays: [[1, 3, 6], [5, 4]],
                  itemDeletes: [path(0, 1)], itemInserts: [path(0, 2)], itemMoves: [move(path(1, 1), path(1, 0))]),
            Stage(sections: ["B", "A"], itemArrays: [[5, 4], [1, 3, 6]], sectionMoves: [sectionMove(1, 0)]),
        ])
    }

    @Test("D23 two moves, not every shifted item")
    func twoMovesNotFive() {
        // New 6,2,3,4,5,1 → old positions [5,1,2,3,4,0]; LIS [1,2,3,4] (items 2..5) stays.
        // 6 moves (0,5)→(0,0); 1 moves (0,0)→(0,5).
        let changeset = checkedDiff([("A", [1, 2, 3, 4, 5, 6])], [("A", [6, 2, 3, 4, 5, 1])])
        #expect(changeset.stages.map(\.itemMoves) == [[move(path(0, 5), path(0, 0)), move(path(0, 0), path(0, 5))]])
        #expect(changeset.changeCount == 2)
    }

    @Test("D24 items moving into an existing empty section are moves")
    func crossSectionReverse() {
        // A 1,2,3 → empty; B empty → 3,2,1: each item changes section, so each moves.
        let changeset = checkedDiff([("A", [1, 2, 3]), ("B", [])], [("A", []), ("B", [3, 2, 1])])
        #expect(changeset.stages == [Stage(sections: ["A", "B"], itemArrays: [[], [3, 2, 1]], itemMoves: [
            move(path(0, 2), path(1, 0)), move(path(0, 1), path(1, 1)), move(path(0, 0), path(1, 2)),
        ])])
    }
}
