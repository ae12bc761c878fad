import Testing
@_spi(Checked) @_spi(Testing) import OpenCompositionalLayout

/// Each snapshot API beyond the spec table, with its edge cases.
@Suite struct SnapshotAPITests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func make(_ layout: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in layout {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func emptySnapshot() {
        let snapshot = Snapshot()
        snapshot._checkInvariants()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem(1) == nil)
    }

    @Test func countsAndFlattenedItemsAcrossSections() {
        let snapshot = make([("A", [1, 2]), ("B", []), ("C", [3])])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfItems(inSection: "B") == 0)
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
        // Asking twice returns the same (cached) contents.
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
        // 3 follows 2 items of A and 0 of B.
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "C")
    }

    @Test func insertSectionsBeforeAndAfter() {
        var snapshot = make([("A", [1]), ("D", [])])
        snapshot.insertSections(["B", "C"], afterSection: "A")
        snapshot.insertSections(["Z"], beforeSection: "A")
        snapshot._checkInvariants()
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "B", "C", "D"])
        #expect(snapshot.indexOfSection("D") == 4)
    }

    @Test func insertSectionsWithMissingAnchorStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.insertSections(["B"], beforeSection: "Q")
        }
    }

    @Test func checkedInsertSectionsReportsMissingAnchor() {
        var snapshot = make([("A", [])])
        do {
            try snapshot.checkedInsertSections(["B"], afterSection: "Q")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .sectionNotFound)
            #expect(error.message.hasPrefix("Section identifier was not found."))
        }
        #expect(snapshot.sectionIdentifiers == ["A"])
    }

    @Test func moveSectionAfterAndOntoItself() {
        var snapshot = make([("A", [1]), ("B", [2]), ("C", [3])])
        snapshot.moveSection("A", afterSection: "C")
        snapshot._checkInvariants()
        #expect(snapshot.description == "B:2|C:3|A:1")
        snapshot.moveSection("C", afterSection: "C")
        snapshot._checkInvariants()
        #expect(snapshot.description == "B:2|C:3|A:1")
        #expect(snapshot.indexOfItem(1) == 2)
    }

    @Test func moveUnknownSectionStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.moveSection("Q", beforeSection: "A")
        }
    }

    @Test func moveUnknownItemStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1])
            snapshot.moveItem(5, afterItem: 1)
        }
    }

    @Test func moveItemWithinSection() {
        var snapshot = make([("A", [1, 2, 3, 4])])
        snapshot.moveItem(4, beforeItem: 2)
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1,4,2,3")
        snapshot.moveItem(1, afterItem: 3)
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:4,2,3,1")
    }

    @Test func insertItemsThatExistElsewhereMovesThem() {
        var snapshot = make([("A", [1, 2, 3]), ("B", [4, 5])])
        snapshot.insertItems([1, 9], afterItem: 4)
        snapshot._checkInvariants()
        // 1 leaves A; 1 and 9 follow 4 in B.
        #expect(snapshot.description == "A:2,3|B:4,1,9,5")
        // An item of the anchor's own section that sits before the anchor moves too.
        snapshot.insertItems([4], beforeItem: 5)
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:2,3|B:1,9,4,5")
    }

    @Test func insertingTheAnchorItselfKeepsItsPlace() {
        // UIKit leaves this undocumented; here the group lands where the anchor stood.
        var snapshot = make([("A", [1, 2, 3])])
        snapshot.insertItems([2, 9], afterItem: 2)
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1,2,9,3")
        snapshot.insertItems([9, 7], beforeItem: 9)
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1,2,9,7,3")
    }

    @Test func appendExistingItemToItsOwnSectionMovesItToTheEnd() {
        var snapshot = make([("A", [1, 2, 3])])
        snapshot.appendItems([1, 4])
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:2,3,1,4")
        #expect(snapshot.numberOfItems == 4)
    }

    @Test func deleteAllItemsAlsoRemovesSections() {
        // Decision (g): the snapshot becomes empty, sections included.
        var snapshot = make([("A", [1, 2]), ("B", [3])])
        snapshot.reloadSections(["A"])
        snapshot.deleteAllItems()
        snapshot._checkInvariants()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        snapshot.appendSections(["A"])
        snapshot.appendItems([1])
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1")
    }

    @Test func deletingItemsDropsTheirReloadMarks() {
        var snapshot = make([("A", [1, 2, 3])])
        snapshot.reloadItems([1, 2])
        snapshot.reconfigureItems([3])
        snapshot.deleteItems([2, 3])
        snapshot._checkInvariants()
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [])
    }

    @Test func reloadMarksFollowMovesAndListInSnapshotOrder() {
        var snapshot = make([("A", [1, 2, 3]), ("B", [4])])
        snapshot.reloadItems([4, 1])
        snapshot.moveItem(4, beforeItem: 1)
        snapshot.reloadSections(["B", "A"])
        snapshot._checkInvariants()
        // Order after the move: 4,1,2,3.
        #expect(snapshot.reloadedItemIdentifiers == [4, 1])
        #expect(snapshot.reloadedSectionIdentifiers == ["A", "B"])
    }

    @Test func deletingSectionDropsItsReloadMark() {
        var snapshot = make([("A", [1]), ("B", [2])])
        snapshot.reloadSections(["A"])
        snapshot.reloadItems([1])
        snapshot.deleteSections(["A"])
        snapshot._checkInvariants()
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func copiesAreIndependent() {
        let original = make([("A", [1, 2])])
        _ = original.sectionIdentifier(containingItem: 1) // builds the shared table
        var copy = original
        copy.appendItems([3])
        copy.moveItem(3, beforeItem: 1)
        copy._checkInvariants()
        original._checkInvariants()
        #expect(original.description == "A:1,2")
        #expect(original.sectionIdentifier(containingItem: 3) == nil)
        #expect(copy.description == "A:3,1,2")
        #expect(copy.indexOfItem(3) == 0)
        #expect(original.indexOfItem(1) == 0)
    }

    @Test func manySingleItemMutationsStayConsistent() {
        var snapshot = make([("A", []), ("B", [])])
        for item in 0..<500 {
            snapshot.appendItems([item], toSection: item.isMultiple(of: 2) ? "A" : "B")
        }
        for item in stride(from: 0, to: 500, by: 3) { snapshot.deleteItems([item]) }
        snapshot._checkInvariants()
        // 500 items minus the multiples of 3 in 0..<500: 167 of them (0, 3, …, 498).
        #expect(snapshot.numberOfItems == 333)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "A")
        #expect(snapshot.sectionIdentifier(containingItem: 6) == nil)
    }

    @Test func emptyCallsAreNoOps() {
        var snapshot = make([("A", [1])])
        snapshot.appendItems([])
        snapshot.appendSections([])
        snapshot.deleteItems([])
        snapshot.deleteSections([])
        snapshot.reloadItems([])
        snapshot._checkInvariants()
        #expect(snapshot.description == "A:1")
    }

    @Test func descriptionMarksReloads() {
        var snapshot = make([("A", [1, 2])])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([2])
        snapshot.reloadSections(["A"])
        #expect(snapshot.description == "A*:1*,2~")
    }
}

@Suite struct SnapshotValidateTests {
    @Test func validSnapshotPassesValidation() throws {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2], toSection: "A")
        snapshot.appendItems([3], toSection: "B")
        try snapshot.validate()
        try NSDiffableDataSourceSnapshot<String, Int>().validate()
    }

    @Test func validateNamesDuplicatesInHandedOverData() {
        // Data assembled outside the mutation API (the trusted initializer) may repeat identifiers.
        let items = NSDiffableDataSourceSnapshot<String, Int>(sections: ["A", "B"], itemArrays: [[1, 2], [2, 3, 1]])
        do {
            try items.validate()
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .duplicateItemIdentifiers)
            // 2 repeats first (in B), then 1.
            #expect(error.identifiers == ["2", "1"])
        }
        let sections = NSDiffableDataSourceSnapshot<String, Int>(sections: ["A", "A"], itemArrays: [[], []])
        #expect(throws: SnapshotValidationError.self) { try sections.validate() }
    }
}
