// The waterfall section is beyond UIKit: these tests do not compile against UIKit by design.
import OpenCompositionalLayout
import Testing
import TestSupport

/// Waterfall sections, frames worked out by hand from the rule: column width = (container width − leading and
/// trailing insets − (n − 1) × interColumnSpacing) / n; each item goes into the column its policy picks, at
/// that column's end plus interItemSpacing when the column already holds an item.
@MainActor
@Suite struct WaterfallTests {
    /// Two columns in a 390-wide view, insets 16 all round, spacing 8 both ways:
    /// column width = (390 − 32 − 8) / 2 = 175; column 0 at x 16, column 1 at x 16 + 175 + 8 = 199.
    private func twoColumns(_ heights: [CGFloat], policy: UICollectionLayoutWaterfallConfiguration.ColumnPolicy = .shortestColumn,
                            fullSpan: Set<Int> = []) -> UICollectionLayoutWaterfallConfiguration {
        var config = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
        config.interItemSpacing = 8
        config.interColumnSpacing = 8
        config.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        config.itemHeightProvider = { indexPath, _ in .absolute(heights[indexPath.item]) }
        config.columnPolicy = policy
        if !fullSpan.isEmpty { config.fullSpanItemProvider = { fullSpan.contains($0.item) } }
        return config
    }

    private let heights: [CGFloat] = [100, 50, 80, 30, 60]

    /// Shortest column, heights 100, 50, 80, 30, 60 (ends relative to the content's top, which is y 16):
    /// 0 → column 0 (tie, leading) at 0, ends 100; 1 → column 1 at 0, ends 50; 2 → column 1 (50 < 100) at
    /// 50 + 8 = 58, ends 138; 3 → column 0 (100 < 138) at 108, ends 138; 4 → tie 138/138 → column 0 at 146,
    /// ends 206. Content height 16 + 206 + 16 = 238.
    @Test func shortestColumnPlacesEachItemAtTheEndOfTheShortestColumn() {
        let view = layOut(.waterfall(using: twoColumns(heights)), items: [5], size: phone390)
        expectFrame(view.frame(0), rect(16, 16, 175, 100), "item 0")
        expectFrame(view.frame(1), rect(199, 16, 175, 50), "item 1")
        expectFrame(view.frame(2), rect(199, 74, 175, 80), "item 2")
        expectFrame(view.frame(3), rect(16, 124, 175, 30), "item 3")
        expectFrame(view.frame(4), rect(16, 162, 175, 60), "item 4")
        expectSize(view.contentSize, CGSize(width: 390, height: 238), "content")
    }

    /// Sequential: item i → column i mod 2. Column 0: 0 at 0 (ends 100), 2 at 108 (ends 188), 4 at 196
    /// (ends 256); column 1: 1 at 0 (ends 50), 3 at 58 (ends 88). Content 16 + 256 + 16 = 288.
    @Test func sequentialPolicyIgnoresColumnLengths() {
        let view = layOut(.waterfall(using: twoColumns(heights, policy: .sequential)), items: [5], size: phone390)
        expectFrame(view.frame(2), rect(16, 124, 175, 80), "item 2")
        expectFrame(view.frame(3), rect(199, 74, 175, 30), "item 3")
        expectFrame(view.frame(4), rect(16, 212, 175, 60), "item 4")
        expectSize(view.contentSize, CGSize(width: 390, height: 288), "content")
    }

    /// A custom policy puts everything in column 1; an answer out of range (7) falls back to the shortest.
    /// 0 → column 1 at 0 (ends 100); 1 → 7 → shortest is column 0 at 0; 2 → column 1 at 108.
    @Test func customPolicyChoosesTheColumn() {
        let policy = UICollectionLayoutWaterfallConfiguration.ColumnPolicy.custom { indexPath, _ in indexPath.item == 1 ? 7 : 1 }
        let view = layOut(.waterfall(using: twoColumns(heights, policy: policy)), items: [3], size: phone390)
        expectFrame(view.frame(0), rect(199, 16, 175, 100), "item 0")
        expectFrame(view.frame(1), rect(16, 16, 175, 50), "item 1")
        expectFrame(view.frame(2), rect(199, 124, 175, 80), "item 2")
    }

    /// Item 1 spans both columns: it starts below the furthest column. 0 → column 0 at 0 (ends 100);
    /// 1 (full span, 50) at 100 + 8 = 108, 358 wide at x 16, ends 158; 2 → column 0 (tie) at 166;
    /// 3 → column 1 at 166.
    @Test func fullSpanItemsStartBelowTheFurthestColumn() {
        let view = layOut(.waterfall(using: twoColumns(heights, fullSpan: [1])), items: [4], size: phone390)
        expectFrame(view.frame(0), rect(16, 16, 175, 100), "item 0")
        expectFrame(view.frame(1), rect(16, 124, 358, 50), "full-span item 1")
        expectFrame(view.frame(2), rect(16, 182, 175, 80), "item 2")
        expectFrame(view.frame(3), rect(199, 182, 175, 30), "item 3")
    }

