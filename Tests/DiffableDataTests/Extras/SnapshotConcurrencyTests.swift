import Testing
@_spi(Testing) import OpenCompositionalLayout

/// Snapshots are values that may be shared across tasks: the lazily built lookup tables must be safe to
/// build from several readers at once.
@Suite struct SnapshotConcurrencyTests {
    static func requireSendable<T: Sendable>(_: T.Type) {}

    @Test func snapshotTypesAreSendable() {
        Self.requireSendable(NSDiffableDataSourceSnapshot<String, Int>.self)
        Self.requireSendable(NSDiffableDataSourceSectionSnapshot<Int>.self)
        Self.requireSendable(SnapshotValidationError.self)
    }

    @Test func concurrentReadersOfOneSnapshotAgree() async {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))
        for section in 0..<10 { snapshot.appendItems(Array(section * 100..<(section + 1) * 100), toSection: section) }
        // Neither snapshot has its flattened view or position table yet: every reader races to build them.
        var fresh = NSDiffableDataSourceSnapshot<Int, Int>()
        fresh.appendSections([0])
        fresh.appendItems(Array(0..<1_000))
        let snapshots = [snapshot, fresh]
        await withTaskGroup(of: Bool.self) { group in
            for reader in 0..<8 {
                group.addTask {
                    let target = snapshots[reader % 2]
                    // Item k sits at flattened index k in both snapshots (items were appended in order).
                    for item in stride(from: reader, to: 1_000, by: 7) {
                        guard target.indexOfItem(item) == item, target.sectionIdentifier(containingItem: item) != nil else { return false }
                    }
                    return target.itemIdentifiers.count == 1_000
                }
            }
            for await agreed in group { #expect(agreed) }
        }
        snapshot._checkInvariants()
        fresh._checkInvariants()
    }
}
