#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// `layoutAttributesForElements(in:)` agrees with a brute-force scan: query everything, filter by
/// intersection by hand. Random layouts (SplitMix64, fixed seeds) and random rectangles.
@MainActor
@Suite struct RectQueryTests {
    /// 60 random layouts × 8 random rects = 480 cases, plus per-element agreement with the
    /// single-element queries.
    @Test(arguments: 0..<60)
    func rectQueryMatchesBruteForce(seed: Int) {
        let (layout, counts) = RandomLayoutRecipe(seed: UInt64(seed) &* 7919 &+ 17, allowOrthogonal: true).make()
        let view = layOut(layout, items: counts)
        let everything = view.allAttributes()
        let content = view.contentSize
        var random = SplitMix64(seed: UInt64(seed) &+ 1_000)
        for _ in 0..<8 {
            // Fractional coordinates so no rectangle edge coincides with a frame edge.
            let x = Double.random(in: -50...(content.width + 50), using: &random)
            let y = Double.random(in: -50...(max(content.height, 1) + 50), using: &random)
            let width = Double.random(in: 0.5...600, using: &random)
            let height = Double.random(in: 0.5...max(content.height / 2, 1), using: &random)
            let query = CGRect(x: x, y: y, width: width, height: height)
            let expected = Set(everything.filter { $0.frame.intersects(query) }.map(ElementKey.init))
            let actual = (layout.layoutAttributesForElements(in: query) ?? []).map(ElementKey.init)
            #expect(actual.count == Set(actual).count, "seed \(seed): duplicates in \(format(query))")
            let missing = expected.subtracting(actual), extra = Set(actual).subtracting(expected)
            #expect(missing.isEmpty && extra.isEmpty,
                    "seed \(seed), rect \(format(query)): missing \(missing.sorted { $0.description < $1.description }), extra \(extra.sorted { $0.description < $1.description })")
        }
        // Single-element queries agree with the rect query.
        for attributes in everything {
            let single: UICollectionViewLayoutAttributes?
            switch attributes.representedElementCategory {
            case .cell: single = layout.layoutAttributesForItem(at: attributes.indexPath)
            case .supplementaryView:
                single = layout.layoutAttributesForSupplementaryView(ofKind: attributes.representedElementKind ?? "",
                                                                     at: attributes.indexPath)
            case .decorationView:
                single = layout.layoutAttributesForDecorationView(ofKind: attributes.representedElementKind ?? "",
                                                                  at: attributes.indexPath)
            @unknown default: single = nil
            }
            if let single {
                #expect(isClose(single.frame, attributes.frame), "seed \(seed): \(ElementKey(attributes)) differs")
                #expect(single.zIndex == attributes.zIndex, "seed \(seed): \(ElementKey(attributes)) zIndex differs")
            } else {
                Issue.record("seed \(seed): \(ElementKey(attributes)) has no single-element attributes")
            }
        }
        // Every item of every section that has a frame appears in the full query exactly once.
        let cells = everything.filter { $0.representedElementCategory == .cell }
        #expect(cells.count == counts.reduce(0, +), "seed \(seed): every item is laid out once")
    }

    /// The same agreement for horizontally scrolling random layouts: 30 layouts × 8 rects.
    @Test(arguments: 0..<30)
    func rectQueryMatchesBruteForceScrollingHorizontally(seed: Int) {
        var recipe = RandomLayoutRecipe(seed: UInt64(seed) &* 6_113 &+ 29, allowOrthogonal: true)
        recipe.scrollDirection = .horizontal
        let (layout, counts) = recipe.make()
        let view = layOut(layout, items: counts, size: CGSize(width: 400, height: 700))
        let everything = view.allAttributes()
        let content = view.contentSize
        var random = SplitMix64(seed: UInt64(seed) &+ 2_000)
        for _ in 0..<8 {
            let query = CGRect(x: Double.random(in: -50...(max(content.width, 1) + 50), using: &random),
                               y: Double.random(in: -50...750, using: &random),
                               width: Double.random(in: 0.5...max(content.width / 2, 1), using: &random),
                               height: Double.random(in: 0.5...400, using: &random))
            let expected = Set(everything.filter { $0.frame.intersects(query) }.map(ElementKey.init))
            let actual = Set((layout.layoutAttributesForElements(in: query) ?? []).map(ElementKey.init))
            #expect(actual == expected, "seed \(seed), rect \(format(query)): missing \(expected.subtracting(actual)), extra \(actual.subtracting(expected))")
        }
        #expect(everything.filter { $0.representedElementCategory == .cell }.count == counts.reduce(0, +))
    }

    /// Invariants of a laid-out random layout: frames finite, every cell inside the content on the main
    /// axis (orthogonal sections may extend sideways), content size non-negative.
    @Test(arguments: 0..<30)
    func framesAreFiniteAndInsideTheContent(seed: Int) {
        let (layout, counts) = RandomLayoutRecipe(seed: UInt64(seed) &* 104_729 &+ 3, allowOrthogonal: true).make()
        let view = layOut(layout, items: counts)
        let content = view.contentSize
        #expect(content.width >= 0 && content.height >= 0)
        for attributes in view.allAttributes() {
            #expect(isFinite(attributes.frame), "seed \(seed): \(ElementKey(attributes)) \(format(attributes.frame))")
            if attributes.representedElementCategory == .cell {
                #expect(attributes.frame.minY >= -frameTolerance && attributes.frame.maxY <= content.height + frameTolerance,
                        "seed \(seed): \(ElementKey(attributes)) \(format(attributes.frame)) outside 0…\(content.height)")
            }
        }
    }

    /// A hand-checked query: 10 rows of 44; the rect y 100…140 touches rows 2 (88…132) and 3 (132…176).
    @Test func simpleRowQuery() {
        let view = layOut(rowSection(height: 44), items: 10)
        let found = (view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 10, height: 40)) ?? [])
            .map(\.indexPath.item).sorted()
        #expect(found == [2, 3])
    }

    /// Edges count, as `CGRectIntersectsRect` counts them (rects that share an edge intersect): 10 rows of 50.
    /// The rect y 100…200 meets rows 1 (50…100) and 4 (200…250) at their edges, and 2 and 3 inside; a
    /// zero-height rect on the seam y 150 meets rows 2 (100…150) and 3 (150…200); one at y 125, row 2 only.
    @Test func elementsThatOnlyTouchTheRectAreIncluded() {
        let view = layOut(rowSection(height: 50), items: 10)
        func items(_ rect: CGRect) -> [Int] {
            (view.layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item).sorted()
        }
        #expect(items(CGRect(x: 0, y: 100, width: 428, height: 100)) == [1, 2, 3, 4])
        #expect(items(CGRect(x: 0, y: 150, width: 428, height: 0)) == [2, 3])
        #expect(items(CGRect(x: 0, y: 125, width: 428, height: 0)) == [2])
        // A rect ending exactly where the content starts still meets row 0; one starting at its end, row 9.
        #expect(items(CGRect(x: 0, y: -40, width: 428, height: 40)) == [0])
        #expect(items(CGRect(x: 0, y: 500, width: 428, height: 40)) == [9])
    }

    /// Rows of 0.25-wide cells: a narrow rect at x 200…210 across two rows hits column 1 (107…214) only.
    @Test func simpleColumnQuery() {
        let cell = item(.fractionalWidth(0.25), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [cell])
        let view = layOut(NSCollectionLayoutSection(group: group), items: 12)
        let found = (view.layout.layoutAttributesForElements(in: CGRect(x: 200, y: 10, width: 10, height: 60)) ?? [])
            .map(\.indexPath.item).sorted()
        #expect(found == [1, 5])
    }

    /// A rect beyond the content returns nothing; an empty layout returns nothing.
    @Test func emptyResults() {
        let view = layOut(rowSection(height: 44), items: 3)
        #expect((view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 5000, width: 428, height: 100)) ?? []).isEmpty)
        let empty = layOut(rowSection(height: 44), items: 0)
        #expect(empty.allAttributes().isEmpty)
    }

    /// A million items: the query for one screen returns one screen of rows (the result is stored as a
    /// template, spec ARCHITECTURE), and the last item is where arithmetic puts it.
    @Test func millionItems() {
        let view = layOut(rowSection(height: 44), items: 1_000_000)
        let found = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 44_000_000 - 926, width: 428, height: 926)) ?? []
        #expect(found.count == 22)  // 926 / 44 = 21.04…: 22 rows touch the last screen
        expectFrame(view.frame(999_999), rect(0, 43_999_956, 428, 44), "last item")
    }
}