    /// Adaptive columns of at least 160 with spacing 8: n = ⌊(W + 8) / 168⌋. At 390: ⌊398/168⌋ = 2, width
    /// (390 − 8) / 2 = 191. At 1024: ⌊1032/168⌋ = 6, width (1024 − 40) / 6 = 164. At 100 (narrower than 160):
    /// one column, 100 wide, and a diagnostic.
    @Test(arguments: [(CGFloat(390), CGFloat(191), 2), (1024, 164, 6), (100, 100, 1)])
    func adaptiveColumnsFitTheWidth(width: CGFloat, columnWidth: CGFloat, count: Int) {
        var config = UICollectionLayoutWaterfallConfiguration(minimumColumnWidth: 160)
        config.interColumnSpacing = 8
        config.itemHeightProvider = { _, _ in .absolute(10) }
        let view = layOut(.waterfall(using: config), items: [count + 1], size: CGSize(width: width, height: 800))
        // The first row holds one item per column; the next item goes back to column 0 below it.
        for column in 0..<count {
            expectFrame(view.frame(column), rect(CGFloat(column) * (columnWidth + 8), 0, columnWidth, 10), "column \(column)")
        }
        expectFrame(view.frame(count), rect(0, 10, columnWidth, 10), "second row")
        #expect(view.layout.diagnostics.contains { $0.kind == .itemLargerThanGroup } == (count == 1))
    }

    /// A minimum column width of 1e-300 fits about 3.9e302 columns in 390 pt, more than an Int holds: the count
    /// stops at the most a waterfall has (1,024), each 390 / 1,024 wide, without trapping.
    @Test func aTinyMinimumWidthStopsAtTheMostColumns() {
        var config = UICollectionLayoutWaterfallConfiguration(minimumColumnWidth: 1e-300)
        config.itemHeightProvider = { _, _ in .absolute(10) }
        let view = layOut(.waterfall(using: config), items: [2], size: CGSize(width: 390, height: 800))
        expectFrame(view.frame(0), rect(0, 0, 390.0 / 1_024, 10), "item 0")
        expectFrame(view.frame(1), rect(390.0 / 1_024, 0, 390.0 / 1_024, 10), "item 1")
    }

    /// Right to left mirrors: column 0 is on the right, at x 390 − 16 − 175 = 199.
    @Test func rightToLeftMirrorsTheColumns() {
        let view = layOut(.waterfall(using: twoColumns(heights)), items: [2], size: phone390) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        expectFrame(view.frame(0), rect(199, 16, 175, 100), "item 0")
        expectFrame(view.frame(1), rect(16, 16, 175, 50), "item 1")
    }

