import Testing
@_spi(Testing) import OpenCompositionalLayout
import TestSupport

/// A row layout that records the update items of every batch, as `action s.i s.i`.
@MainActor
final class UpdateRecordingRowLayout: UICollectionViewLayout {
    var received: [[String]] = []
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        received.append(updateItems.map { item in
            func path(_ path: IndexPath?) -> String {
                guard let path else { return "-" }
                return path.item == NSNotFound ? "\(path.section).*" : "\(path.section).\(path.item)"
            }
            return "\(item.updateAction) \(path(item.indexPathBeforeUpdate)) \(path(item.indexPathAfterUpdate))"
        })
    }
}

/// A data source that reports one item more than its snapshot holds in section 0 (an app bug), so the
/// counts the view sees after a batch are not the diff's.
@MainActor
final class MiscountingDataSource: UICollectionViewDiffableDataSource<String, Int> {
    var miscounts = false
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        super.collectionView(collectionView, numberOfItemsInSection: section) + (miscounts && section == 0 ? 1 : 0)
    }
}

/// Applying a snapshot hands the collection view the diff's batches as they are; what the view and its
/// layout see is what a checked batch of the same calls gives.
@MainActor
@Suite struct DiffedApplyTests {
    private func makeView(_ layout: UICollectionViewLayout) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return view
    }

    private func cellProvider(_ view: UICollectionView, _ path: IndexPath, _ item: Int) -> UICollectionViewCell? {
        view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
    }

    /// [A B C D] → [D A C E]: B (0.1) goes, E comes at 0.3, and of D, A, C (old 3, 0, 2) the longest
    /// increasing run A, C stays, so only D moves, 0.3 → 0.0. Then E is reloaded in the post-pass.
    @Test func theLayoutReceivesTheDiffsItems() {
        let layout = UpdateRecordingRowLayout()
        let view = makeView(layout)
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view, cellProvider: cellProvider)
        dataSource.apply(makeSnapshot([("S", [1, 2, 3, 4])]))
        layout.received = []
        var next = makeSnapshot([("S", [4, 1, 3, 5])])
        dataSource.apply(next)
        #expect(layout.received == [["delete 0.1 -", "insert - 0.3", "move 0.3 0.0"]])
        let batch = view.updateHistory.last
        #expect(batch?.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(batch?.insertedItems == [IndexPath(item: 3, section: 0)])
        #expect(batch?.movedItems.map { [$0.from, $0.to] } == [[IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)]])

        layout.received = []
        next.reloadItems([5])
        dataSource.apply(next)
        #expect(layout.received == [["reload 0.3 -"]])
    }

    /// Over random applies (items moving within and across sections, sections coming and going), every
    /// batch the view applies equals the checked batch of the same calls, and the view agrees with the data.
    @Test(arguments: [3, 17, 2024])
    func diffedBatchesEqualCheckedOnes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let layout = UpdateRecordingRowLayout()
        let view = makeView(layout)
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view, cellProvider: cellProvider)
        var current = NSDiffableDataSourceSnapshot<String, Int>()
        dataSource.apply(current)
        for _ in 0..<25 {
            let next = Self.randomSnapshot(using: &random)
            let before = (sections: current.sectionIdentifiers,
                          items: current.sectionIdentifiers.map { current.itemIdentifiers(inSection: $0) })
            view.removeUpdateHistory()
            dataSource.apply(next)
            // The oracle: the public diff, each stage's calls checked with UIKit's rules.
            let stages = StagedChangeset(oldSections: before.sections, oldItemArrays: before.items,
                                         newSections: next.sectionIdentifiers,
                                         newItemArrays: next.sectionIdentifiers.map { next.itemIdentifiers(inSection: $0) })
            var counts = before.items.map(\.count)
            var expected: [UICollectionView.BatchUpdate] = []
            for stage in stages {
                let after = stage.itemArrays.map(\.count)
                if stage.hasStructuralChanges {
                    var operations: [UICollectionView.BatchOperation] = []
                    if !stage.sectionDeletes.isEmpty { operations.append(.deleteSections(IndexSet(stage.sectionDeletes))) }
                    if !stage.sectionInserts.isEmpty { operations.append(.insertSections(IndexSet(stage.sectionInserts))) }
                    operations += stage.sectionMoves.map { .moveSection($0.source, toSection: $0.destination) }
                    if !stage.itemDeletes.isEmpty { operations.append(.deleteItems(stage.itemDeletes)) }
                    if !stage.itemInserts.isEmpty { operations.append(.insertItems(stage.itemInserts)) }
                    operations += stage.itemMoves.map { .moveItem(at: $0.source, to: $0.destination) }
                    if let checked = try? UICollectionView.BatchUpdate(validating: operations, itemCountsBefore: counts,
                                                                       itemCountsAfter: after) {
                        expected.append(checked)
                    } else {
                        Issue.record("the diff's stage breaks UIKit's rules")
                    }
                }
                counts = after
            }
            let applied = view.updateHistory
            #expect(applied.count == expected.count)
            for (got, want) in zip(applied, expected) {
                #expect(got.deletedSections == want.deletedSections && got.insertedSections == want.insertedSections)
                #expect(got.movedSections == want.movedSections)
                #expect(got.deletedItems == want.deletedItems && got.insertedItems == want.insertedItems)
                #expect(got.movedItems.map { [$0.from, $0.to] } == want.movedItems.map { [$0.from, $0.to] })
                #expect(got.itemCountsBefore == want.itemCountsBefore && got.itemCountsAfter == want.itemCountsAfter)
            }
            #expect(view.numberOfSections == next.numberOfSections)
            for (index, section) in next.sectionIdentifiers.enumerated() {
                #expect(view.numberOfItems(inSection: index) == next.numberOfItems(inSection: section))
            }
            current = next
        }
    }

    /// When the counts the view sees are not the diff's, the batch's calls are checked as any batch's:
    /// here the data source reports one item too many, so UIKit's count rule is broken and (under the
    /// recording policy) the view records the rejection and reloads, showing what the data source reports.
    @Test func countsThatDisagreeAreChecked() {
        let view = makeView(UpdateRecordingRowLayout())
        view.batchUpdateFailurePolicy = .record
        let dataSource = MiscountingDataSource(collectionView: view, cellProvider: cellProvider)
        dataSource.apply(makeSnapshot([("S", [1, 2, 3])]))
        view.layoutIfNeeded()
        dataSource.miscounts = true
        dataSource.apply(makeSnapshot([("S", [1, 3])]))
        #expect(view.diagnostics.map(\.kind) == [.batchUpdateRejected])
        // 1 + 1 miscounted: the reload shows what the data source says.
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    /// Up to four sections (picked from six) of up to eight items (picked from 40), shuffled.
    private static func randomSnapshot(using random: inout SplitMix64) -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        let sections = ["a", "b", "c", "d", "e", "f"].shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random))
        var pool = Array(0..<40).shuffled(using: &random)
        for section in sections {
            snapshot.appendSections([section])
            let count = min(pool.count, Int.random(in: 0...8, using: &random))
            snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
            pool.removeFirst(count)
        }
        return snapshot
    }
}