/// The random layouts above are not trivial: across the seeds they contain every kind of element.
@MainActor
@Suite struct RandomLayoutCoverageTests {
    @Test func randomLayoutsCoverEveryElementKind() {
        var kinds: [String: Int] = [:]
        var cells = 0
        for seed in 0..<60 {
            let (layout, counts) = RandomLayoutRecipe(seed: UInt64(seed) &* 7919 &+ 17, allowOrthogonal: true).make()
            let view = layOut(layout, items: counts)
            for attributes in view.allAttributes() {
                if let kind = attributes.representedElementKind { kinds[kind, default: 0] += 1 } else { cells += 1 }
            }
        }
        #expect(cells > 500)
        for kind in [Kind.header, Kind.footer, Kind.badge, Kind.background, Kind.layoutHeader] {
            #expect((kinds[kind] ?? 0) > 5, "\(kind) appears in the random layouts: \(kinds)")
        }
    }
    @Test func horizontalRandomLayoutsAreNotTrivial() {
        var cells = 0, supplementaries = 0, widest: CGFloat = 0
        for seed in 0..<30 {
            var recipe = RandomLayoutRecipe(seed: UInt64(seed) &* 6_113 &+ 29, allowOrthogonal: true)
            recipe.scrollDirection = .horizontal
            let (layout, counts) = recipe.make()
            let view = layOut(layout, items: counts, size: CGSize(width: 400, height: 700))
            let all = view.allAttributes()
            cells += all.filter { $0.representedElementCategory == .cell }.count
            supplementaries += all.filter { $0.representedElementCategory == .supplementaryView }.count
            widest = max(widest, view.contentSize.width)
        }
        #expect(cells > 200 && supplementaries > 20, "cells \(cells), supplementaries \(supplementaries)")
        #expect(widest > 1000, "content scrolls sideways: widest \(widest)")
    }
}
