// Layout benchmark: prepare time, rect-query time and memory per item.
// Run from the Benchmarks folder: `swift run -c release LayoutBenchmark` (alone on the machine; medians).
import Foundation
import OpenCompositionalLayout

/// A data source with fixed counts; cells are never asked for (the benchmark only queries the layout).
@MainActor
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

/// SplitMix64: a small deterministic generator for reproducible query positions.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

func nanoseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Resident set size in bytes, from /proc/self/statm (Linux).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

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

@MainActor
func run() {
    print("OpenCompositionalLayout layout benchmark")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; median of runs")
    print("")
    print("prepare (one section)                        items   median ms   resident bytes/item")
    var keep: [(UICollectionView, CountingDataSource)] = []
    // Warm-up: load code and allocator pools so the resident-memory deltas below measure the layouts only.
    let warmUp = measurePrepare(name: "warm-up", items: 1_000, runs: 3, makeSection: uniformSection)
    _ = warmUp.1.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
    keep.append((warmUp.1, warmUp.2))
    let cases: [(String, Int, Bool)] = [("uniform 100×100, 4 per row", 10_000, false), ("uniform 100×100, 4 per row", 100_000, false),
                                        ("uniform 100×100, 4 per row", 1_000_000, false), ("nested groups, 3 deep", 1_000_000, true)]
    for (name, items, nested) in cases {
        let (figure, view, dataSource) = measurePrepare(name: name, items: items, runs: 21, makeSection: nested ? nestedSection : uniformSection)
        keep.append((view, dataSource))
        print(pad(figure.name, 40) + String(format: " %9d %11.4f %17.1f", figure.items, figure.medianMilliseconds, figure.bytesPerItem))
    }

    // Random 390×844 viewport queries over the 1M uniform layout.
    let (view, _) = keep[2]
    let layout = view.collectionViewLayout
    let contentHeight = layout.collectionViewContentSize.height
    var random = SplitMix64(state: 42)
    let queries = 200_000
    var rects: [CGRect] = []
    rects.reserveCapacity(queries)
    for _ in 0..<queries {
        rects.append(CGRect(x: 0, y: random.unit() * (contentHeight - 844), width: 390, height: 844))
    }
    print("")
    print("rect query, 390×844 viewport, 1M items          median ns/query   elements/query")
    var perRun: [Double] = []
    var elements = 0
    for _ in 0..<5 {
        var count = 0
        let total = nanoseconds {
            for rect in rects { count += layout.layoutAttributesForElements(in: rect)?.count ?? 0 }
        }
        elements = count / queries
        perRun.append(total / Double(queries))
    }
    print(pad("layoutAttributesForElements(in:) (objects)", 46) + String(format: " %15.0f %16d", median(perRun), elements))

    let compositional = layout as! UICollectionViewCompositionalLayout
    var valueRuns: [Double] = []
    for _ in 0..<5 {
        var count = 0
        let total = nanoseconds {
            for rect in rects { compositional.forEachElement(in: rect) { _ in count += 1 } }
        }
        elements = count / queries
        valueRuns.append(total / Double(queries))
    }
    print(pad("forEachElement(in:) (values)", 46) + String(format: " %15.0f %16d", median(valueRuns), elements))

    var lookups: [Double] = []
    for _ in 0..<5 {
        var sink: CGFloat = 0
        let total = nanoseconds {
            for _ in 0..<queries {
                let item = Int(random.next() % 1_000_000)
                sink += layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.minY ?? 0
            }
        }
        if sink < 0 { print(sink) }
        lookups.append(total / Double(queries))
    }
    print(pad("layoutAttributesForItem(at:)", 46) + String(format: " %15.0f %16d", median(lookups), 1))
}

MainActor.assumeIsolated { run() }
