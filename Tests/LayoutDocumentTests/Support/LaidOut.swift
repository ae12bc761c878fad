import OpenCompositionalLayout

/// A data source that only reports counts and hands out plain views of any kind.
@MainActor
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    let itemCounts: [Int]

    init(itemCounts: [Int]) { self.itemCounts = itemCounts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCounts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

/// One element's place, for comparing two layouts.
struct ElementFrame: Hashable, CustomStringConvertible {
    var category: String
    var kind: String?
    var section: Int
    var item: Int
    var frame: CGRect

    var description: String { "\(category) \(kind ?? "-") [\(section), \(item)] \(frame)" }
}

/// Lays a layout out in a collection view of `size` and returns every element's frame, sorted.
@MainActor
func frames(of layout: UICollectionViewLayout, items: [Int], size: CGSize = CGSize(width: 390, height: 844),
            kinds: [String]) -> [ElementFrame] {
    let dataSource = CountingDataSource(itemCounts: items)
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in kinds + [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: kind)
    }
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let everywhere = CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000)
    let attributes = layout.layoutAttributesForElements(in: everywhere) ?? []
    return attributes.map { attributes in
        let category = switch attributes.representedElementCategory {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
        return ElementFrame(category: category, kind: attributes.representedElementKind, section: attributes.indexPath.section,
                            item: attributes.indexPath.item, frame: attributes.frame)
    }.sorted { ($0.category, $0.kind ?? "", $0.section, $0.item) < ($1.category, $1.kind ?? "", $1.section, $1.item) }
}
