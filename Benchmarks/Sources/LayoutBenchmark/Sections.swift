import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

/// One section of absolute 100×100 items, four per row, spacing 10, insets 10.
@MainActor
func uniformSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(430), heightDimension: .absolute(100)),
        repeatingSubitem: item, count: 4)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return section
}

/// Nested groups three deep: a large item beside a column of a row of two and a full-width item.
@MainActor
func nestedSection() -> NSCollectionLayoutSection {
    let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1)))
    large.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let pair = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)), subitems: [small])
    let wide = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)), subitems: [pair, wide])
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [large, column])
    group.interItemSpacing = .fixed(4)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return section
}

struct PrepareFigure {
    var name: String
    var items: Int
    var medianMilliseconds: Double
    var bytesPerItem: Double
}

@MainActor
func measurePrepare(name: String, items: Int, runs: Int, makeSection: () -> NSCollectionLayoutSection) -> (PrepareFigure, UICollectionView, CountingDataSource) {
    let before = residentBytes()
    let layout = UICollectionViewCompositionalLayout(section: makeSection())
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 450, height: 844), collectionViewLayout: layout)
    let dataSource = CountingDataSource(counts: [items])
    view.dataSource = dataSource
    view.layoutIfNeeded() // warm-up
    var samples: [Double] = []
    for _ in 0..<runs {
        layout.invalidateLayout()
        samples.append(nanoseconds { layout.prepareIfNeeded() })
    }
    let after = residentBytes()
    let figure = PrepareFigure(name: name, items: items, medianMilliseconds: median(samples) / 1e6,
                               bytesPerItem: Double(max(0, after - before)) / Double(items))
    return (figure, view, dataSource)
}
