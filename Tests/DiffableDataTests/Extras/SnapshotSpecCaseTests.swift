import Testing
@_spi(Checked) @_spi(Testing) import OpenCompositionalLayout

/// The snapshot cases of the spec's table f.2; expected values come from the table.
@Suite struct SnapshotSpecCaseTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test func s1AppendingItemsWithoutSectionsStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
    }

    @Test func s1CheckedTwinReportsNoSections() {
        var snapshot = Snapshot()
        do {
            try snapshot.checkedAppendItems([1])
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .noSections)
            #expect(error.message == "There are currently no sections in the data source. Please add a section first.")
        }
        snapshot._checkInvariants()
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func s2AppendWithoutSectionGoesToLastSection() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems([1, 2])
        snapshot._checkInvariants()
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2])
        // Two sections: nil means the last one, B.
        snapshot.appendSections(["B"])
        snapshot.appendItems([3])
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1,2|B:3")
    }

    @Test func s3AppendToNamedSection() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1], toSection: "A")
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1|B:")
    }

    @Test func s4DuplicateItemsInOneCallStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 1])
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {1}"))
    }

    @Test func s4CheckedTwinNamesDuplicatesAndKeepsSnapshot() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems([7])
        do {
            try snapshot.checkedAppendItems([1, 2, 1, 7, 3, 2])
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .duplicateItemIdentifiers)
            // 1 and 2 are supplied twice; 7 is supplied once (an existing id: a move, not an error).
            #expect(error.identifiers == ["1", "2"])
            #expect(error.message == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {1, 2}")
        }
        // Unchanged, and the item table restored (7 still in A, 1/2/3 absent).
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:7")
        #expect(snapshot.sectionIdentifier(containingItem: 7) == "A")
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
    }

    @Test func s4DuplicatedExistingItemIsAnErrorToo() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1], toSection: "A")
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedAppendItems([1, 1], toSection: "B") }
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1|B:")
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "A")
    }

    @Test func s5AppendingExistingItemMovesIt() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1], toSection: "A")
        let warningsBefore = DiffableWarnings.messages.filter { $0.contains("already exist") }.count
        snapshot.appendItems([1], toSection: "B")
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:|B:1")
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "B")
        let warningsAfter = DiffableWarnings.messages.filter { $0.contains("already exist") }.count
        #expect(warningsAfter >= warningsBefore + 1)
    }

    @Test func s6DuplicateSectionStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendSections(["A"])
        }
    }

    @Test func s6CheckedTwinNamesDuplicateSections() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        do {
            try snapshot.checkedAppendSections(["B", "A", "C", "C"])
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .duplicateSectionIdentifiers)
            #expect(error.identifiers == ["A", "C"])
        }
        snapshot._checkInvariants()
        #expect(snapshot.sectionIdentifiers == ["A"])
    }

    @Test func s7InsertBeforeAndAfterItems() {
        var before = Snapshot()
        before.appendSections(["A"])
        before.appendItems([1, 2, 3])
        var after = before
        before.insertItems([9], beforeItem: 2)
        after.insertItems([9], afterItem: 3)
        before._checkInvariants()
        after._checkInvariants()
        #expect(before.description == "A:1,9,2,3")
        #expect(after.description == "A:1,2,3,9")
    }

    @Test func s8InsertBeforeMissingAnchorStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.insertItems([9], beforeItem: 42)
        }
    }

    @Test func s8CheckedTwinNamesMissingAnchor() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems([1])
        do {
            try snapshot.checkedInsertItems([9], beforeItem: 42)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .itemNotFound)
            #expect(error.identifiers == ["42"])
        }
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1")
    }

    @Test func s9MoveItemAcrossSections() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([3], toSection: "B")
        snapshot.moveItem(1, afterItem: 3)
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:2|B:3,1")
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "B")
    }

    @Test func s10MoveSectionBefore() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B", "C"])
        snapshot.appendItems([1], toSection: "A")
        snapshot.appendItems([2], toSection: "B")
        snapshot.appendItems([3], toSection: "C")
        snapshot.moveSection("C", beforeSection: "A")
        snapshot._checkInvariants()
        #expect(snapshot.description == "C:3|A:1|B:2")
        #expect(snapshot.indexOfSection("A") == 1)
    }

    @Test func s11DeleteSectionRemovesItsItems() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([3], toSection: "B")
        snapshot.deleteSections(["A"])
        snapshot._checkInvariants()
        #expect(snapshot.description == "B:3")
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        #expect(snapshot.numberOfItems == 1)
    }

    @Test func s12Lookups() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([3], toSection: "B")
        // 3 follows the two items of A: flattened index 2.
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.indexOfSection("B") == 1)
        #expect(snapshot.numberOfItems(inSection: "A") == 2)
    }

    @Test func s13AbsentLookupsAreNil() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems([1])
        #expect(snapshot.indexOfItem(7) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 7) == nil)
        #expect(snapshot.indexOfSection("Z") == nil)
    }

    @Test func s14ItemsOfMissingSectionStop() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            _ = snapshot.itemIdentifiers(inSection: "Z")
        }
    }

    @Test func s14CheckedTwinReportsMissingSection() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedItemIdentifiers(inSection: "Z") }
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedNumberOfItems(inSection: "Z") }
    }

    @Test func s15ReloadAndReconfigureAreRecorded() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems([1, 2])
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([1])
        snapshot._checkInvariants()
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
        #expect(snapshot.reloadedSectionIdentifiers == [])
    }

    @Test func s16ReloadingUnknownItemStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.reloadItems([9])
        }
    }

    @Test func s16ReconfiguringUnknownItemStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.reconfigureItems([9])
        }
    }

    @Test func s16CheckedTwinsNameTheItem() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems([1])
        do {
            try snapshot.checkedReloadItems([1, 9])
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .reloadedItemNotFound)
            #expect(error.message == "Attempted to reload item identifier that does not exist in the snapshot: 9")
        }
        // Validation precedes the mark: 1 is not marked either.
        #expect(snapshot.reloadedItemIdentifiers == [])
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedReconfigureItems([9]) }
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedReloadSections(["Z"]) }
    }

    @Test func s17UnknownIdsInDeletesAreIgnored() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A"])
        snapshot.appendItems([1, 2])
        snapshot.deleteItems([2, 99])
        snapshot.deleteSections(["Z"])
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1")
    }
}
