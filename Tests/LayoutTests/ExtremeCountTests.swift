#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Counts far beyond any screen: the layout stores no per-item data, so even `Int.max` items lay out,
/// answer lookups and rect queries without arithmetic overflow.
@MainActor
@Suite struct ExtremeCountTests {
    /// `Int.max` rows of 44: row k sits at y 44k; the last row's frame is still a finite rectangle, the
    /// first screen holds rows 0…21 (21·44 = 924 < 926 ≤ 22·44), and the content is Int.max · 44 tall.
    @Test func intMaxItems() {
        let view = layOut(rowSection(height: 44), items: Int.max)
        expectFrame(view.frame(1), rect(0, 44, 428, 44), "row1")
        let last = view.frame(Int.max - 1)
        #expect(last.map { $0.minY.isFinite && $0.minY > 0 } == true)
        let firstScreen = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 428, height: 926)) ?? []
        #expect(firstScreen.map(\.indexPath.item).sorted() == Array(0...21))
        #expect(view.contentSize.height == CGFloat(Int.max) * 44)
        // A query at the very end, and one past it: no trap; past the end, nothing.
        let end = view.contentSize.height
        _ = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: end - 926, width: 428, height: 926))
        #expect(view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: end * 2, width: 428, height: 926))?.isEmpty == true)
    }
}

/// Geometry no real screen has: NaN and infinite view sizes and offsets never trap.
@MainActor
@Suite struct ExtremeGeometryTests {
    /// A NaN-sized view lays out like a zero-sized one: fractional rows resolve to 0 wide, absolute
    /// heights stay (row1 at y 44), and every returned frame is finite.
    @Test func nanSizedView() {
        let view = layOut(rowSection(height: 44), items: 3, size: CGSize(width: CGFloat.nan, height: CGFloat.nan))
        expectFrame(view.frame(1), rect(0, 44, 0, 44), "row1")
        for attributes in view.allAttributes() { #expect(isFinite(attributes.frame)) }
    }

    /// A NaN (under `.record`; UIKit raises) or infinite content offset with a pinned header: queries answer
    /// without trapping.
    @Test func nonFiniteOffsets() {
        let section = rowSection(height: 44)
        let header = boundaryItem(Kind.header, .fractionalWidth(1), .absolute(30), .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let view = layOut(section, items: 20)
        view.collectionView.scrollFailurePolicy = .record
        for offset in [CGFloat.nan, .infinity, -.infinity] {
            view.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            _ = view.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 428, height: 926))
            _ = view.layout.layoutAttributesForSupplementaryView(ofKind: Kind.header, at: IndexPath(item: 0, section: 0))
        }
        view.collectionView.contentOffset = .zero
        expectFrame(view.supplementaryFrame(Kind.header), rect(0, 0, 428, 30), "header back at rest")
    }
}
