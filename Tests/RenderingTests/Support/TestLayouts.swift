import LayoutRendering
import OpenCompositionalLayout

/// A data source with a fixed number of items per section, as a UIKit test would write it.
@MainActor
final class CountingDataSource: UICollectionViewDataSource {
    let itemCounts: [Int]

    init(_ itemCounts: [Int]) { self.itemCounts = itemCounts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

/// A collection view of `size` with `layout` and `itemCounts`, laid out; the data source is returned
/// too because the collection view holds it weakly.
@MainActor
func makeCollectionView(size: CGSize, layout: UICollectionViewLayout, itemCounts: [Int])
    -> (UICollectionView, CountingDataSource) {
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    let dataSource = CountingDataSource(itemCounts)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

/// A full-width list of rows `rowHeight` high (a basic list).
@MainActor
func makeListLayout(rowHeight: CGFloat) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A hand-made snapshot with one element of each category, the supplementary's kind full of markup.
func makeMarkupSnapshot(kind: String = "<kind & \"quoted\" 'x'>", title: String = "A <title> & \"more\"") -> LayoutSnapshot {
    LayoutSnapshot(
        title: title,
        viewport: CGRect(x: 0, y: 0, width: 100, height: 80),
        contentSize: CGSize(width: 100, height: 120),
        elements: [
            .init(category: .decorationView, elementKind: "background", section: 0, item: 0,
                  frame: CGRect(x: 0, y: 0, width: 100, height: 120), zIndex: 0),
            .init(category: .supplementaryView, elementKind: kind, section: 0, item: 0,
                  frame: CGRect(x: 80, y: -10, width: 20, height: 20), zIndex: 1),
            .init(category: .cell, section: 0, item: 1, frame: CGRect(x: 0, y: 50, width: 100, height: 50), zIndex: 1),
            .init(category: .cell, section: 0, item: 0, frame: CGRect(x: 0, y: 0, width: 100, height: 50), zIndex: 1),
            // Orthogonal content past the view's trailing edge.
            .init(category: .cell, section: 1, item: 0, frame: CGRect(x: 150, y: 100, width: 60, height: 20)),
        ],
        sections: [.init(index: 1, frame: CGRect(x: 0, y: 100, width: 100, height: 20),
                         orthogonalContentSize: CGSize(width: 210, height: 20))],
        diagnostics: [.init(domain: .layout, kind: "itemLargerThanGroup", message: "item <w> & \"h\"",
                            indexPath: IndexPath(item: 0, section: 1))])
}
