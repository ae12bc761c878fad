import Testing
import OpenCompositionalLayout

/// The separator configuration a list cell was given (`resolvedSeparatorConfiguration`, beyond UIKit) is the
/// list's `itemSeparatorHandler` answer for its row.
@MainActor
@Suite struct ListCellSeparatorConfigurationTests {
    @Test func listCellsKeepTheHandlersAnswer() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            var configuration = sectionConfiguration
            configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: CGFloat(10 * (indexPath.item + 1)),
                                                                          bottom: 0, trailing: 0)
            return configuration
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let rows = SeparatorRows()
        view.dataSource = rows
        view.layoutIfNeeded()
        for item in 0..<3 {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
            // Row k gets a leading inset of 10 (k + 1), the handler's answer for its index path.
            #expect(cell.resolvedSeparatorConfiguration?.bottomSeparatorInsets.leading == CGFloat(10 * (item + 1)))
        }
        // After an insertion at the top, the rows that moved are asked again for their new index paths.
        rows.count = 4
        view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        let moved = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(moved.resolvedSeparatorConfiguration?.bottomSeparatorInsets.leading == 20)
    }

    @Test func cellsOutsideListsHaveNone() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: FixedRowLayout())
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let rows = SeparatorRows()
        view.dataSource = rows
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.resolvedSeparatorConfiguration == nil)
    }
}

@MainActor
final class SeparatorRows: NSObject, UICollectionViewDataSource {
    var count = 3
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}
