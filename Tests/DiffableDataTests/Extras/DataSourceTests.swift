import Testing
import TestSupport
@_spi(Testing) import OpenCompositionalLayout

/// `UICollectionViewDiffableDataSource` against the headless collection view: lookups, apply paths,
/// cells, section snapshots, handlers and the failure policy.
@MainActor
@Suite struct DiffableDataSourceTests {
    @Test func s23LookupsOutOfRangeAreNil() {
        let fixture = DataSourceFixture()
        let snapshot = makeSnapshot([("A", [1, 2])])
        fixture.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(fixture.dataSource.indexPath(for: 2) == IndexPath(item: 1, section: 0))
        #expect(fixture.dataSource.sectionIdentifier(for: 3) == nil)
        #expect(fixture.dataSource.index(for: "Z") == nil)
        #expect(fixture.dataSource.indexPath(for: 99) == nil)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 7)) == nil)
        fixture.expectAgreement(with: snapshot)
    }

    @Test func lookupsSkipEmptySections() {
        let fixture = DataSourceFixture()
        let snapshot = makeSnapshot([("A", []), ("B", [1]), ("C", []), ("D", []), ("E", [2, 3]), ("F", [])])
        fixture.dataSource.apply(snapshot)
        // 1 is the first item of B (section 1); 3 the second item of E (section 4).
        #expect(fixture.dataSource.indexPath(for: 1) == IndexPath(item: 0, section: 1))
        #expect(fixture.dataSource.indexPath(for: 3) == IndexPath(item: 1, section: 4))
        #expect(fixture.dataSource.sectionIdentifier(for: 5) == "F")
        fixture.expectAgreement(with: snapshot)
    }

    @Test func initBecomesTheDataSource() {
        let fixture = DataSourceFixture()
        #expect(fixture.collectionView.dataSource === fixture.dataSource)
        #expect(fixture.collectionView.numberOfSections == 0)
    }

