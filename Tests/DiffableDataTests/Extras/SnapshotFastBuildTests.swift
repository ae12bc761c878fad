import Testing
@testable import DiffableData
@_spi(Checked) @_spi(Testing) import OpenCompositionalLayout

/// Building a snapshot from a data set with one `appendItems` takes a fast path (uniqueness by the
/// cheapest test, item table built on first lookup). These pin that it behaves exactly like the general path.
@Suite struct SnapshotFastBuildTests {
    /// Duplicates inside the call are still reported, naming the repeated identifier, and leave the snapshot unchanged.
    @Test func repeatedIntegersAreReported() throws {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A"])
        let error = try #require(throws: SnapshotValidationError.self) { try snapshot.checkedAppendItems([1, 2, 3, 2]) }
        #expect(error.kind == .duplicateItemIdentifiers)
        #expect(error.identifiers == ["2"])
        #expect(snapshot.numberOfItems == 0)
        snapshot._checkInvariants()
    }

    /// `Int.min` is the table's empty marker; it must still count as an identifier like any other.
    @Test func theEmptyMarkerValueIsAnOrdinaryIdentifier() throws {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A"])
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedAppendItems([Int.min, 5, Int.min]) }
        try snapshot.checkedAppendItems([Int.min, 5, Int.max])
        #expect(snapshot.itemIdentifiers == [Int.min, 5, Int.max])
        #expect(snapshot.indexOfItem(Int.min) == 0)
        snapshot._checkInvariants()
    }

    /// After a fast build the lookups work (the table is built on first use) and a later append of an
    /// existing identifier moves it, as the general path does: 0..<1000 into A, then 500 into B.
    @Test func lookupsAndMovesAfterAFastBuild() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(Array(0..<1000), toSection: "A")
        #expect(snapshot.sectionIdentifier(containingItem: 999) == "A")
        #expect(snapshot.indexOfItem(640) == 640)
        snapshot.appendItems([500], toSection: "B")
        #expect(snapshot.numberOfItems(inSection: "A") == 999)
        #expect(snapshot.itemIdentifiers(inSection: "B") == [500])
        #expect(snapshot.indexOfItem(501) == 500)
        snapshot._checkInvariants()
    }

    /// A property check: for random integer arrays (with and without repeats), the fast test agrees with a `Set`.
    @Test func fastUniquenessAgreesWithASet() {
        var state: UInt64 = 7
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for round in 0..<300 {
            let count = Int(next() % 200)
            let range = UInt64(round % 2 == 0 ? 1_000_000 : 300)
            let values = (0..<count).map { _ in Int(next() % range) - Int(range / 2) }
            let expected = Set(values).count == values.count
            #expect(NSDiffableDataSourceSnapshot<Int, Int>._areDistinct(values) == expected, "round \(round)")
        }
    }

    /// String identifiers take the `Set` path with the same results.
    @Test func stringIdentifiers() throws {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedAppendItems(["a", "b", "a"]) }
        snapshot.appendItems(["a", "b", "c"])
        #expect(snapshot.indexOfItem("c") == 2)
        snapshot._checkInvariants()
    }
}
