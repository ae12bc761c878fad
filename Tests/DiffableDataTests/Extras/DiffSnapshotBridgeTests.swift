import OpenCompositionalLayout
import Testing

fileprivate func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// `NSDiffableDataSourceSnapshot.changeset(from:)`: snapshots built with UIKit's API, diffed with their
/// reload marks. Expected operations by hand.
@Suite("Diff: snapshot bridge")
struct DiffSnapshotBridgeTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test("edits and marks made with the snapshot API become batch operations and a post-pass")
    func editsAndMarks() {
        // Old A:1,2,3|B:4. Delete 2, move 1 after 4, reload 3, reload section B → A:3|B:4,1.
        // A: 2 deleted at (0,1); 1 moves from A (0,0) to B (1,1) — a cross-section move; 3 and 4 stay.
        // Post-pass in new space: section B (1) reloaded; 3 reloaded at (0,0).
        let old = snapshot([("A", [1, 2, 3]), ("B", [4])])
        var new = old
        new.deleteItems([2])
        new.moveItem(1, afterItem: 4)
        new.reloadItems([3])
        new.reloadSections(["B"])
        let changeset = new.changeset(from: old)
        #expect(changeset.stages == [StagedChangeset<String, Int>.Stage(
            sections: ["A", "B"], itemArrays: [[3], [4, 1]],
            sectionReloads: [1], itemDeletes: [path(0, 1)],
            itemMoves: [ChangesetMove(source: path(0, 0), destination: path(1, 1))],
            itemReloads: [path(0, 0)])])
        let violations = DiffReplayOracle.violations(
            replaying: changeset,
            from: DiffData(sections: old.sectionIdentifiers, items: old.sectionIdentifiers.map(old.itemIdentifiers(inSection:))),
            to: DiffData(sections: new.sectionIdentifiers, items: new.sectionIdentifiers.map(new.itemIdentifiers(inSection:))))
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("the old snapshot's marks are ignored; an unchanged copy is no change")
    func oldMarksIgnored() {
        var old = snapshot([("A", [1, 2])])
        old.reconfigureItems([1])
        var new = snapshot([("A", [1, 2])])
        #expect(new.changeset(from: old).isEmpty)
        // 2 at (0,1) reconfigured in place.
        new.reconfigureItems([2])
        #expect(new.changeset(from: old).stages.map(\.itemReconfigures) == [[path(0, 1)]])
    }

    @Test("a section that must move with its item changes is staged")
    func stagedThroughSnapshots() {
        // A:1|B:2 → B:2,3|A:1,4: both sections change, so one moves with its changes (see D17): stage 1
        // inserts 4 at (0,1) and 3 at (1,1) with sections in old order; stage 2 moves B 1→0.
        let old = snapshot([("A", [1]), ("B", [2])])
        var new = old
        new.moveSection("B", beforeSection: "A")
        new.appendItems([3], toSection: "B")
        new.appendItems([4], toSection: "A")
        let changeset = new.changeset(from: old)
        #expect(changeset.map(\.itemInserts) == [[path(0, 1), path(1, 1)], []])
        #expect(changeset.map(\.sectionMoves) == [[], [ChangesetMove(source: 1, destination: 0)]])
    }
}
