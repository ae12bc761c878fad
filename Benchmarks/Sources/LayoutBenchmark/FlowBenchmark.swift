import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

/// Gives each item its own size, as a flow layout's delegate does: widths 60…150 and heights 40…100 by item.
@MainActor
final class FlowSizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 60 + CGFloat(indexPath.item * 37 % 91), height: 40 + CGFloat(indexPath.item * 53 % 61))
    }
}

/// The flow layout over 1M items at 390 × 844: a full pass (the section lowered to the layout core's lines and
/// solved) with one item size and with the delegate's sizes, as multiples of the fill floor, random viewport
/// queries in floor-frames (goal ≤ 2,000), and self-sizing items measured through UIKit's path (goal ≤ 20,000
/// floor-frames per measured item, flat from 10k to 1M items).
@MainActor
func runFlowBenchmark() {
    let items = 1_000_000
    print("flow layout, 1M items, 390×844; 100 × 100 items (3 a line) or the delegate's 60…150 × 40…100; spacing 10")
    let floor = measuredFillFloor()
    print(String(format: "fill floor: %.2f ms (1M CGRect writes)", floor / 1e6))
    print("pass                                   median ms   × floor")
    var keep: [(UICollectionView, CountingDataSource, FlowSizes?)] = []
    for sized in [false, true] {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let dataSource = CountingDataSource(counts: [items])
        let sizes = sized ? FlowSizes() : nil
        view.dataSource = dataSource
        view.delegate = sizes
        view.layoutIfNeeded()
        var samples: [Double] = []
        for _ in 0..<5 {
            layout.invalidateLayout()
            samples.append(nanoseconds { layout.prepareIfNeeded() })
        }
        let name = sized ? "full pass, the delegate's sizes" : "full pass, one item size"
        print(pad(name, 38) + String(format: " %9.3f %9.2f", median(samples) / 1e6, median(samples) / floor))
        keep.append((view, dataSource, sizes))
    }
    // Beside it, the compositional layout of the same items: groups of three 100 × 100 items, 10 apart, 10 between groups.
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .absolute(100)),
                                                   repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let compositional = UICollectionViewCompositionalLayout(section: section)
    let compositionalView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: compositional)
    let compositionalData = CountingDataSource(counts: [items])
    compositionalView.dataSource = compositionalData
    compositionalView.layoutIfNeeded()
    var compositionalSamples: [Double] = []
    for _ in 0..<5 {
        compositional.invalidateLayout()
        compositionalSamples.append(nanoseconds { compositional.prepareIfNeeded() })
    }
    print(pad("full pass, compositional, same items", 38)
          + String(format: " %9.3f %9.2f", median(compositionalSamples) / 1e6, median(compositionalSamples) / floor))
    let compositionalHeight = compositional.collectionViewContentSize.height
    var compositionalRandom = SplitMix64(seed: 7)
    let compositionalRects = (0..<10_000).map { _ in
        CGRect(x: 0, y: compositionalRandom.unit() * (compositionalHeight - 844), width: 390, height: 844)
    }
    var compositionalRuns: [Double] = []
    for _ in 0..<5 {
        var count = 0
        let total = nanoseconds { for rect in compositionalRects { count += compositional.layoutAttributesForElements(in: rect)?.count ?? 0 } }
        compositionalRuns.append(total / Double(compositionalRects.count))
    }
    print(String(format: "viewport query (compositional, same items) %6.0f ns   %.0f floor-frames",
                 median(compositionalRuns), floorFrames(median(compositionalRuns), floor: floor)))
    withExtendedLifetime(compositionalData) {}

    let layout = keep[1].0.collectionViewLayout
    let height = layout.collectionViewContentSize.height
    var random = SplitMix64(seed: 7)
    let queries = Int(ProcessInfo.processInfo.environment["LAYOUT_BENCHMARK_QUERIES"] ?? "") ?? 100_000
    let rects = (0..<queries).map { _ in CGRect(x: 0, y: random.unit() * (height - 844), width: 390, height: 844) }
    var runs: [Double] = []
    var elements = 0
    for _ in 0..<5 {
        var count = 0
        let total = nanoseconds { for rect in rects { count += layout.layoutAttributesForElements(in: rect)?.count ?? 0 } }
        elements = count / queries
        runs.append(total / Double(queries))
    }
    let frames = floorFrames(median(runs), floor: floor)
    print(String(format: "viewport query (the delegate's sizes)  %6.0f ns   %d elements   %.0f floor-frames   ", median(runs), elements, frames)
          + goalMark(frames, atMost: 2_000))
}

