#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A layout of full-width rows, sections stacked top to bottom; written against UIKit's
/// `UICollectionViewLayout` API only, so the data-source tests would run against UIKit too.
@MainActor
final class DataSourceRowLayout: UICollectionViewLayout {
    static let rowHeight: CGFloat = 50
    private var attributesByIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var ordered: [UICollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override func prepare() {
        attributesByIndexPath = [:]
        ordered = []
        guard let collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: Self.rowHeight)
                attributesByIndexPath[attributes.indexPath] = attributes
                ordered.append(attributes)
                y += Self.rowHeight
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        ordered.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributesByIndexPath[indexPath]
    }
}

/// A cell that remembers which item it shows and how often it was configured.
@MainActor
final class ItemCell: UICollectionViewCell {
    var item: Int?
    var configurationCount = 0
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        item = nil
    }
}

/// A collection view, its diffable data source and counters for the cell provider.
@MainActor
final class DataSourceFixture {
    static let reuseIdentifier = "ItemCell"
    let collectionView: CountingCollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, Int>
    let calls = CallCounter()

    /// `visibleRows` rows of 50 pt fit the view (tall enough to show everything by default).
    init(visibleRows: Int = 1_000) {
        collectionView = CountingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(visibleRows) * DataSourceRowLayout.rowHeight),
            collectionViewLayout: DataSourceRowLayout())
        collectionView.register(ItemCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        let calls = self.calls
        dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            calls.cellRequests += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: DataSourceFixture.reuseIdentifier, for: indexPath) as! ItemCell
            cell.item = item
            cell.configurationCount += 1
            return cell
        }
    }

    /// The cell showing `item`, after laying out.
    func cell(for item: Int) -> ItemCell? {
        collectionView.layoutIfNeeded()
        guard let indexPath = dataSource.indexPath(for: item) else { return nil }
        return collectionView.cellForItem(at: indexPath) as? ItemCell
    }

    /// Checks that the snapshot, the data source and the collection view agree on everything.
    func expectAgreement(with snapshot: NSDiffableDataSourceSnapshot<String, Int>,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        let current = dataSource.snapshot()
        #expect(current.sectionIdentifiers == snapshot.sectionIdentifiers, sourceLocation: sourceLocation)
        #expect(current.itemIdentifiers == snapshot.itemIdentifiers, sourceLocation: sourceLocation)
        #expect(collectionView.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
        for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
            let items = snapshot.itemIdentifiers(inSection: section)
            #expect(collectionView.numberOfItems(inSection: sectionIndex) == items.count, sourceLocation: sourceLocation)
            #expect(dataSource.sectionIdentifier(for: sectionIndex) == section, sourceLocation: sourceLocation)
            #expect(dataSource.index(for: section) == sectionIndex, sourceLocation: sourceLocation)
            for (itemIndex, item) in items.enumerated() {
                let indexPath = IndexPath(item: itemIndex, section: sectionIndex)
                #expect(dataSource.itemIdentifier(for: indexPath) == item, sourceLocation: sourceLocation)
                #expect(dataSource.indexPath(for: item) == indexPath, sourceLocation: sourceLocation)
            }
        }
        // Every visible cell shows the item the data source holds at its index path.
        collectionView.layoutIfNeeded()
        for cell in collectionView.visibleCells {
            guard let cell = cell as? ItemCell, let indexPath = collectionView.indexPath(for: cell) else { continue }
            #expect(cell.item == dataSource.itemIdentifier(for: indexPath), sourceLocation: sourceLocation)
        }
    }
}

/// Counts calls made from closures.
@MainActor
final class CallCounter {
    var cellRequests = 0
    var completions = 0
}

/// A collection view that counts `reloadData()` calls (UIKit's `reloadData` is open).
@MainActor
final class CountingCollectionView: UICollectionView {
    var reloadCount = 0

    override func reloadData() {
        reloadCount += 1
        super.reloadData()
    }
}

/// Builds a snapshot from `[(section, items)]`.
func makeSnapshot(_ layout: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    for (section, items) in layout {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}
