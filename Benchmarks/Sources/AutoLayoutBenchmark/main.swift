import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

// The feed cell of a social app (top bar, poster header, post text, content block, action bar, comment row) in
// three variants — frames by hand, layout anchors, nested stack views — each created, configured, measured at a
// width of 375 and laid out, for 1 to 1000 cells of a class never used before. Each Auto Layout variant is timed
// right after the manual variant, in turns, and its ratio to that manual time is the figure: the machine's load
// cancels out. Then the steady state of a collection view: one cell per variant, reused for 1000 posts. Goal:
// anchors ≤ 1.5× and stack views ≤ 2× of manual layout.

/// The three variants of the cell.
enum Variant: CaseIterable {
    case manual, anchors, stacks

    /// The variant a command-line argument names (`manual`, `anchors`, `stacks`); anchors by default.
    init(argument: String?) {
        self = switch argument {
        case "manual": .manual
        case "stacks": .stacks
        default: .anchors
        }
    }
}

extension FeedView {
    /// What a list does with a cell for a post: configures it, measures it at `width`, gives it that size and lays
    /// it out. Returns the height.
    func show(_ post: FeedPost, width: CGFloat) -> CGFloat {
        configure(with: post)
        let size = fittingSize(width: width)
        frame = CGRect(origin: .zero, size: size)
        layoutIfNeeded()
        return size.height
    }
}

/// Something timed on the cell class of one variant, for a fresh tag.
@MainActor
protocol VariantRun: TagVisitor {
    var variant: Variant { get }
    /// Times the run on cells of `type`.
    func time<View: FeedView>(_ type: View.Type) -> Double
}

extension VariantRun {
    func visit<Tag>(_ tag: Tag.Type) -> Double {
        switch variant {
        case .manual: time(ManualFeedView<Tag>.self)
        case .anchors: time(ConstraintFeedView<Tag>.self)
        case .stacks: time(StackFeedView<Tag>.self)
        }
    }
}

/// Times cells of `variant` in the classes of one fresh tag, one post each: a new cell for every post (created,
/// configured, measured, laid out and released), or, when `reusesOneCell`, one cell made before the clock starts and
/// reconfigured for each post — a collection view's steady state, where dequeued cells are reused.
@MainActor
struct CellRun: VariantRun {
    let variant: Variant
    let posts: ArraySlice<FeedPost>
    let width: CGFloat
    var reusesOneCell = false

    func time<View: FeedView>(_ type: View.Type) -> Double {
        func makeCell() -> View { View(frame: CGRect(x: 0, y: 0, width: width, height: 44)) }
        let reused = reusesOneCell ? makeCell() : nil
        var height: CGFloat = 0
        let time = nanoseconds {
            for post in posts { height += (reused ?? makeCell()).show(post, width: width) }
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
    // Reused cells: one cell per run, reconfigured for 1000 posts (what a collection view's dequeued cells do).
    var reusedRatios: [Variant: [Double]] = [:]
    var reusedTimes: [Variant: [Double]] = [:]
    for _ in 0..<runs {
        for variant in [Variant.anchors, .stacks] {
            tag += 1
            let manual = FreshClass.visit(CellRun(variant: .manual, posts: posts[...], width: width, reusesOneCell: true), number: tag)
            tag += 1
            let other = FreshClass.visit(CellRun(variant: variant, posts: posts[...], width: width, reusesOneCell: true), number: tag)
            reusedTimes[.manual, default: []].append(manual)
            reusedTimes[variant, default: []].append(other)
            reusedRatios[variant, default: []].append(other / manual)
        }
    }
    let reusedAnchors = median(reusedRatios[.anchors]!), reusedStacks = median(reusedRatios[.stacks]!)
    print(String(format: "one reused cell, %d posts: manual %.1f µs, anchors %.1f µs (%.2f×), stacks %.1f µs (%.2f×) per post",
                 last, median(reusedTimes[.manual]!) / 1e3 / Double(last), median(reusedTimes[.anchors]!) / 1e3 / Double(last),
                 reusedAnchors, median(reusedTimes[.stacks]!) / 1e3 / Double(last), reusedStacks))
    print(String(format: "goal with reused cells: anchors %.2f× (%@ 1.5×), stacks %.2f× (%@ 2×)",
                 reusedAnchors, reusedAnchors <= 1.5 ? "✓ ≤" : "✗ ≤", reusedStacks, reusedStacks <= 2 ? "✓ ≤" : "✗ ≤"))
    if CellRun.heights.values.contains(where: { $0 < 0 }) { print(CellRun.heights) }
}

/// Times each phase of one variant apart (create, configure, fitting size, layout, release), over `rounds` runs of
/// 1000 cells of fresh classes: `AutoLayoutBenchmark --phases anchors 20`. For profiling, not for the figures.
@MainActor
struct PhaseRun: VariantRun {
    let variant: Variant
    let posts: ArraySlice<FeedPost>
    let width: CGFloat

    static var phases = [Double](repeating: 0, count: 5)
    static let names = ["create", "configure", "fitting size", "layout", "release"]

    func time<View: FeedView>(_ type: View.Type) -> Double {
        var views: [View] = []
        views.reserveCapacity(posts.count)
        var sizes: [CGSize] = []
        PhaseRun.phases[0] += nanoseconds {
            for _ in posts { views.append(View(frame: CGRect(x: 0, y: 0, width: width, height: 44))) }
        }
        PhaseRun.phases[1] += nanoseconds { for (view, post) in zip(views, posts) { view.configure(with: post) } }
        PhaseRun.phases[2] += nanoseconds { for view in views { sizes.append(view.fittingSize(width: width)) } }
        PhaseRun.phases[3] += nanoseconds {
            for (view, size) in zip(views, sizes) {
                view.frame = CGRect(origin: .zero, size: size)
                view.layoutIfNeeded()
            }
        }
        PhaseRun.phases[4] += nanoseconds { views.removeAll() }
        return 0
    }
}

@MainActor
func runPhases(_ arguments: ArraySlice<String>) {
    let variant = Variant(argument: arguments.first)
    let rounds = arguments.dropFirst().first.flatMap { Int($0) } ?? 20
    let posts = FeedPost.make(count: 1000)
    for round in 0..<rounds {
        _ = FreshClass.visit(PhaseRun(variant: variant, posts: posts[...], width: 375), number: round + 2)
    }
    let cells = Double(rounds * posts.count)
    print("\(variant), µs per cell over \(rounds) × \(posts.count) cells:")
    for (name, total) in zip(PhaseRun.names, PhaseRun.phases) {
        print(pad(name, 14) + String(format: "%.1f", total / cells / 1e3))
    }
    print(pad("total", 14) + String(format: "%.1f", PhaseRun.phases.reduce(0, +) / cells / 1e3))
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.first == "--phases" {
        runPhases(arguments.dropFirst())
    } else if arguments.first == "--reused" {
        // `--reused anchors 5`: one variant's reused-cell runs alone (for profiling).
        let variant = Variant(argument: arguments.dropFirst().first)
        let rounds = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 5
        let posts = FeedPost.make(count: 1000)
        var total = 0.0
        for round in 0..<rounds {
            total += FreshClass.visit(CellRun(variant: variant, posts: posts[...], width: 375, reusesOneCell: true), number: round + 2)
        }
        print(String(format: "\(variant), reused: %.1f µs per post", total / Double(rounds * posts.count) / 1e3))
    } else {
        runAutoLayoutBenchmark()
    }
}