    @Test func s24ApplyWithoutAnimationStillDiffs() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1, 2])]), animatingDifferences: false)
        fixture.collectionView.layoutIfNeeded()
        fixture.collectionView.removeUpdateHistory()
        let reloadsBefore = fixture.collectionView.reloadCount
        var completions = 0
        let next = makeSnapshot([("A", [2, 3])])
        fixture.dataSource.apply(next, animatingDifferences: false) { completions += 1 }
        // A:1,2 → A:2,3: delete (0,0) old-space, insert (0,1) new-space, in one batch; no reload.
        #expect(fixture.collectionView.reloadCount == reloadsBefore)
        #expect(fixture.collectionView.updateHistory.count == 1)
        let batch = fixture.collectionView.updateHistory.first
        #expect(batch?.deletedItems == [IndexPath(item: 0, section: 0)])
        #expect(batch?.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(completions == 1)
        fixture.expectAgreement(with: next)
    }

    @Test func s24ApplyUsingReloadDataReloadsOnceAndCompletesOnce() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1, 2])]))
        fixture.collectionView.layoutIfNeeded()
        fixture.collectionView.removeUpdateHistory()
        let reloadsBefore = fixture.collectionView.reloadCount
        var completions = 0
        let next = makeSnapshot([("B", [3]), ("A", [2, 1])])
        fixture.dataSource.applySnapshotUsingReloadData(next) { completions += 1 }
        #expect(fixture.collectionView.reloadCount == reloadsBefore + 1)
        #expect(fixture.collectionView.updateHistory.isEmpty)
        #expect(completions == 1)
        fixture.expectAgreement(with: next)
    }

    @Test func firstApplyInsertsSections() {
        let fixture = DataSourceFixture()
        fixture.collectionView.layoutIfNeeded()
        let snapshot = makeSnapshot([("A", [1, 2, 3]), ("B", [4])])
        fixture.dataSource.apply(snapshot)
        // Spec D2: inserting sections only, no item inserts inside them.
        let batch = fixture.collectionView.updateHistory.last
        #expect(batch?.insertedSections == IndexSet([0, 1]))
        #expect(batch?.insertedItems == [])
        fixture.expectAgreement(with: snapshot)
    }

    @Test func identicalSnapshotPerformsNoBatch() {
        let fixture = DataSourceFixture()
        let snapshot = makeSnapshot([("A", [1, 2, 3])])
        fixture.dataSource.apply(snapshot)
        fixture.collectionView.removeUpdateHistory()
        var completions = 0
        fixture.dataSource.apply(snapshot) { completions += 1 }
        #expect(fixture.collectionView.updateHistory.isEmpty)
        #expect(completions == 1)
    }

    @Test func s15ReconfigureKeepsTheCellAndReloadReplacesIt() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1, 2])]))
        let cell1 = fixture.cell(for: 1)
        let cell2 = fixture.cell(for: 2)
        #expect(cell1 != nil && cell2 != nil)
        let configurations1 = cell1?.configurationCount ?? 0
        let reuses1 = cell1?.reuseCount ?? 0
        let reuses2 = cell2?.reuseCount ?? 0
        let requests = fixture.calls.cellRequests

        var next = fixture.dataSource.snapshot()
        next.reloadItems([2])
        next.reconfigureItems([1])
        fixture.dataSource.apply(next)
        let after1 = fixture.cell(for: 1)
        let after2 = fixture.cell(for: 2)
        #expect(after1 === cell1)                                  // reconfigured in place,
        #expect(after1?.reuseCount == reuses1)                     // never recycled,
        #expect(after1?.configurationCount == configurations1 + 1) // and configured again.
        // Reloaded: the old cell is recycled and the provider asked again (one request each for 1 and 2).
        #expect(fixture.calls.cellRequests == requests + 2)
        #expect(after2?.item == 2)
        #expect(after2 !== cell2 || after2?.reuseCount == reuses2 + 1)
        // UIKit dequeues a fresh cell while the old one animates out: a different object.
        #expect(after2 !== cell2)
        // The marks are consumed: the data source's snapshot does not carry them.
        #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        fixture.expectAgreement(with: makeSnapshot([("A", [1, 2])]))
    }

    @Test func reloadSectionIsAPostPassBatch() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1, 2]), ("B", [3])]))
        fixture.collectionView.removeUpdateHistory()
        var next = fixture.dataSource.snapshot()
        next.reloadSections(["A"])
        fixture.dataSource.apply(next)
        // D20: section reload 0, no item operations.
        #expect(fixture.collectionView.updateHistory.count == 1)
        #expect(fixture.collectionView.updateHistory.first?.reloadedSections == IndexSet([0]))
        #expect(fixture.collectionView.updateHistory.first?.insertedItems == [])
    }

    @Test func asyncApplyFinishesBeforeReturning() async {
        let fixture = DataSourceFixture()
        let snapshot = makeSnapshot([("A", [1, 2])])
        await fixture.dataSource.apply(snapshot, animatingDifferences: true)
        fixture.expectAgreement(with: snapshot)
    }

    @Test func snapshotReturnsCurrentData() {
        let fixture = DataSourceFixture()
        #expect(fixture.dataSource.snapshot().numberOfSections == 0)
        var snapshot = makeSnapshot([("A", [1]), ("B", [2, 3])])
        snapshot.reloadItems([3])
        fixture.dataSource.apply(snapshot)
        let current = fixture.dataSource.snapshot()
        current._checkInvariants()
        #expect(current.description == "A:1|B:2,3")
    }

    @Test(arguments: 0..<25)
    func randomAppliesKeepEverythingInAgreement(seed: Int) {
        var rng = SnapshotTestRNG(seed: UInt64(seed) &* 104_729 &+ 17)
        let fixture = DataSourceFixture(visibleRows: 12)
        let sectionPool = ["A", "B", "C", "D", "E"]
        var previousItems = Set<Int>()
        for _ in 0..<12 {
            // A random arrangement of some sections and some of 40 items.
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            let sections = sectionPool.shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng))
            snapshot.appendSections(Array(sections))
            if !sections.isEmpty {
                let items = (0..<40).shuffled(using: &rng).prefix(Int.random(in: 0...30, using: &rng))
                for item in items { snapshot.appendItems([item], toSection: sections.randomElement(using: &rng)!) }
                let kept = Array(Set(items).intersection(previousItems))
                if let reload = kept.randomElement(using: &rng) { snapshot.reloadItems([reload]) }
                if let reconfigure = kept.randomElement(using: &rng), !snapshot.reloadedItemIdentifiers.contains(reconfigure) {
                    snapshot.reconfigureItems([reconfigure])
                }
                if Bool.random(using: &rng), let section = sections.randomElement(using: &rng) { snapshot.reloadSections([section]) }
            }
            snapshot._checkInvariants()
            // Scroll somewhere so only some cells are visible and the view tracks them through updates.
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...10, using: &rng)) * DataSourceRowLayout.rowHeight)
            fixture.collectionView.layoutIfNeeded()
            var completions = 0
            fixture.dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &rng)) { completions += 1 }
            #expect(completions == 1)
            fixture.expectAgreement(with: snapshot)
            previousItems = Set(snapshot.itemIdentifiers)
        }
    }

    // MARK: - Cells

    @Test func cellProviderReceivesTheItem() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [7, 8])]))
        #expect(fixture.cell(for: 8)?.item == 8)
        #expect(fixture.calls.cellRequests >= 2)
    }

    @Test func nilCellStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: DataSourceRowLayout())
                let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) { _, _, _ in nil }
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["A"])
                snapshot.appendItems([1])
                dataSource.apply(snapshot)
                _ = dataSource.collectionView(view, cellForItemAt: IndexPath(item: 0, section: 0))
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("UICollectionView dataSource returned a nil cell for item at index path: {length = 2, path = 0 - 0}"))
    }

    @Test func nilCellIsRecordedUnderLenientPolicy() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: DataSourceRowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) { _, _, _ in nil }
        dataSource.failurePolicy = .record
        dataSource.apply(makeSnapshot([("A", [1])]))
        let cell = dataSource.collectionView(view, cellForItemAt: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier != nil)
        #expect(dataSource.diagnostics.first?.kind == .nilCell)
        #expect(dataSource.diagnostics.first?.message
            == "UICollectionView dataSource returned a nil cell for item at index path: {length = 2, path = 0 - 0}")
    }

    // MARK: - Section snapshots

    @Test func sectionSnapshotShowsVisibleItemsAndKeepsHierarchy() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1])]))
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([10, 20])
        outline.append([11, 12], to: 10)
        fixture.dataSource.apply(outline, to: "B")
        // B is appended; 10 is collapsed, so B shows 10, 20.
        fixture.expectAgreement(with: makeSnapshot([("A", [1]), ("B", [10, 20])]))
        let stored = fixture.dataSource.snapshot(for: "B")
        #expect(stored.items == [10, 11, 12, 20])
        #expect(stored.visibleItems == [10, 20])
        // A section never given a section snapshot answers with its items as roots.
        #expect(fixture.dataSource.snapshot(for: "A").rootItems == [1])
        #expect(fixture.dataSource.snapshot(for: "Z").items.isEmpty)

        outline.expand([10])
        fixture.dataSource.apply(outline, to: "B")
        fixture.expectAgreement(with: makeSnapshot([("A", [1]), ("B", [10, 11, 12, 20])]))
    }

    @Test func plainApplyChangingTheSectionDropsItsHierarchy() {
        let fixture = DataSourceFixture()
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([10])
        outline.append([11], to: 10)
        fixture.dataSource.apply(outline, to: "B")
        fixture.dataSource.apply(makeSnapshot([("B", [10, 30])]))
        #expect(fixture.dataSource.snapshot(for: "B").items == [10, 30])
        #expect(fixture.dataSource.snapshot(for: "B").level(of: 30) == 0)
    }

    @Test func sectionSnapshotItemsInOtherSectionsStop() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: DataSourceRowLayout())
                let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) { _, _, _ in nil }
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["A"])
                snapshot.appendItems([1])
                dataSource.apply(snapshot)
                var outline = NSDiffableDataSourceSectionSnapshot<Int>()
                outline.append([1])
                dataSource.apply(outline, to: "B")
            }
        }
    }

    @Test func sectionSnapshotDuplicatesKeepFirstUnderLenientPolicy() {
        let fixture = DataSourceFixture()
        fixture.dataSource.failurePolicy = .record
        fixture.dataSource.apply(makeSnapshot([("A", [1])]))
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        fixture.dataSource.apply(outline, to: "B")
        // 1 stays in A (first occurrence); B gets 2 only.
        fixture.expectAgreement(with: makeSnapshot([("A", [1]), ("B", [2])]))
        #expect(fixture.dataSource.diagnostics.map(\.kind) == [.duplicateItemIdentifiers])
        #expect(fixture.dataSource.diagnostics.first?.identifiers == ["1"])
    }

    @Test func expandAndCollapseRunTheHandlers() {
        let fixture = DataSourceFixture()
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([10, 20])
        outline.append([11], to: 10)
        fixture.dataSource.apply(outline, to: "A")
        var events: [String] = []
        fixture.dataSource.sectionSnapshotHandlers.willExpandItem = { item in
            // Handlers run on the main actor, like the rest of UIKit's view code.
            fixture.collectionView.layoutIfNeeded()
            events.append("willExpand \(item)")
        }
        fixture.dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("willCollapse \($0)") }
        fixture.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != 20 }
        fixture.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            // Lazy loading: 20's children arrive when it expands.
            guard parent == 20 else { return children }
            var loaded = NSDiffableDataSourceSectionSnapshot<Int>()
            loaded.append([21, 22])
            return loaded
        }
        #expect(fixture.dataSource.expandItem(10))
        fixture.expectAgreement(with: makeSnapshot([("A", [10, 11, 20])]))
        #expect(fixture.dataSource.expandItem(20))
        fixture.expectAgreement(with: makeSnapshot([("A", [10, 11, 20, 21, 22])]))
        #expect(fixture.dataSource.collapseItem(20) == false) // shouldCollapseItem said no
        #expect(fixture.dataSource.collapseItem(10))
        fixture.expectAgreement(with: makeSnapshot([("A", [10, 20, 21, 22])]))
        #expect(events == ["willExpand 10", "willExpand 20", "willCollapse 10"])
        #expect(fixture.dataSource.expandItem(99) == false)
    }

    // MARK: - Reordering

    @Test func reorderingBuildsTransactions() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1, 2, 3]), ("B", [4])]))
        #expect(fixture.dataSource.collectionView(fixture.collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)) == false)
        fixture.dataSource.reorderingHandlers.canReorderItem = { $0 != 4 }
        #expect(fixture.dataSource.collectionView(fixture.collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(fixture.dataSource.collectionView(fixture.collectionView, canMoveItemAt: IndexPath(item: 0, section: 1)) == false)
        var seen: [NSDiffableDataSourceTransaction<String, Int>] = []
        fixture.dataSource.reorderingHandlers.didReorder = { seen.append($0) }
        // Move 1 from (0,0) to (1,1): A:2,3 | B:4,1.
        fixture.dataSource.collectionView(fixture.collectionView, moveItemAt: IndexPath(item: 0, section: 0),
                                          to: IndexPath(item: 1, section: 1))
        #expect(fixture.dataSource.snapshot().description == "A:2,3|B:4,1")
        #expect(seen.count == 1)
        let transaction = seen.first
        #expect(transaction?.initialSnapshot.description == "A:1,2,3|B:4")
        #expect(transaction?.finalSnapshot.description == "A:2,3|B:4,1")
        #expect(transaction?.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        #expect(transaction?.sectionTransactions.last?.finalSnapshot.items == [4, 1])
        // Flattened 1,2,3,4 → 2,3,4,1: one removal and one insertion of 1.
        #expect(transaction?.difference.removals.count == 1)
        #expect(transaction?.difference.insertions.count == 1)
    }

    @Test func descriptionNamesTheData() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1])]))
        #expect(fixture.dataSource.description.contains("A:1"))
    }
}

