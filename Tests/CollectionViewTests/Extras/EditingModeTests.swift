import OpenCompositionalLayout
import Testing

/// The collection view's editing mode reaches its cells, as in UIKit: their configuration state's
/// `isEditing` follows `collectionView.isEditing`, so list cells show the accessories meant for editing
/// (a delete accessory is `.whenEditing` by default; a disclosure indicator `.always`).
@MainActor
@Suite struct EditingModeTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            (cell as? UICollectionViewListCell)?.accessories = [.delete(), .disclosureIndicator()]
            return cell
        }
    }

    @Test func editingReachesVisibleAndNewCells() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let rows = Rows()
        view.dataSource = rows
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(!cell.configurationState.isEditing)
        #expect(cell.visibleAccessories.count == 1)

        view.isEditing = true
        #expect(cell.configurationState.isEditing)
        #expect(cell.visibleAccessories.count == 2)

        // A cell configured while the view edits starts in editing mode.
        view.reloadData()
        view.layoutIfNeeded()
        let fresh = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(fresh.configurationState.isEditing)

        view.isEditing = false
        #expect(!fresh.configurationState.isEditing)
        #expect(fresh.visibleAccessories.count == 1)
    }
}
