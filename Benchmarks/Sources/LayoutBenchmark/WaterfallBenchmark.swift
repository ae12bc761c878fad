import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

/// A two-column waterfall of `items` items with absolute heights (the shortest-column policy).
@MainActor
func waterfall(items: Int) -> (UICollectionView, UICollectionViewCompositionalLayout, CountingDataSource) {
    var config = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
    config.interItemSpacing = 8
    config.interColumnSpacing = 8
    config.itemHeightProvider = { indexPath, width in .absolute(width * (0.8 + CGFloat(indexPath.item % 7) * 0.1)) }
    return waterfallView(config, items: items)
}

/// A 390 × 844 collection view of one waterfall section of `items` items with `config`, laid out.
@MainActor
func waterfallView(_ config: UICollectionLayoutWaterfallConfiguration,
                   items: Int) -> (UICollectionView, UICollectionViewCompositionalLayout, CountingDataSource) {
    let layout = UICollectionViewCompositionalLayout.waterfall(using: config)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let dataSource = CountingDataSource(counts: [items])
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (view, layout, dataSource)
}

/// Random 390 × 844 viewport queries: median nanoseconds per query over `runs` runs.
@MainActor
func viewportQueries(_ layout: UICollectionViewLayout, contentHeight: CGFloat, runs: Int = 5) -> (Double, Int) {
    // LAYOUT_BENCHMARK_QUERIES lowers the count, for profiling.
    let queries = Int(ProcessInfo.processInfo.environment["LAYOUT_BENCHMARK_QUERIES"] ?? "") ?? 100_000
    var random = SplitMix64(seed: 7)
    let rects = (0..<queries).map { _ in CGRect(x: 0, y: random.unit() * max(0, contentHeight - 844), width: 390, height: 844) }
    var perRun: [Double] = []
    var elements = 0
    for _ in 0..<runs {
        var count = 0
        let total = nanoseconds { for rect in rects { count += layout.layoutAttributesForElements(in: rect)?.count ?? 0 } }
        elements = count / queries
        perRun.append(total / Double(queries))
    }
    return (median(perRun), elements)
}

@MainActor
func runWaterfallBenchmark() {
    print("waterfall, 2 columns, absolute heights, 390×844")
    var floors: [Double] = []
    var placements: [Double] = []
    var keep: (UICollectionView, UICollectionViewCompositionalLayout, CountingDataSource)?
    for _ in 0..<5 {
        floors.append(fillFloor(count: 1_000_000))
        let made = waterfall(items: 1_000_000)
        // A query at the very end places every item.
        placements.append(nanoseconds {
            _ = made.1.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))
        })
        keep = made
    }
    let floor = median(floors), placement = median(placements)
    print(String(format: "fill floor, 1M CGRect writes               %10.2f ms", floor / 1e6))
    print(String(format: "first full placement, 1M items             %10.2f ms   (%.1f× the floor)", placement / 1e6, placement / floor))
    let (view, layout, _) = keep!
    let (perQuery, elements) = viewportQueries(layout, contentHeight: layout.collectionViewContentSize.height)
    let queryFrames = floorFrames(perQuery, floor: floor)
    print(String(format: "random viewport query, 1M items            %10.0f ns   (%d elements; %.0f floor-frames, ", perQuery, elements, queryFrames)
          + goalMark(queryFrames, atMost: 2_000) + ")")
    withExtendedLifetime(view) {}

    var firstQueries: [Double] = []
    for _ in 0..<5 {
        var made: (UICollectionView, UICollectionViewCompositionalLayout, CountingDataSource)?
        firstQueries.append(nanoseconds {
            made = waterfall(items: 10_000_000)
            _ = made!.1.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        })
        withExtendedLifetime(made) {}
    }
    print(String(format: "10M items: layout + first query at the top %10.3f ms", median(firstQueries) / 1e6))
}

/// A waterfall of `columns` columns and `items` items as issue-style apps make one: heights 80 + (7919·i mod 160),
/// content insets 12 and spacing 6 between items and columns.
@MainActor
func insetWaterfall(columns: Int, items: Int) -> (UICollectionView, UICollectionViewCompositionalLayout, CountingDataSource) {
    var config = UICollectionLayoutWaterfallConfiguration(columnCount: columns)
    config.interItemSpacing = 6
    config.interColumnSpacing = 6
    config.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
    config.itemHeightProvider = { indexPath, _ in .absolute(CGFloat(80 + (indexPath.item &* 7919) % 160)) }
    return waterfallView(config, items: items)
}