/// Applies whose diff needs more than one batch.
@MainActor
@Suite struct DiffableDataSourceStagingTests {
    @Test func movedSectionWithItemChangesIsAppliedInStages() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1]), ("B", [2])]))
        fixture.collectionView.layoutIfNeeded()
        fixture.collectionView.removeUpdateHistory()
        var completions = 0
        // Both sections swap places and both gain an item: whichever section moves has item changes, and a
        // moved section may not share a batch with item changes inside it, so the apply needs
        // two batches (the headless view checks each with UIKit's rules).
        let next = makeSnapshot([("B", [2, 3]), ("A", [1, 4])])
        fixture.dataSource.apply(next) { completions += 1 }
        #expect(fixture.collectionView.updateHistory.count == 2)
        let inserts = fixture.collectionView.updateHistory.flatMap(\.insertedItems)
        let sectionMoves = fixture.collectionView.updateHistory.flatMap(\.movedSections)
        #expect(inserts.count == 2)
        #expect(sectionMoves.count == 1)
        #expect(completions == 1)
        fixture.expectAgreement(with: next)
    }

    /// Spec D17: B moves to the front and gains 3. Moving the unchanged A after B instead is as few moves
    /// and leaves no moved section with item changes, so one batch suffices.
    @Test func d17NeedsOneBatch() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1]), ("B", [2])]))
        fixture.collectionView.layoutIfNeeded()
        fixture.collectionView.removeUpdateHistory()
        let next = makeSnapshot([("B", [2, 3]), ("A", [1])])
        fixture.dataSource.apply(next)
        #expect(fixture.collectionView.updateHistory.count == 1)
        #expect(fixture.collectionView.updateHistory.first?.movedSections.count == 1)
        #expect(fixture.collectionView.updateHistory.first?.insertedItems.count == 1)
        fixture.expectAgreement(with: next)
    }

    @Test func crossSectionMovesAndDeletesInOneApply() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1, 2, 3]), ("B", [4, 5])]))
        fixture.collectionView.layoutIfNeeded()
        // Spec D22: B:5,4 | A:1,3,6.
        let next = makeSnapshot([("B", [5, 4]), ("A", [1, 3, 6])])
        fixture.dataSource.apply(next)
        fixture.expectAgreement(with: next)
        // Spec D24: items 3,2,1 cross into B, reversed, with no section changes.
        let start = makeSnapshot([("A", [1, 2, 3]), ("B", [])])
        fixture.dataSource.apply(start)
        fixture.collectionView.removeUpdateHistory()
        let reversed = makeSnapshot([("A", []), ("B", [3, 2, 1])])
        fixture.dataSource.apply(reversed)
        #expect(fixture.collectionView.updateHistory.flatMap(\.movedItems).count == 3)
        fixture.expectAgreement(with: reversed)
    }

    @Test func deleteAllItemsAppliesAsSectionDeletes() {
        let fixture = DataSourceFixture()
        fixture.dataSource.apply(makeSnapshot([("A", [1, 2]), ("B", [3])]))
        fixture.collectionView.layoutIfNeeded()
        fixture.collectionView.removeUpdateHistory()
        var empty = fixture.dataSource.snapshot()
        empty.deleteAllItems()
        fixture.dataSource.apply(empty)
        // Decision (g): deleteAllItems empties the sections too, so both sections are deleted.
        #expect(fixture.collectionView.updateHistory.last?.deletedSections == IndexSet([0, 1]))
        #expect(fixture.collectionView.numberOfSections == 0)
        #expect(fixture.collectionView.visibleCells.isEmpty)
    }
}

