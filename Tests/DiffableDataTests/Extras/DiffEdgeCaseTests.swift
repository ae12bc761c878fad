@_spi(Checked) import OpenCompositionalLayout
import Testing

fileprivate func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Cases beyond: repeated identifiers, reload/reconfigure filtering, mismatched input lengths, and
/// staging with section deletes, inserts and cross-section moves together. Expected values by hand.
@Suite("Diff: edge cases")
struct DiffEdgeCaseTests {
    typealias Stage = StagedChangeset<String, Int>.Stage

    @Test("repeated item ids: each occurrence pairs at most once and the stages replay to the new data")
    func repeatedItems() {
        // Old A:1,1,2 → new A:1,2,1. Common prefix: 1 (0,0)↔(0,0). No common suffix (2 vs 1). The middle old
        // items 1 (0,1) and 2 (0,2) are hashed; new 2 (0,1) finds (0,2); new 1 (0,2) finds (0,1).
        // Old positions in new order [0,2,1]: LIS [0,1] keeps new (0,0) and (0,2); 2 moves (0,2)→(0,1).
        let changeset = checkedDiff([("A", [1, 1, 2])], [("A", [1, 2, 1])])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[1, 2, 1]],
                                           itemMoves: [ChangesetMove(source: path(0, 2), destination: path(0, 1))])])
    }

    @Test("a repeated new item id beyond the old occurrences is inserted")
    func repeatedNewItem() {
        // Old A:1,2 → new A:2,1,2. No common prefix (1 vs 2); common suffix 2: old (0,1) ↔ new (0,2).
        // Middle: old [1] hashed; new 2 (0,0) finds nothing (its only old occurrence is taken) → insert;
        // new 1 (0,1) finds (0,0). Old positions in new order [0, 1] increase: no move.
        let changeset = checkedDiff([("A", [1, 2])], [("A", [2, 1, 2])])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[2, 1, 2]], itemInserts: [path(0, 0)])])
    }

    @Test("repeated section ids: the first occurrence is matched, a later one is deleted")
    func repeatedSections() {
        // Old A:1|A:2 → new A:2. Old section 0 pairs with new 0; old section 1 (second A) is deleted with
        // its item 2. In A, 1 is deleted (0,0) and 2 — only hashed from changed survivors — is inserted (0,0).
        let changeset = checkedDiff([("A", [1]), ("A", [2])], [("A", [2])])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[2]], sectionDeletes: [1],
                                           itemDeletes: [path(0, 0)], itemInserts: [path(0, 0)])])
    }

    @Test("reloads and reconfigures apply only to surviving items outside reloaded sections")
    func reloadFiltering() {
        // Old A:1,2|B:3 → new A:1,2,4|C:5. B (old 1) deleted, C (new 1) inserted, 4 inserted at (0,2).
        // Reloads {1,3,4,5,99}: 1 survives at (0,0); 3 deleted, 4 inserted, 5 in an inserted section, 99
        // unknown → ignored. Reconfigures {1,2}: 1 is already reloaded; 2 survives at (0,1).
        // Section reloads {B,C}: B deleted, C inserted → none.
        let changeset = checkedDiff(
            [("A", [1, 2]), ("B", [3])], [("A", [1, 2, 4]), ("C", [5])],
            reloadedItems: [1, 3, 4, 5, 99], reconfiguredItems: [1, 2], reloadedSections: ["B", "C"])
        #expect(changeset.stages == [Stage(
            sections: ["A", "C"], itemArrays: [[1, 2, 4], [5]],
            sectionDeletes: [1], sectionInserts: [1], itemInserts: [path(0, 2)],
            itemReloads: [path(0, 0)], itemReconfigures: [path(0, 1)])])
    }

    @Test("a section reload covers the item reloads inside it")
    func sectionReloadCoversItems() {
        let changeset = checkedDiff([("A", [1, 2])], [("A", [1, 2])],
                                    reloadedItems: [1], reconfiguredItems: [2], reloadedSections: ["A"])
        #expect(changeset.stages == [Stage(sections: ["A"], itemArrays: [[1, 2]], sectionReloads: [0])])
    }

    @Test("a reconfigured item in an unchanged section is found next to a changed one")
    func reconfigureInUnchangedSection() {
        // A 1,2 → 2,1: old positions [1,0], 1 stays, 2 moves (0,1)→(0,0). B unchanged; 4 at (1,1).
        let changeset = checkedDiff([("A", [1, 2]), ("B", [3, 4])], [("A", [2, 1]), ("B", [3, 4])],
                                    reconfiguredItems: [4])
        #expect(changeset.stages == [Stage(
            sections: ["A", "B"], itemArrays: [[2, 1], [3, 4]],
            itemMoves: [ChangesetMove(source: path(0, 1), destination: path(0, 0))],
            itemReconfigures: [path(1, 1)])])
    }

    @Test("item-array lists shorter or longer than the section list are padded or cut")
    func mismatchedLengths() {
        // Old B has no item array → empty; the third new item array has no section → ignored.
        // B: [] → [2]: insert (1,0).
        let changeset = StagedChangeset(
            oldSections: ["A", "B"], oldItemArrays: [[1]],
            newSections: ["A", "B"], newItemArrays: [[1], [2], [3]])
        #expect(changeset.stages == [Stage(sections: ["A", "B"], itemArrays: [[1], [2]], itemInserts: [path(1, 0)])])
    }

    @Test("two stages with section deletes, inserts and a cross-section move out of a kept section")
    func stagedWithEverything() {
        // Old A:1,2|B:3|X:9 → new B:3,2|Y:7|A:1. X (old 2) deleted, Y (new 1) inserted. Survivors in new order
        // B (old 1), A (old 0): [1,0], A stays, B moves. B gains 2, so two stages.
        // Stage 1 (sections A,B in old order): delete section 2; 2 moves A→B (0,1)→(1,1).
        // Stage 2: insert section 1; B moves from stage-1 index 1 to 0.
        let changeset = checkedDiff([("A", [1, 2]), ("B", [3]), ("X", [9])], [("B", [3, 2]), ("Y", [7]), ("A", [1])])
        #expect(changeset.stages == [
            Stage(sections: ["A", "B"], itemArrays: [[1], [3, 2]], sectionDeletes: [2],
                  itemMoves: [ChangesetMove(source: path(0, 1), destination: path(1, 1))]),
            Stage(sections: ["B", "Y", "A"], itemArrays: [[3, 2], [7], [1]],
                  sectionInserts: [1], sectionMoves: [ChangesetMove(source: 1, destination: 0)]),
        ])
    }

    @Test("reloads of a two-stage changeset ride on the last stage in final index space")
    func reloadsOnLastStage() {
        // A:1|B:2 → B:2,3|A:1,4 (two stages, see D17) with 1 and 2 reloaded: final paths 2 → (0,0), 1 → (1,0).
        let changeset = checkedDiff([("A", [1]), ("B", [2])], [("B", [2, 3]), ("A", [1, 4])], reloadedItems: [1, 2])
        #expect(changeset.count == 2)
        #expect(changeset.first?.itemReloads == [])
        #expect(changeset.last?.itemReloads == [path(0, 0), path(1, 0)])
    }

    @Test("stage counts and descriptions")
    func stageSummary() {
        let changeset = checkedDiff([("A", [1, 2, 3])], [("A", [3, 1, 2, 4])], reloadedItems: [1])
        // 3 moves (0,2)→(0,0); 4 inserted at (0,3); 1 reloaded at (0,1).
        #expect(changeset.changeCount == 3)
        #expect(changeset[0].hasStructuralChanges && changeset[0].hasPostPassChanges)
        #expect(changeset[0].description == "ins[[0, 3]] mov[[0, 2]→[0, 0]] rel[[0, 1]]")
    }
}
