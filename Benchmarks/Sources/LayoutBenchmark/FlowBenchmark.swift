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
/// solved) with one item size and with the delegate's sizes, as multiples of the fill floor, and random viewport
/// queries in floor-frames (goal ≤ 2,000).
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
