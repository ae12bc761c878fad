import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

// The feed cell of a social app (top bar, poster header, post text, content block, action bar, comment row) in
// three variants — frames by hand, layout anchors, nested stack views — each created, configured, measured at a
// width of 375 and laid out, for 1 to 1000 cells of a class never used before. Each Auto Layout variant is timed
// right after the manual variant, in turns, and its ratio to that manual time is the figure: the machine's load
// cancels out. Goal: anchors ≤ 1.5× and stack views ≤ 2× of manual layout.

/// The three variants of the cell.
enum Variant: CaseIterable {
    case manual, anchors, stacks
}

/// Times `count` cells of `variant` in the classes of one fresh tag.
@MainActor
struct CellRun: TagVisitor {
    let variant: Variant
    let posts: ArraySlice<FeedPost>
    let width: CGFloat

    func visit<Tag>(_ tag: Tag.Type) -> Double {
        switch variant {
        case .manual: time(ManualFeedView<Tag>.self)
        case .anchors: time(ConstraintFeedView<Tag>.self)
        case .stacks: time(StackFeedView<Tag>.self)
        }
    }

    private func time<View: FeedView>(_ type: View.Type) -> Double {
        var height: CGFloat = 0
        let time = nanoseconds {
            for post in posts {
                let view = View(frame: CGRect(x: 0, y: 0, width: width, height: 44))
                view.configure(with: post)
                let size = view.fittingSize(width: width)
                view.frame = CGRect(origin: .zero, size: size)
                view.layoutIfNeeded()
                height += size.height
            }
        }
        CellRun.heights[variant, default: 0] += height
        return time
    }

    /// The total height measured per variant (printed, so the work cannot be optimised away).
    static var heights: [Variant: CGFloat] = [:]
}

/// The height one cell of each variant measures at `width`: the three must agree for the times to compare.
@MainActor
func sampleHeights(_ post: FeedPost, width: CGFloat) -> [Variant: CGFloat] {
    var result: [Variant: CGFloat] = [:]
    let views: [(Variant, any FeedView)] = [(.manual, ManualFeedView<TagRoot>(frame: CGRect(x: 0, y: 0, width: width, height: 44))),
                                            (.anchors, ConstraintFeedView<TagRoot>(frame: CGRect(x: 0, y: 0, width: width, height: 44))),
                                            (.stacks, StackFeedView<TagRoot>(frame: CGRect(x: 0, y: 0, width: width, height: 44)))]
    for (variant, view) in views {
        view.configure(with: post)
        result[variant] = view.fittingSize(width: width).height
    }
    return result
}

@MainActor
func runAutoLayoutBenchmark() {
    let arguments = CommandLine.arguments.dropFirst()
    let runs = arguments.first.flatMap { Int($0) } ?? 15
    let counts = [1, 10, 100, 1000]
    let width: CGFloat = 375
    let posts = FeedPost.make(count: counts.max()!)
    print("feed cells (top bar, poster header, post text, content block, action bar, comment row) at width \(Int(width)):")
    print("create + configure + fitting size + layout, fresh cell classes per run; median of \(runs) interleaved runs")
    let sample = sampleHeights(posts[3], width: width)
    print(String(format: "one cell's height: manual %.1f, anchors %.1f, stacks %.1f",
                 sample[.manual] ?? 0, sample[.anchors] ?? 0, sample[.stacks] ?? 0))
    // One unreported round: the process's one-time costs (code paging in, shared metadata, fonts).
    var tag = 1
    for variant in Variant.allCases {
        tag += 1
        _ = FreshClass.visit(CellRun(variant: variant, posts: posts[0..<10], width: width), number: tag)
    }
    var times: [Int: [Variant: [Double]]] = [:]
    var ratios: [Int: [Variant: [Double]]] = [:]
    for _ in 0..<runs {
        for count in counts {
            let slice = posts[0..<count]
            func measure(_ variant: Variant) -> Double {
                tag += 1
                return FreshClass.visit(CellRun(variant: variant, posts: slice, width: width), number: tag)
            }
            for variant in [Variant.anchors, .stacks] {
                let manual = measure(.manual)
                let other = measure(variant)
                times[count, default: [:]][.manual, default: []].append(manual)
                times[count, default: [:]][variant, default: []].append(other)
                ratios[count, default: [:]][variant, default: []].append(other / manual)
            }
        }
    }
    print("cells   manual ms   anchors ms   stacks ms   anchors/manual   stacks/manual")
    for count in counts {
        let time = times[count]!, ratio = ratios[count]!
        print(pad(String(count), 8) + pad(String(format: "%.3f", median(time[.manual]!) / 1e6), 12)
              + pad(String(format: "%.3f", median(time[.anchors]!) / 1e6), 13)
              + pad(String(format: "%.3f", median(time[.stacks]!) / 1e6), 12)
              + pad(String(format: "%.2f×", median(ratio[.anchors]!)), 17)
              + String(format: "%.2f×", median(ratio[.stacks]!)))
    }
    // The first cell of a class against each extra cell: per run, (T(1000) − T(1)) / 999 per variant.
    let first = counts.min()!, last = counts.max()!
    func perExtra(_ variant: Variant) -> [Double] {
        zip(times[last]![variant]!, times[first]![variant]!).map { ($0 - $1) / Double(last - first) }
    }
    let manualExtra = perExtra(.manual)
    // Manual times alternate anchors/stacks partners within each count: pair each with its own partner.
    let manualForAnchors = stride(from: 0, to: manualExtra.count, by: 2).map { manualExtra[$0] }
    let manualForStacks = stride(from: 1, to: manualExtra.count, by: 2).map { manualExtra[$0] }
    let anchorsExtra = perExtra(.anchors), stacksExtra = perExtra(.stacks)
    print(String(format: "first cell of a class: manual %.1f µs, anchors %.1f µs (%.2f×), stacks %.1f µs (%.2f×)",
                 median(times[first]![.manual]!) / 1e3, median(times[first]![.anchors]!) / 1e3,
                 median(ratios[first]![.anchors]!), median(times[first]![.stacks]!) / 1e3, median(ratios[first]![.stacks]!)))
    print(String(format: "each extra cell:       manual %.1f µs, anchors %.1f µs (%.2f×), stacks %.1f µs (%.2f×)",
                 median(manualExtra) / 1e3, median(anchorsExtra) / 1e3,
                 median(zip(anchorsExtra, manualForAnchors).map { $0 / $1 }), median(stacksExtra) / 1e3,
                 median(zip(stacksExtra, manualForStacks).map { $0 / $1 })))
    let anchorsAll = median(ratios[last]![.anchors]!), stacksAll = median(ratios[last]![.stacks]!)
    print(String(format: "goal at %d cells: anchors %.2f× (%@ 1.5×), stacks %.2f× (%@ 2×)", last,
                 anchorsAll, anchorsAll <= 1.5 ? "✓ ≤" : "✗ ≤", stacksAll, stacksAll <= 2 ? "✓ ≤" : "✗ ≤"))
    if CellRun.heights.values.contains(where: { $0 < 0 }) { print(CellRun.heights) }
}

MainActor.assumeIsolated { runAutoLayoutBenchmark() }
