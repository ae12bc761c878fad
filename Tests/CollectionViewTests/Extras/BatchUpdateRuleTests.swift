import Testing
@_spi(Testing) import OpenCompositionalLayout

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// A batch UIKit rejects, with the rule and message worked out by hand.
struct RejectedBatch: Sendable, CustomTestStringConvertible {
    let name: String
    let before: [Int]
    let after: [Int]
    let operations: [UICollectionView.BatchOperation]
    let kind: UICollectionView.BatchUpdateError.Kind
    let message: String
    var testDescription: String { name }
}

private let p01 = "<NSIndexPath> {length = 2, path = 0 - 1}"

let rejectedBatches: [RejectedBatch] = [
    // 3 sections after ≠ 2 before + 0 inserted − 0 deleted.
    RejectedBatch(name: "section count", before: [1, 1], after: [1, 1, 1], operations: [],
                  kind: .invalidNumberOfSections,
                  message: "Invalid update: invalid number of sections.  The number of sections contained in the collection "
                    + "view after the update (3) must be equal to the number of sections contained in the collection view "
                    + "before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."),
    // 4 items after ≠ 3 before with no inserts.
    RejectedBatch(name: "item count", before: [3], after: [4], operations: [], kind: .invalidNumberOfItems,
                  message: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                    + "existing section after the update (4) must be equal to the number of items contained in that section "
                    + "before the update (3), plus or minus the number of items inserted or deleted from that section "
                    + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 0 moved out)."),
    // Section 0 loses one item by a move out: 2 − 1 = 1 expected, 2 reported.
    RejectedBatch(name: "item count with a move out", before: [2, 1], after: [2, 1],
                  operations: [.moveItem(at: path(0, 0), to: path(1, 0))], kind: .invalidNumberOfItems,
                  message: "Invalid update: invalid number of items in section 0.  The number of items contained in an "
                    + "existing section after the update (2) must be equal to the number of items contained in that section "
                    + "before the update (2), plus or minus the number of items inserted or deleted from that section "
                    + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 1 moved out)."),
    RejectedBatch(name: "delete item out of range", before: [20], after: [19], operations: [.deleteItems([path(0, 20)])],
                  kind: .itemOutOfRange,
                  message: "attempt to delete item 20 from section 0 which only contains 20 items before the update"),
    // 3 sections after = 4 − 1 deleted, so the count passes and the range fails.
    RejectedBatch(name: "delete section out of range", before: [1, 1, 1, 1], after: [1, 1, 1],
                  operations: [.deleteSections([4])], kind: .sectionOutOfRange,
                  message: "attempt to delete section 4, but there are only 4 sections before the update"),
    RejectedBatch(name: "insert section out of range", before: [1], after: [1, 1], operations: [.insertSections([2])],
                  kind: .sectionOutOfRange,
                  message: "attempt to insert section 2 but there are only 2 sections after the update"),
    RejectedBatch(name: "insert item out of range", before: [2], after: [3], operations: [.insertItems([path(0, 3)])],
                  kind: .itemOutOfRange,
                  message: "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update"),
    RejectedBatch(name: "delete and reload", before: [3], after: [2],
                  operations: [.deleteItems([path(0, 1)]), .reloadItems([path(0, 1)])], kind: .conflictingItemOperations,
                  message: "attempt to delete and reload the same index path (\(p01))"),
    RejectedBatch(name: "delete and move", before: [3], after: [2],
                  operations: [.deleteItems([path(0, 1)]), .moveItem(at: path(0, 1), to: path(0, 0))],
                  kind: .conflictingItemOperations,
                  message: "attempt to perform a delete and a move from the same index path (\(p01))"),
    RejectedBatch(name: "insert and move", before: [2], after: [3],
                  operations: [.insertItems([path(0, 0)]), .moveItem(at: path(0, 1), to: path(0, 0))],
                  kind: .conflictingItemOperations,
                  message: "attempt to perform an insert and a move to the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"),
    RejectedBatch(name: "reload and move", before: [3], after: [3],
                  operations: [.reloadItems([path(0, 0)]), .moveItem(at: path(0, 0), to: path(0, 2))],
                  kind: .conflictingItemOperations,
                  message: "attempt to perform a reload and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"),
    RejectedBatch(name: "delete and reconfigure", before: [2], after: [1],
                  operations: [.deleteItems([path(0, 0)]), .reconfigureItems([path(0, 0)])], kind: .conflictingItemOperations,
                  message: "attempt to delete and reconfigure the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"),
    RejectedBatch(name: "delete twice", before: [3], after: [2],
                  operations: [.deleteItems([path(0, 1)]), .deleteItems([path(0, 1)])], kind: .duplicateItemOperation,
                  message: "attempt to delete the same index path twice (\(p01))"),
    RejectedBatch(name: "insert twice", before: [1], after: [2], operations: [.insertItems([path(0, 1), path(0, 1)])],
                  kind: .duplicateItemOperation, message: "attempt to insert the same index path twice (\(p01))"),
    RejectedBatch(name: "two moves from one path", before: [3], after: [3],
                  operations: [.moveItem(at: path(0, 0), to: path(0, 1)), .moveItem(at: path(0, 0), to: path(0, 2))],
                  kind: .duplicateItemOperation,
                  message: "attempt to perform multiple moves from the same index path (<NSIndexPath> {length = 2, path = 0 - 0})"),
    RejectedBatch(name: "two moves to one path", before: [3], after: [3],
                  operations: [.moveItem(at: path(0, 0), to: path(0, 2)), .moveItem(at: path(0, 1), to: path(0, 2))],
                  kind: .duplicateItemOperation,
                  message: "attempt to perform multiple moves to the same index path (<NSIndexPath> {length = 2, path = 0 - 2})"),
    RejectedBatch(name: "item delete inside a deleted section", before: [2, 2], after: [2],
                  operations: [.deleteSections([1]), .deleteItems([path(1, 0)])], kind: .itemOperationInChangedSection,
                  message: "attempt to delete item 0 from section 1, which is being deleted"),
    RejectedBatch(name: "item insert inside an inserted section", before: [2], after: [2, 2],
                  operations: [.insertSections([1]), .insertItems([path(1, 0)])], kind: .itemOperationInChangedSection,
                  message: "attempt to insert item 0 into section 1, which is being inserted"),
    RejectedBatch(name: "item move out of a reloaded section", before: [1, 1], after: [0, 2],
                  operations: [.reloadSections([0]), .moveItem(at: path(0, 0), to: path(1, 1))],
                  kind: .itemOperationInChangedSection,
                  message: "attempt to move item 0 from section 0, which is being reloaded"),
    // 3 sections after = 2 + 1 inserted.
    RejectedBatch(name: "insert and move to one section", before: [1, 1], after: [1, 1, 1],
                  operations: [.insertSections([0]), .moveSection(1, toSection: 0)], kind: .conflictingSectionOperations,
                  message: "attempt to perform an insert and a move to the same section (0)"),
    RejectedBatch(name: "delete and move one section", before: [1, 1], after: [1],
                  operations: [.deleteSections([0]), .moveSection(0, toSection: 0)], kind: .conflictingSectionOperations,
                  message: "attempt to perform a delete and a move from the same section (0)"),
    RejectedBatch(name: "delete and reload one section", before: [1, 1], after: [1],
                  operations: [.deleteSections([1]), .reloadSections([1])], kind: .conflictingSectionOperations,
                  message: "attempt to delete and reload the same section (1)"),
    RejectedBatch(name: "index path with one index", before: [1], after: [1],
                  operations: [.reloadItems([IndexPath(index: 0)])], kind: .itemOutOfRange,
                  message: "attempt to reload item -1 from section 0, but there are only 1 sections before the update"),
]

