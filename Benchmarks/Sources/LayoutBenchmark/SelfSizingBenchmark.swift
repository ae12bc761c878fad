import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

/// A list of `rows` rows estimated at 44 points, in a 390 × 844 view.
@MainActor
func estimatedList(rows: Int) -> (UICollectionView, UICollectionViewCompositionalLayout, CountingDataSource) {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let dataSource = CountingDataSource(counts: [rows])
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (view, layout, dataSource)
}

/// The height a row "measures": 30 to 89 points, varying from row to row.
func measuredHeight(of item: Int) -> CGFloat { CGFloat(30 + (item &* 37) % 60) }

/// Scrolls `screens` screens down an estimated list, measuring every row that becomes visible through
/// UIKit's path (preferred attributes → invalidation context → `invalidateLayout(with:)` → query again),
/// as a self-sizing collection view does. Returns the rows measured and the nanoseconds it took.
@MainActor
func scrollAndMeasure(_ view: UICollectionView, _ layout: UICollectionViewLayout, screens: Int,
                      measure: (IndexPath, CGSize) -> CGSize = { path, size in CGSize(width: size.width, height: measuredHeight(of: path.item)) })
    -> (rows: Int, nanoseconds: Double) {
    var measured = Set<Int>()
    var rows = 0
    let time = nanoseconds {
        for screen in 0..<screens {
            view.contentOffset = CGPoint(x: 0, y: CGFloat(screen) * 844)
            var changed = true
            while changed {
                changed = false
                for attributes in layout.layoutAttributesForElements(in: view.bounds) ?? []
                where attributes.representedElementCategory == .cell && !measured.contains(attributes.indexPath.item) {
                    measured.insert(attributes.indexPath.item)
                    let preferred = attributes.copy()
                    preferred.size = measure(attributes.indexPath, attributes.size)
                    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
                        layout.invalidateLayout(with: context)
                        changed = true
                    }
                    rows += 1
                }
            }
        }
    }
    return (rows, time)
}

@MainActor
func runSelfSizingBenchmark() {
    print("self-sizing list, estimated 44 pt, 390×844; 20 screens measured through invalidation contexts")
    let floor = measuredFillFloor()
    print(String(format: "fill floor: %.2f ms (1M CGRect writes)", floor / 1e6))
    print("rows          first pass ms   measured rows   median µs/measured row   floor-frames/row   resident bytes/measured row   goal")
    var perRow: [Int: Double] = [:]
    for rows in [10_000, 100_000, 1_000_000, 10_000_000] {
        var samples: [Double] = []
        var firstPass: [Double] = []
        var measuredRows = 0
        var bytes: [Double] = []
        for _ in 0..<5 {
            var made: (UICollectionView, UICollectionViewCompositionalLayout, CountingDataSource)?
            firstPass.append(nanoseconds { made = estimatedList(rows: rows) })
            let (view, layout, dataSource) = made!
            let before = residentBytes()
            let (count, time) = scrollAndMeasure(view, layout, screens: 20)
            let after = residentBytes()
            withExtendedLifetime(dataSource) {}
            measuredRows = count
            samples.append(time / Double(count))
            bytes.append(Double(max(0, after - before)) / Double(count))
        }
        perRow[rows] = median(samples)
        let rowFrames = floorFrames(median(samples), floor: floor)
        print(pad("\(rows)", 13) + String(format: " %14.3f %15d %24.2f %18.0f %29.1f   ", median(firstPass) / 1e6, measuredRows,
                                          median(samples) / 1e3, rowFrames, median(bytes)) + goalMark(rowFrames, atMost: 20_000))
    }
    if let small = perRow[10_000], let large = perRow[10_000_000] {
        print(String(format: "10M / 10k per measured row: %.2f×", large / small))
    }
}
