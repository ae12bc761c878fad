#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// Self-sizing through UIKit's invalidation-context path: `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`
/// → `invalidationContext(forPreferredLayoutAttributes:…)` → `invalidateLayout(with:)`. The context names the
/// measured element, reports the content-size change, and moves the content offset when the element sits
/// above the visible region, so what is on screen stays still.
@MainActor
@Suite struct InvalidationContextTests {
    private func listSection(estimate: CGFloat = 44) -> NSCollectionLayoutSection {
        let row = size(.fractionalWidth(1), .estimated(estimate))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    }

    /// Measures one cell through UIKit's whole path and returns the context the layout produced.
    @discardableResult
    private func measure(_ view: LaidOutCollectionView, item: Int, section: Int = 0, height: CGFloat)
        -> UICollectionViewLayoutInvalidationContext? {
        guard let original = view.attributes(item, section: section) else { return nil }
        let preferred = original.copy()
        preferred.size = CGSize(width: original.size.width, height: height)
        guard view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return nil
        }
        let context = view.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        view.layout.invalidateLayout(with: context)
        return context
    }

    /// Ten rows estimated at 44 in a 390 × 844 view; row 2 measures 100.
    /// Rows 0–1 stay at y 0 and 44; row 2 is 88…188; row 3 starts at 88 + 100 = 188.
    /// Content: 9 × 44 + 100 = 496. The row is on screen, so the offset does not move.
    @Test func aMeasuredRowMovesTheRowsAfterIt() throws {
        let view = layOut(listSection(), items: 10, size: phone390)
        let context = try #require(measure(view, item: 2, height: 100))
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 56))
        #expect(context.contentOffsetAdjustment == .zero)
        #expect(!context.invalidateEverything)
        expectFrame(view.frame(1), rect(0, 44, 390, 44), "row 1")
        expectFrame(view.frame(2), rect(0, 88, 390, 100), "row 2")
        expectFrame(view.frame(3), rect(0, 188, 390, 44), "row 3")
        expectFrame(view.frame(9), rect(0, 188 + 6 * 44, 390, 44), "row 9")
        expectSize(view.contentSize, CGSize(width: 390, height: 496), "content")
    }

    /// 100 rows of 44, scrolled to y 2000. Row 5 (y 220…264, above the screen) measures 64: the content
    /// grows by 20 and the offset moves by 20 to 2020, so row 50 (y 2200 → 2220) stays 200 below the top.
    @Test func aRowAboveTheScreenKeepsTheVisibleRowsStill() throws {
        let view = layOut(listSection(), items: 100, size: phone390)
        view.scroll(to: CGPoint(x: 0, y: 2000))
        let before = try #require(view.frame(50))
        let context = try #require(measure(view, item: 5, height: 64))
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 20))
        #expect(view.collectionView.contentOffset == CGPoint(x: 0, y: 2020))
        let after = try #require(view.frame(50))
        #expect(after.minY - view.collectionView.contentOffset.y == before.minY - 2000)
        expectValue(after.minY, 2220, "row 50")
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` is a query: asked alone (and asked again), it
    /// changes no frame, no content size and no offset; the context made for the measurement changes nothing
    /// either until `invalidateLayout(with:)` applies it. Ten rows of 44; row 2 measures 100 → rows 3… move by 56.
    @Test func askingWhetherAMeasurementInvalidatesChangesNothing() throws {
        let view = layOut(listSection(), items: 10, size: phone390)
        let original = try #require(view.attributes(2))
        let preferred = original.copy()
        preferred.size = CGSize(width: 390, height: 100)
        #expect(view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        expectFrame(view.frame(2), rect(0, 88, 390, 44), "row 2 after asking")
        expectFrame(view.frame(3), rect(0, 132, 390, 44), "row 3 after asking")
        let context = view.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        expectFrame(view.frame(3), rect(0, 132, 390, 44), "row 3 with the context made")
        expectSize(view.contentSize, CGSize(width: 390, height: 440), "content with the context made")
        view.layout.invalidateLayout(with: context)
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 56))
        expectFrame(view.frame(2), rect(0, 88, 390, 100), "row 2 applied")
        expectFrame(view.frame(3), rect(0, 188, 390, 44), "row 3 applied")
        // Measured now: the same size changes nothing any more.
        let measured = try #require(view.attributes(2))
        #expect(!view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: measured))
        // Against the attributes it had before (44 tall), the size it already records changes nothing either.
        #expect(!view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    /// A row below the screen changes the content size but not the offset.
    @Test func aRowBelowTheScreenLeavesTheOffsetAlone() throws {
        let view = layOut(listSection(), items: 100, size: phone390)
        let context = try #require(measure(view, item: 80, height: 10))
        #expect(context.contentOffsetAdjustment == .zero)
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: -34))
        expectSize(view.contentSize, CGSize(width: 390, height: 100 * 44 - 34), "content")
    }

    /// Measuring cells, and scrolling with a pinned header, do not ask the section provider again;
    /// `invalidateLayout()` (everything) does, as in UIKit.
    @Test func theSectionProviderRunsOnlyWhenEverythingIsInvalidated() {
        var calls = 0
        let section = listSection()
        section.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)]
        section.boundarySupplementaryItems[0].pinToVisibleBounds = true
        let layout = UICollectionViewCompositionalLayout { _, _ in
            calls += 1
            return section
        }
        let view = layOut(layout, items: [50, 50], size: phone390)
        let afterFirstPass = calls
        #expect(afterFirstPass == 2)
        measure(view, item: 3, height: 80)
        measure(view, item: 4, section: 1, height: 20)
        view.scroll(to: CGPoint(x: 0, y: 300))
        _ = view.layout.layoutAttributesForElements(in: view.collectionView.bounds)
        #expect(calls == afterFirstPass)
        // The pinned header sits at the top of the visible region: y 300.
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 300, 390, 30), "pinned header")
        view.layout.invalidateLayout()
        _ = view.layout.collectionViewContentSize
        #expect(calls == afterFirstPass + 2)
    }

    /// A scroll gives a context that invalidates nothing in particular; a new size invalidates everything.
    @Test func boundsChangeContexts() {
        let view = layOut(listSection(), items: 10, size: phone390)
        let scrolled = view.layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 100, width: 390, height: 844))
        #expect(!scrolled.invalidateEverything)
        #expect(scrolled.invalidatedItemIndexPaths == nil)
        let resized = view.layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 500, height: 844))
        #expect(resized.invalidateEverything)
    }

    /// The base context records what it is told, by kind.
    @Test func contextsRecordWhatTheyInvalidate() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateSupplementaryElements(ofKind: Kind.header, at: [IndexPath(item: 0, section: 2)])
        context.invalidateDecorationElements(ofKind: Kind.background, at: [IndexPath(item: 0, section: 1)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == [Kind.header: [IndexPath(item: 0, section: 2)]])
        #expect(context.invalidatedDecorationIndexPaths == [Kind.background: [IndexPath(item: 0, section: 1)]])
        #expect(ObjectIdentifier(UICollectionViewCompositionalLayout.invalidationContextClass) == ObjectIdentifier(UICollectionViewLayoutInvalidationContext.self))
    }

    /// A measurement that changes an item's width but not its group's height still changes the layout: two
    /// items of estimated width 100 side by side in 44-point rows; item 0 measures 150 wide, so item 1 moves
    /// from x 100 to x 150, and nothing below moves (row 1 stays at y 44).
    @Test func aMeasuredWidthMovesItsNeighbourWithoutMovingTheRowsBelow() throws {
        let cell = NSCollectionLayoutItem(layoutSize: size(.estimated(100), .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                     repeatingSubitem: cell, count: 2)
        let view = layOut(NSCollectionLayoutSection(group: row), items: 4, size: phone390)
        let original = try #require(view.attributes(0))
        let preferred = original.copy()
        preferred.size = CGSize(width: 150, height: 44)
        #expect(view.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let context = view.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(context.contentSizeAdjustment == .zero)
        view.layout.invalidateLayout(with: context)
        expectFrame(view.frame(0), rect(0, 0, 150, 44), "item 0")
        expectFrame(view.frame(1), rect(150, 0, 100, 44), "item 1")
        expectFrame(view.frame(2), rect(0, 44, 100, 44), "row 1")
    }

    /// Measured sizes follow their items through a batch update. Rows of 44; row 2 measures 100 and row 4
    /// measures 70. Then: delete row 0, move row 2 to 4, insert a row at 0 (counts 6 → 6).
    /// Old → new: 1 → 1 (one removed before it, one inserted at 0), 2 → 4 (moved), 3 → 2, 4 → 3, 5 → 5,
    /// inserted 0 starts at its estimate. Heights by new index: 44, 44, 44, 70, 100, 44, so row 4 starts at
    /// 44 · 3 + 70 = 202 and row 5 at 302; content 346.
    @Test func measuredSizesFollowTheirItemsThroughBatchUpdates() {
        let view = layOut(listSection(), items: 6, size: phone390)
        measure(view, item: 2, height: 100)
        measure(view, item: 4, height: 70)
        view.collectionView.performBatchUpdates({
            view.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 4, section: 0))
            view.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        expectFrame(view.frame(0), rect(0, 0, 390, 44), "inserted row at its estimate")
        expectFrame(view.frame(3), rect(0, 132, 390, 70), "old row 4")
        expectFrame(view.frame(4), rect(0, 202, 390, 100), "moved row")
        expectFrame(view.frame(5), rect(0, 302, 390, 44), "row 5")
        expectSize(view.contentSize, CGSize(width: 390, height: 346), "content")
    }

    /// Property: after any sequence of measurements (some of which change nothing) and scrolls, the layout
    /// updated in place gives exactly what a fresh layout pass over the same measurements gives.
    @Test(arguments: 0..<12) func incrementalEqualsFullSolve(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func makeLayout() -> UICollectionViewCompositionalLayout {
            let list = listSection(estimate: 40)
            list.interGroupSpacing = 6
            list.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 12, trailing: 16)
            list.boundarySupplementaryItems = [boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top),
                                               boundaryItem(Kind.footer, .fractionalWidth(1), .absolute(20), .bottom)]
            // Two columns of estimated height: a group is as tall as its taller item.
            let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
            let pair = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [cell])
            let grid = NSCollectionLayoutSection(group: pair)
            grid.interGroupSpacing = 4
            return layout([list, grid, listSection(estimate: 60)])
        }
        let counts = [300, 121, 7]
        let incremental = layOut(makeLayout(), items: counts, size: phone390)
        var measured: [(IndexPath, CGFloat)] = []
        for step in 0..<60 {
            let section = Int(random.next() % 3)
            let item = Int(random.next() % UInt64(counts[section]))
            let height = CGFloat(random.next() % 120) + (step % 5 == 0 ? 0.5 : 0)
            measure(incremental, item: item, section: section, height: height)
            measured.append((IndexPath(item: item, section: section), height))
            if step % 7 == 0 {
                incremental.scroll(to: CGPoint(x: 0, y: CGFloat(random.next() % 4000)))
            }
        }
        let fresh = layOut(makeLayout(), items: counts, size: phone390)
        for (indexPath, height) in measured { measure(fresh, item: indexPath.item, section: indexPath.section, height: height) }
        fresh.scroll(to: incremental.collectionView.contentOffset)
        fresh.layout.invalidateLayout()  // one full pass over every measurement
        #expect(fresh.contentSize == incremental.contentSize)
        let probe = CGRect(x: -10, y: -10, width: 410, height: fresh.contentSize.height + 20)
        let lhs = (incremental.layout.layoutAttributesForElements(in: probe) ?? []).map(\.description).sorted()
        let rhs = (fresh.layout.layoutAttributesForElements(in: probe) ?? []).map(\.description).sorted()
        #expect(lhs.count == rhs.count)
        #expect(lhs == rhs)
        for section in 0..<3 {
            for item in stride(from: 0, to: counts[section], by: 5) {
                #expect(incremental.frame(item, section: section) == fresh.frame(item, section: section))
            }
        }
    }
}
