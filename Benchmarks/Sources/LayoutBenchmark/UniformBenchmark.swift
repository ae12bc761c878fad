import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

@MainActor
func runUniformBenchmarks() {
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

    // Random 390×844 viewport queries over the 1M uniform layout (`keep[0]` is the warm-up).
    let (view, _) = keep[3]
    let layout = view.collectionViewLayout
    let contentHeight = layout.collectionViewContentSize.height
    var random = SplitMix64(seed: 42)
    // LAYOUT_BENCHMARK_QUERIES lowers the count, for profiling under valgrind.
    let queries = Int(ProcessInfo.processInfo.environment["LAYOUT_BENCHMARK_QUERIES"] ?? "") ?? 200_000
    var rects: [CGRect] = []
    rects.reserveCapacity(queries)
    for _ in 0..<queries {
        rects.append(CGRect(x: 0, y: random.unit() * (contentHeight - 844), width: 390, height: 844))
    }
    print("")
    let floor = measuredFillFloor()
    print(String(format: "fill floor: %.2f ms (1M CGRect writes); a floor-frame is %.2f ns", floor / 1e6, floor / 1e6))
    print("rect query, 390×844 viewport, 1M items          median ns/query   elements/query   floor-frames   goal")
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
    let queryFrames = floorFrames(median(perRun), floor: floor)
    print(pad("layoutAttributesForElements(in:) (objects)", 46) + String(format: " %15.0f %16d %14.0f   ", median(perRun), elements, queryFrames)
          + goalMark(queryFrames, atMost: 2_000))

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
    print(pad("forEachElement(in:) (values)", 46) + String(format: " %15.0f %16d %14.0f", median(valueRuns), elements,
                                                           floorFrames(median(valueRuns), floor: floor)))

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
    print(pad("layoutAttributesForItem(at:)", 46) + String(format: " %15.0f %16d %14.0f", median(lookups), 1,
                                                           floorFrames(median(lookups), floor: floor)))

    // Every frame of the 1M items, enumerated as values over the whole content, against the floor of
    // writing 1M rects (both measured here, in this run).
    print("")
    var floors: [Double] = []
    var enumerations: [Double] = []
    let everything = CGRect(x: 0, y: 0, width: 390, height: contentHeight)
    for _ in 0..<5 {
        floors.append(fillFloor(count: 1_000_000))
        var sum: CGFloat = 0
        var count = 0
        enumerations.append(nanoseconds {
            compositional.forEachElement(in: everything) { element in
                sum += element.frame.maxY
                count += 1
            }
        })
        if sum < 0 || count != 1_000_000 { print("enumerated \(count) elements, sum \(sum)") }
    }
    let enumerationFloor = median(floors), enumeration = median(enumerations)
    print(String(format: "fill floor, 1M CGRect writes               %10.2f ms", enumerationFloor / 1e6))
    print(String(format: "enumerate every frame, 1M items            %10.2f ms   (%.1f× the floor)", enumeration / 1e6,
                 enumeration / enumerationFloor))
}