    /// In a horizontal layout the columns are rows: two rows of (844 − 0) / 2 = 422, lengths along x;
    /// fractionalWidth(0.25) of a 422-high row is 105.5 wide.
    @Test func horizontalLayoutsTurnColumnsIntoRows() {
        var config = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
        config.itemHeightProvider = { indexPath, _ in indexPath.item == 2 ? .fractionalWidth(0.25) : .absolute(indexPath.item == 0 ? 100 : 50) }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.waterfall(using: config, layoutEnvironment: environment)
        }, configuration: configuration)
        let view = layOut(layout, items: [3], size: phone390)
        expectFrame(view.frame(0), rect(0, 0, 100, 422), "item 0")
        expectFrame(view.frame(1), rect(0, 422, 50, 422), "item 1")
        expectFrame(view.frame(2), rect(50, 422, 105.5, 422), "item 2")
    }

    /// A header before the waterfall: 40 high, so the content (and column tops) start at 40 + 16.
    @Test func boundaryItemsWorkAsOnAnySection() {
        let layout = UICollectionViewCompositionalLayout { [self] _, environment in
            let section = NSCollectionLayoutSection.waterfall(using: twoColumns(heights), layoutEnvironment: environment)
            section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(40), .top)]
            return section
        }
        let view = layOut(layout, items: [2], size: phone390)
        expectFrame(view.supplementaryFrame(Kind.header), rect(16, 0, 358, 40), "header")
        expectFrame(view.frame(0), rect(16, 56, 175, 100), "item 0")
        expectSize(view.contentSize, CGSize(width: 390, height: 40 + 16 + 100 + 16), "content")
    }

    /// 100,000 items of 10 points in 2 columns: item k sits in column k mod 2 (ties alternate) at y 10·⌊k/2⌋.
    /// Only what queries reach is placed; a query near the end, and a lookup of the last item, place the rest,
    /// and the content size becomes exact: 50,000 rows of 10 = 500,000.
    @Test func placementIsLazyAndReachesTheEnd() {
        var config = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
        config.itemHeightProvider = { _, _ in .absolute(10) }
        let view = layOut(.waterfall(using: config), items: [100_000], size: phone390)
        expectFrame(view.frame(1), rect(195, 0, 195, 10), "item 1")
        expectFrame(view.frame(99_999), rect(195, 499_990, 195, 10), "last item")
        expectSize(view.contentSize, CGSize(width: 390, height: 500_000), "content")
        let found = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 250_001, width: 390, height: 20)) ?? []
        // Rows meeting y 250,001…250,021: rows 25,000 (250,000…250,010), 25,001 and 25,002 → items 50,000…50,005.
        #expect(found.map(\.indexPath.item).sorted() == Array(50_000...50_005))
    }

    /// Placement is the same however it is reached: all at once (asking for the last item first) or a
    /// screen at a time as rect queries walk down the content. Both match frames computed here by the rule
    /// (two columns of 175 at x 16 and 199, spacing 8, insets 16; every 37th item spans both columns).
    @Test(arguments: [UInt64(5), 99])
    func placementAgreesWithTheRuleHoweverItIsReached(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 2_000
        let lengths = (0..<count).map { _ in CGFloat(random.int(20...200)) }
        let spans = Set(stride(from: 0, to: count, by: 37))
        var expected: [CGRect] = []
        var ends: [CGFloat] = [0, 0], holds = [false, false]
        for item in 0..<count {
            if spans.contains(item) {
                let start = ends.max()! + (holds.contains(true) ? 8 : 0)
                expected.append(rect(16, 16 + start, 358, lengths[item]))
                ends = [start + lengths[item], start + lengths[item]]
                holds = [true, true]
            } else {
                let column = ends[1] < ends[0] ? 1 : 0
                let start = ends[column] + (holds[column] ? 8 : 0)
                expected.append(rect(16 + CGFloat(column) * 183, 16 + start, 175, lengths[item]))
                ends[column] = start + lengths[item]
                holds[column] = true
            }
        }
        var config = twoColumns([], fullSpan: spans)
        config.itemHeightProvider = { indexPath, _ in .absolute(lengths[indexPath.item]) }
        let atOnce = layOut(.waterfall(using: config), items: [count], size: phone390)
        expectFrame(atOnce.frame(count - 1), expected[count - 1], "last item, asked first")
        let walked = layOut(.waterfall(using: config), items: [count], size: phone390)
        var y: CGFloat = 0
        while y < expected[count - 1].maxY {
            _ = walked.layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844))
            y += CGFloat(random.int(100...900))
        }
        for item in stride(from: 0, to: count, by: 7) {
            expectFrame(atOnce.frame(item), expected[item], "item \(item), placed at once")
            expectFrame(walked.frame(item), expected[item], "item \(item), placed by walking")
        }
    }

    /// Estimated items self-size: item 0 measured at 30 moves item 2 (column 0) up from 16 + 100 + 8 to
    /// 16 + 30 + 8 = 54. Relative ends after it: column 0 at 30 + 8 + 100 = 138, column 1 at 100, so item 3
    /// goes to column 1 at 100 + 8 = 108, y 16 + 108 = 124.
    @Test func measuredItemsReplaceTheirEstimates() throws {
        var config = twoColumns(heights)
        config.itemHeightProvider = { _, _ in .estimated(100) }
        let view = layOut(.waterfall(using: config), items: [4], size: phone390)
        expectFrame(view.frame(2), rect(16, 124, 175, 100), "item 2 before")
        let original = try #require(view.attributes(0))
        let preferred = original.copy()
        preferred.size = CGSize(width: 175, height: 30)
        #expect(view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        view.layout.invalidateLayout(with: view.layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                          withOriginalAttributes: original))
        expectFrame(view.frame(0), rect(16, 16, 175, 30), "item 0 measured")
        expectFrame(view.frame(2), rect(16, 54, 175, 100), "item 2 after")
        expectFrame(view.frame(3), rect(199, 124, 175, 100), "item 3 after")
    }

    /// Bad input: NaN and negative lengths become 0 and are reported; a column count of 0 becomes 1.
    @Test func badLengthsAndCountsFallBack() {
        var config = UICollectionLayoutWaterfallConfiguration(columnCount: 0)
        config.itemHeightProvider = { indexPath, _ in indexPath.item == 0 ? .absolute(.nan) : .absolute(-5) }
        let view = layOut(.waterfall(using: config), items: [2], size: phone390)
        expectFrame(view.frame(0), rect(0, 0, 390, 0), "NaN item")
        expectFrame(view.frame(1), rect(0, 0, 390, 0), "negative item")
        #expect(view.layout.diagnostics.contains { $0.kind == .invalidCount })
        #expect(view.layout.diagnostics.contains { $0.kind == .invalidDimension })
    }
}