/// Places 1M items in waterfalls of 2 to 6 columns with insets and spacing, and reports each as a multiple of
/// the fill floor (goal ≤ 20×). The floor is measured right before each placement and each placement is divided
/// by its own floor, so that a machine whose speed drifts during the run (a shared one) still gives a fair ratio;
/// the figure is the median of those ratios.
@MainActor
func runColumnCountWaterfallBenchmark() {
    print("waterfall, 2–6 columns, heights 80 + (7919·i mod 160), insets 12, spacing 6, 390×844; 1M items placed")
    print("columns   floor ms   placement ms   × floor (median of 7 paired runs)   goal")
    for columns in 2...6 {
        var floors: [Double] = [], placements: [Double] = [], ratios: [Double] = []
        for _ in 0..<7 {
            let made = insetWaterfall(columns: columns, items: 1_000_000)
            let floor = fillFloor(count: 1_000_000)
            let placement = nanoseconds { _ = made.1.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0)) }
            withExtendedLifetime(made) {}
            floors.append(floor)
            placements.append(placement)
            ratios.append(placement / floor)
        }
        let ratio = median(ratios)
        print(pad(String(columns), 10) + pad(String(format: "%.2f", median(floors) / 1e6), 11)
              + pad(String(format: "%.2f", median(placements) / 1e6), 15)
              + pad(String(format: "%.1f", ratio), 36) + goalMark(ratio, atMost: 20))
    }
}

/// The first placement of 1M items in a process (`columns` columns, the ``insetWaterfall`` heights): the storage
/// it writes is fresh from the system, so every page it touches is faulted in, as in an app's first long jump.
/// Later placements in one process reuse freed memory and cost less; ``runColumnCountWaterfallBenchmark`` reports
/// those. One placement per process: run it several times and take the median
/// (`for run in 1 2 3 4 5; do swift run -c release LayoutBenchmark waterfallfirst 3; done`).
@MainActor
func runFirstWaterfallPlacementBenchmark(columns: Int) {
    print("waterfall, \(columns) columns, heights 80 + (7919·i mod 160), insets 12, spacing 6, 390×844; first placement of 1M items in this process")
    let floor = measuredFillFloor()
    let made = insetWaterfall(columns: columns, items: 1_000_000)
    let placement = nanoseconds { _ = made.1.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0)) }
    withExtendedLifetime(made) {}
    let ratio = placement / floor
    print(String(format: "fill floor %.2f ms, first placement %.2f ms: %.1f× the floor ", floor / 1e6, placement / 1e6, ratio)
          + goalMark(ratio, atMost: 20))
}

@MainActor
func runCustomGroupBenchmark() {
    print("custom group of 1M frames (a hand-computed waterfall), 390×844")
    let floor = measuredFillFloor()
    var columnEnds: [CGFloat] = [0, 0]
    let frames = (0..<1_000_000).map { index -> CGRect in
        let column = index & 1
        let height = CGFloat(150 + (index % 7) * 20)
        defer { columnEnds[column] += height + 8 }
        return CGRect(x: CGFloat(column) * 199, y: columnEnds[column], width: 191, height: height)
    }
    let height = columnEnds.max() ?? 0
    let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .absolute(height))) { _ in
        frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
    }
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let dataSource = CountingDataSource(counts: [frames.count])
    view.dataSource = dataSource
    let prepare = nanoseconds { view.layoutIfNeeded() }
    print(String(format: "prepare (provider, solve, index)           %10.2f ms   (%.1f× the floor)", prepare / 1e6, prepare / floor))
    let (perQuery, elements) = viewportQueries(layout, contentHeight: height)
    let queryFrames = floorFrames(perQuery, floor: floor)
    print(String(format: "random viewport query                      %10.0f ns   (%d elements; %.0f floor-frames, ", perQuery, elements, queryFrames)
          + goalMark(queryFrames, atMost: 2_000) + ")")
    withExtendedLifetime(dataSource) {}
}

@MainActor
func runSectionsBenchmark() {
    print("10k sections from a section provider, 4 rows of 44 and a pinned header each, 390×844")
    let floor = measuredFillFloor()
    print(String(format: "fill floor, 1M CGRect writes               %10.2f ms", floor / 1e6))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    let layout = UICollectionViewCompositionalLayout { _, _ in
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.boundarySupplementaryItems = [header]
        return section
    }
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let dataSource = CountingDataSource(counts: Array(repeating: 4, count: 10_000))
    view.dataSource = dataSource
    view.layoutIfNeeded()
    var prepares: [Double] = []
    for _ in 0..<11 {
        layout.invalidateLayout()
        prepares.append(nanoseconds { layout.prepareIfNeeded() })
    }
    let prepareFrames = floorFrames(median(prepares), floor: floor)
    print(String(format: "prepare                                    %10.2f ms   (%.0f floor-frames, ", median(prepares) / 1e6, prepareFrames)
          + goalMark(prepareFrames, atMost: 30_000_000) + ")")
    // One scroll step: move the offset (the layout re-pins, nothing is solved) and query the viewport.
    var steps: [Double] = []
    for run in 0..<5 {
        var offset = CGFloat(run) * 10_000
        let total = nanoseconds {
            for _ in 0..<10_000 {
                offset += 3
                view.contentOffset = CGPoint(x: 0, y: offset)
                _ = layout.layoutAttributesForElements(in: view.bounds)
            }
        }
        steps.append(total / 10_000)
    }
    print(String(format: "scroll step (offset + viewport query)      %10.0f ns   (%.0f floor-frames, ", median(steps),
                 floorFrames(median(steps), floor: floor)) + goalMark(floorFrames(median(steps), floor: floor), atMost: 2_000) + ")")
    withExtendedLifetime(dataSource) {}
}