@MainActor
@Suite struct DiffableDataSourceLenientTests {
    @Test func repeatedIdentifiersInAppliedDataKeepFirstUnderLenientPolicy() {
        let fixture = DataSourceFixture()
        fixture.dataSource.failurePolicy = .record
        // Handed-over data (trusted initializer) repeating item 2 and section A.
        let data = NSDiffableDataSourceSnapshot<String, Int>(sections: ["A", "B", "A"], itemArrays: [[1, 2], [2, 3], [4]])
        fixture.dataSource.apply(data)
        // Kept: A:1,2 | B:3; dropped: 2 (second occurrence) and the second A with its items.
        fixture.expectAgreement(with: makeSnapshot([("A", [1, 2]), ("B", [3])]))
        #expect(fixture.dataSource.diagnostics.first?.identifiers == ["2", "A"])
    }
}

/// Random outlines applied to one section keep the data source showing exactly their visible items.
@MainActor
@Suite struct DiffableDataSourceOutlineTests {
    @Test(arguments: 0..<15)
    func randomOutlinesShowVisibleItems(seed: Int) {
        var rng = SnapshotTestRNG(seed: UInt64(seed) &+ 99)
        let fixture = DataSourceFixture(visibleRows: 8)
        fixture.dataSource.apply(makeSnapshot([("A", [1_000, 1_001])]))
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        var next = 0
        for _ in 0..<30 {
            let present = outline.items
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1:
                let parent = Bool.random(using: &rng) ? present.randomElement(using: &rng) : nil
                outline.append([next, next + 1], to: parent)
                next += 2
            case 2 where !present.isEmpty:
                outline.delete([present.randomElement(using: &rng)!])
            case 3 where !present.isEmpty:
                outline.expand([present.randomElement(using: &rng)!])
            case 4 where !present.isEmpty:
                outline.collapse([present.randomElement(using: &rng)!])
            default:
                break
            }
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...6, using: &rng)) * DataSourceRowLayout.rowHeight)
            fixture.dataSource.apply(outline, to: "B", animatingDifferences: Bool.random(using: &rng))
            fixture.expectAgreement(with: makeSnapshot([("A", [1_000, 1_001]), ("B", outline.visibleItems)]))
            #expect(fixture.dataSource.snapshot(for: "B").items == outline.items)
        }
    }
}
