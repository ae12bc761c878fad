#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A layout of full-width 100-pt rows, sections stacked top to bottom, with an optional header above
/// each section. Written against UIKit's `UICollectionViewLayout` API only.
@MainActor
class FixedRowLayout: UICollectionViewLayout {
    static let rowHeight: CGFloat = 100
    var headerHeight: CGFloat = 0
    var decorationKind: String?
    private(set) var prepareCount = 0
    private var cellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var headerAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var decorationAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var height: CGFloat = 0

    override func prepare() {
        prepareCount += 1
        cellAttributes = [:]
        headerAttributes = [:]
        decorationAttributes = [:]
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sectionTop = y
            if headerHeight > 0 {
                let header = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    with: IndexPath(item: 0, section: section))
                header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
                headerAttributes[header.indexPath] = header
                y += headerHeight
            }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                attributes.frame = CGRect(x: 0, y: y, width: width, height: Self.rowHeight)
                cellAttributes[path] = attributes
                y += Self.rowHeight
            }
            if let decorationKind {
                let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decorationKind,
                                                                  with: IndexPath(item: 0, section: section))
                background.frame = CGRect(x: 0, y: sectionTop, width: width, height: y - sectionTop)
                background.zIndex = -1
                decorationAttributes[background.indexPath] = background
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (Array(cellAttributes.values) + Array(headerAttributes.values) + Array(decorationAttributes.values))
            .filter { overlaps($0.frame, rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cellAttributes[indexPath]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        elementKind == UICollectionView.elementKindSectionHeader ? headerAttributes[indexPath] : nil
    }
}

/// Core Graphics' intersection rule: open intervals overlap on both axes (rects sharing only an edge do
/// not intersect). Linux Foundation's `intersects` counts touching rects, so the test layout spells it out.
func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

/// A cell that counts `prepareForReuse()` calls and shows one value.
@MainActor
final class TrackingCell: UICollectionViewCell {
    var prepareForReuseCount = 0
    var value: Int?
    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        value = nil
    }
}

/// A header that shows a section number.
@MainActor
final class HeaderView: UICollectionReusableView {
    var section: Int?
}

/// A data source over an array of sections of unique `Int` items, dequeueing `TrackingCell`s.
@MainActor
final class Stub: NSObject, UICollectionViewDataSource {
    var sections: [[Int]]
    var cellRequests: [IndexPath] = []
    var reuseIdentifier = "cell"

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        (cell as? TrackingCell)?.value = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? HeaderView)?.section = indexPath.section
        return view
    }
}

/// A 320 × `height` collection view over `stub` with a fixed-row layout, laid out once.
@MainActor
func makeCollectionView(_ stub: Stub, height: CGFloat = 300, layout: FixedRowLayout = FixedRowLayout()) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
    view.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                  withReuseIdentifier: "header")
    view.dataSource = stub
    view.layoutIfNeeded()
    return view
}

/// The values the visible cells show, by index path.
@MainActor
func shownValues(_ view: UICollectionView) -> [IndexPath: Int] {
    var result: [IndexPath: Int] = [:]
    for path in view.indexPathsForVisibleItems {
        result[path] = (view.cellForItem(at: path) as? TrackingCell)?.value
    }
    return result
}

/// The item counts a collection view believes in.
@MainActor
func viewCounts(_ view: UICollectionView) -> [Int] {
    (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
}