@MainActor
@Suite struct BatchUpdateRuleTests {
    @Test(arguments: rejectedBatches)
    func validationThrowsTheRuleAndMessage(_ batch: RejectedBatch) {
        #expect {
            try UICollectionView.BatchUpdate(validating: batch.operations, itemCountsBefore: batch.before,
                                             itemCountsAfter: batch.after)
        } throws: { error in
            guard let error = error as? UICollectionView.BatchUpdateError else { return false }
            return error.kind == batch.kind && error.message == batch.message
        }
    }

    @Test(arguments: rejectedBatches)
    func throwingTwinFallsBackToTheDataSource(_ batch: RejectedBatch) throws {
        let stub = Stub(batch.before.enumerated().map { section, count in (0..<count).map { section * 100 + $0 } })
        let view = makeCollectionView(stub, height: 3_000)
        let newData = batch.after.enumerated().map { section, count in (0..<count).map { 10_000 + section * 100 + $0 } }
        var completed = false
        #expect(throws: UICollectionView.BatchUpdateError.self) {
            try view.performValidatedBatchUpdates({
                stub.sections = newData
                for operation in batch.operations { apply(operation, to: view) }
            }, completion: { _ in completed = true })
        }
        #expect(!completed)
        // Fallen back to a reload: the view shows exactly what the data source holds.
        #expect(viewCounts(view) == batch.after)
        view.layoutIfNeeded()
        for (path, value) in shownValues(view) {
            #expect(newData[path.section][path.item] == value)
        }
        #expect(view.diagnostics.last?.batchUpdateError?.message == batch.message)
        #expect(view.updateHistory.isEmpty)
    }

    @Test(arguments: rejectedBatches.indices)
    func performBatchUpdatesStopsOnEveryBrokenRule(_ index: Int) async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) { [index] in
            await MainActor.run {
                let batch = rejectedBatches[index]
                let stub = Stub(batch.before.map { Array(0..<$0) })
                let view = makeCollectionView(stub)
                view.performBatchUpdates {
                    stub.sections = batch.after.map { Array(0..<$0) }
                    for operation in batch.operations { apply(operation, to: view) }
                }
            }
        }
        // It stopped with UIKit's message, not for some other reason.
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains(rejectedBatches[index].message))
    }

    @Test(arguments: rejectedBatches)
    func recordingPolicyRecordsEveryBrokenRule(_ batch: RejectedBatch) {
        let stub = Stub(batch.before.map { Array(0..<$0) })
        let view = makeCollectionView(stub)
        view.batchUpdateFailurePolicy = .record
        var finished: Bool?
        view.performBatchUpdates({
            stub.sections = batch.after.map { Array(0..<$0) }
            for operation in batch.operations { apply(operation, to: view) }
        }, completion: { finished = $0 })
        #expect(finished == false)
        #expect(view.diagnostics.map(\.message) == [batch.message])
        #expect(view.diagnostics.first?.batchUpdateError?.kind == batch.kind)
        #expect(viewCounts(view) == batch.after)
    }

    @Test func recordingPolicyReloadsAndReportsUnfinished() {
        let stub = Stub([[0, 1, 2]])
        let view = makeCollectionView(stub)
        view.batchUpdateFailurePolicy = .record
        var finished: Bool?
        view.performBatchUpdates({
            stub.sections = [[0, 1, 2, 3]]
        }, completion: { finished = $0 })
        #expect(finished == false)
        #expect(view.diagnostics.map(\.kind) == [.batchUpdateRejected])
        #expect(view.diagnostics.first?.batchUpdateError?.kind == .invalidNumberOfItems)
        #expect(viewCounts(view) == [4])
        view.layoutIfNeeded()
        #expect(shownValues(view) == [IndexPath(item: 0, section: 0): 0, IndexPath(item: 1, section: 0): 1,
                                      IndexPath(item: 2, section: 0): 2])
    }

    @Test func validateBatchUpdatesChecksWithoutApplying() throws {
        let stub = Stub([[0, 1]])
        let view = makeCollectionView(stub)
        stub.sections = [[0, 1, 2]]
        let update = try view.validateBatchUpdates([.insertItems([IndexPath(item: 2, section: 0)])])
        #expect(update.itemCountsBefore == [2] && update.itemCountsAfter == [3])
        #expect(viewCounts(view) == [2])
        #expect(throws: UICollectionView.BatchUpdateError.self) { try view.validateBatchUpdates([]) }
    }

    @Test func invalidItemCountStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stub = Stub([[0, 1, 2]])
                let view = makeCollectionView(stub)
                view.performBatchUpdates { stub.sections = [[0, 1, 2, 3]] }
            }
        }
    }

    @Test func deleteAndReloadOfOnePathStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stub = Stub([[0, 1, 2]])
                let view = makeCollectionView(stub)
                view.performBatchUpdates {
                    stub.sections = [[0, 2]]
                    view.deleteItems(at: [IndexPath(item: 1, section: 0)])
                    view.reloadItems(at: [IndexPath(item: 1, section: 0)])
                }
            }
        }
    }

    @Test func insertAfterTheModelAlreadyChangedStops() async throws {
        // UIKit's classic trap (openradar 27941923): counts are read before the lone insert runs, so a
        // model changed beforehand makes before == after and the insert unbalanced.
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stub = Stub([[0]])
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                            collectionViewLayout: FixedRowLayout())
                view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
                view.dataSource = stub
                stub.sections = [[0, 1]]
                view.insertItems(at: [IndexPath(item: 1, section: 0)])
            }
        }
        // Before 2 (read when the insert's batch began), after 2, 1 inserted.
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
                + "section after the update (2) must be equal to the number of items contained in that section before "
                + "the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, "
                + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."))
    }
}

/// Replays one recorded operation through the UIKit API.
@MainActor
func apply(_ operation: UICollectionView.BatchOperation, to view: UICollectionView) {
    switch operation {
    case .insertItems(let paths): view.insertItems(at: paths)
    case .deleteItems(let paths): view.deleteItems(at: paths)
    case .reloadItems(let paths): view.reloadItems(at: paths)
    case .reconfigureItems(let paths): view.reconfigureItems(at: paths)
    case .moveItem(let from, let to): view.moveItem(at: from, to: to)
    case .insertSections(let sections): view.insertSections(sections)
    case .deleteSections(let sections): view.deleteSections(sections)
    case .reloadSections(let sections): view.reloadSections(sections)
    case .moveSection(let from, let to): view.moveSection(from, toSection: to)
    }
}
