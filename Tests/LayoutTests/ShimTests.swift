// This file imports only the shim: it compiles because the shim re-exports the layout API (UIKit's on
// Apple's platforms, this package's elsewhere).
import OpenCompositionalLayoutShim
import Testing

@MainActor
@Suite struct ShimTests {
    /// A 390-wide list of 44-point rows through the shim: row 1 at y 44.
    @Test func theShimExportsTheLayoutAPI() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let layout = UICollectionViewCompositionalLayout(section: section)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: stubCellIdentifier)
        let dataSource = StubDataSource(itemCounts: [3])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
    }
}
