#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// List cells take their default background from the kind of list they are shown in, as in UIKit: a grouped
/// or inset-grouped list's cells get `listGroupedCell()`, a sidebar's `listSidebarCell()`, a plain list's
/// `listPlainCell()`; a background the app sets stays.
@MainActor
@Suite struct ListEnvironmentTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        var customBackground: UIBackgroundConfiguration?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            if let customBackground, let listCell = cell as? UICollectionViewListCell {
                listCell.backgroundConfiguration = customBackground
            }
            return cell
        }
    }

    func firstCell(_ appearance: UICollectionLayoutListConfiguration.Appearance, _ rows: Rows) -> UICollectionViewListCell? {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        view.dataSource = rows
        view.layoutIfNeeded()
        return view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    }

    @Test func defaultBackgroundFollowsTheList() {
        let rows = Rows()
        #expect(firstCell(.insetGrouped, rows)?.backgroundConfiguration == .listGroupedCell())
        #expect(firstCell(.grouped, rows)?.backgroundConfiguration == .listGroupedCell())
        #expect(firstCell(.plain, rows)?.backgroundConfiguration == .listPlainCell())
        #expect(firstCell(.sidebar, rows)?.backgroundConfiguration == .listSidebarCell())
        #expect(firstCell(.insetGrouped, rows)?.defaultBackgroundConfiguration() == .listGroupedCell())
    }

    @Test func anAppBackgroundStays() {
        let rows = Rows()
        rows.customBackground = .clear()
        #expect(firstCell(.insetGrouped, rows)?.backgroundConfiguration == .clear())
    }

    /// A list cell outside any collection view keeps the plain list's background.
    @Test func aLoneCellIsPlain() {
        #expect(UICollectionViewListCell(frame: .zero).backgroundConfiguration == .listPlainCell())
    }
}