/// An estimating flow layout (`estimatedItemSize` 100 × 100, three a line) of `items` items in a 390 × 844 view.
@MainActor
func estimatingFlow(items: Int) -> (UICollectionView, UICollectionViewFlowLayout, CountingDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.estimatedItemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let dataSource = CountingDataSource(counts: [items])
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (view, layout, dataSource)
}

/// Measured flow items: 20 screens scrolled and every item that shows measured (heights 30…89, and in the second
/// run widths 70…129 too, which move items between lines). The section's first measurement lays its lines out
/// one by one (O(n), once: the section then keeps them) and is made before the clock starts; every later one breaks
/// again only the lines it changes and moves what follows in O(log n).
@MainActor
func runFlowMeasurementBenchmark() {
    print("self-sizing flow layout, estimated 100 × 100, 390×844; 20 screens measured through invalidation contexts")
    let floor = measuredFillFloor()
    print(String(format: "fill floor: %.2f ms (1M CGRect writes)", floor / 1e6))
    print("items       measured      first measurement ms   median µs/measured item   floor-frames/item   goal")
    for widths in [false, true] {
        print(widths ? "heights and widths measured" : "heights measured")
        var perItem: [Int: Double] = [:]
        for items in [10_000, 100_000, 1_000_000] {
            var samples: [Double] = []
            var first: [Double] = []
            var measured = 0
            for _ in 0..<5 {
                let (view, layout, dataSource) = estimatingFlow(items: items)
                let measure: (IndexPath, CGSize) -> CGSize = { path, size in
                    CGSize(width: widths ? CGFloat(70 + (path.item &* 29) % 60) : size.width, height: measuredHeight(of: path.item))
                }
                // The first measurement turns the section's one repeated line into lines of their own.
                if let attributes = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) {
                    let preferred = attributes.copy()
                    preferred.size = measure(attributes.indexPath, attributes.size)
                    first.append(nanoseconds {
                        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                                 withOriginalAttributes: attributes))
                        layout.prepareIfNeeded()
                    })
                }
                let (count, time) = scrollAndMeasure(view, layout, screens: 20, measure: measure)
                withExtendedLifetime(dataSource) {}
                measured = count
                samples.append(time / Double(max(count, 1)))
            }
            perItem[items] = median(samples)
            let frames = floorFrames(median(samples), floor: floor)
            print(pad("\(items)", 11) + String(format: " %9d %22.3f %25.2f %19.0f   ", measured, median(first) / 1e6, median(samples) / 1e3, frames)
                  + goalMark(frames, atMost: 20_000))
        }
        if let small = perItem[10_000], let large = perItem[1_000_000] {
            print(String(format: "1M / 10k per measured item: %.2f×", large / small))
        }
    }
    // Beside it, the compositional list of the same number of items, its rows measured the same way.
    var samples: [Double] = []
    var measured = 0
    for _ in 0..<5 {
        let (view, layout, dataSource) = estimatedList(rows: 1_000_000)
        let (count, time) = scrollAndMeasure(view, layout, screens: 20)
        withExtendedLifetime(dataSource) {}
        measured = count
        samples.append(time / Double(max(count, 1)))
    }
    print(pad("compositional list, 1000000 rows", 33) + String(format: " %9d measured %12.2f µs/row %10.0f floor-frames/row",
                                                               measured, median(samples) / 1e3, floorFrames(median(samples), floor: floor)))
}
