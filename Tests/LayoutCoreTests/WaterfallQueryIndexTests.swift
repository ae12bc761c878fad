// The waterfall's rect query searches a per-column index of block ends before one block of the column's list.
// Whatever the placement did (in bulk, item by item, after forgetting a tail), a query must name exactly the
// placed items whose frames meet the range: the brute-force answer, one frame at a time.
import CollectionGeometry
import Foundation
import LayoutCore
import TestSupport
import Testing

@Suite struct WaterfallQueryIndexTests {
    private func makeItems(columns: Int, count: Int, policy: WaterfallSpec.Policy) -> WaterfallItems {
        WaterfallItems(axis: .vertical, columnCount: columns, columnWidth: 100, columnSpacing: 8, itemSpacing: 6,
                       fullSpanWidth: CGFloat(columns) * 108 - 8, itemCount: count, policy: policy,
                       measurements: MeasuredSizeStore(keepsWidth: false, keepsHeight: true))
    }

    /// Lengths 20…219 from the item index, every 97th item spanning the columns.
    private let source = WaterfallItemSource(length: { item, _ in .absolute(CGFloat(20 + (item &* 7919) % 200)) },
                                             isFullSpan: { $0 % 97 == 96 })

    /// The placed items whose frame meets `q0...q1` along the main axis, by looking at every one.
    private func bruteForce(_ items: WaterfallItems, _ q0: CGFloat, _ q1: CGFloat) -> Set<Int> {
        Set((0..<items.placedCount).filter { item in
            let frame = items.relativeFrame(ofItem: item)
            return frame.maxY >= q0 && frame.minY <= q1
        })
    }

    private func queried(_ items: WaterfallItems, _ q0: CGFloat, _ q1: CGFloat) -> [Int] {
        var found: [Int] = []
        items.forEachItem(meetingMain: q0, q1) { found.append($0) }
        return found
    }

    private func expectQueriesAgree(_ items: WaterfallItems, _ random: inout SplitMix64, queries: Int) {
        let length = items.contentLength
        for _ in 0..<queries {
            let q0 = CGFloat(random.int(0...(Int(length) + 399))) - 200
            let q1 = q0 + CGFloat(random.int(0...1_199))
            let found = queried(items, q0, q1)
            #expect(found.count == Set(found).count, "an item reported twice for \(q0)...\(q1)")
            #expect(Set(found) == bruteForce(items, q0, q1), "query \(q0)...\(q1) with \(items.placedCount) placed")
        }
    }

    @Test(arguments: [WaterfallSpec.Policy.shortestColumn, .sequential], [1, 2, 3, 5])
    func indexedQueriesEqualBruteForce(policy: WaterfallSpec.Policy, columns: Int) {
        var random = SplitMix64(seed: UInt64(columns) &* 31 &+ (policy == .sequential ? 7 : 0))
        var items = makeItems(columns: columns, count: 3_000, policy: policy)
        // In bulk up to an item, then item by item as far as a position reaches, then the rest.
        items.place(upToItem: 1_000, source: source)
        expectQueriesAgree(items, &random, queries: 60)
        items.place(through: items.frontier + 5_000, source: source)
        expectQueriesAgree(items, &random, queries: 60)
        // Forget tails of several sizes (inside a block, on a block boundary, everything) and place them again
        // at other lengths (as after measuring), so that nothing the index kept of the old tail can still fit.
        for (round, from) in [1_700, 64 * columns, 0, 999].enumerated() {
            items.unplace(from: min(from, items.placedCount - 1))
            expectQueriesAgree(items, &random, queries: 30)
            let remeasured = WaterfallItemSource(length: { item, _ in .absolute(CGFloat(30 + (item &* 104_729 &+ round * 13) % 250)) },
                                                 isFullSpan: { $0 % 97 == 96 })
            items.place(upToItem: 2_999, source: remeasured)
            #expect(items.isComplete)
            expectQueriesAgree(items, &random, queries: 30)
        }
    }

    /// One column of 1,000 items, item k 20 + (k mod 200) long, spacing 6: ranges past either end find nothing,
    /// a range around everything finds everything, and the ranges at the seam of the first two blocks find the
    /// items worked out by hand.
    @Test func rangesAtTheEdges() {
        var items = makeItems(columns: 1, count: 1_000, policy: .shortestColumn)
        items.place(upToItem: 999, source: WaterfallItemSource(length: { item, _ in .absolute(CGFloat(20 + item % 200)) }))
        let length = items.contentLength
        #expect(queried(items, length + 1, length + 500).isEmpty)
        #expect(queried(items, -100, -1).isEmpty)
        #expect(queried(items, -1, length + 1) == Array(0..<1_000))
        // Item 64 (the first of the second block) starts after items 0…63: their lengths 20…83 sum to
        // 64·20 + (0 + … + 63) = 1,280 + 2,016 = 3,296, plus 64 spacings of 6 = 384: at 3,680, 84 long.
        #expect(items.relativeFrame(ofItem: 64).minY == 3_680)
        // Item 63 ends a spacing earlier, at 3,674: a range that starts there meets both (edges count as meeting),
        // one that starts at 3,680 only item 64.
        #expect(queried(items, 3_674, 3_680) == [63, 64])
        #expect(queried(items, 3_680, 3_680) == [64])
    }
}
