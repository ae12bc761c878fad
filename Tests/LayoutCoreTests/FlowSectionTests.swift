// A flow section solved by the layout core (`SectionSpec.flow`): the lines of `FlowLines` placed in a section,
// with its insets and line spacing. Every expected frame is worked out by hand.
import CollectionGeometry
import Foundation
import LayoutCore
import Testing

@Suite struct FlowSectionTests {
    /// A flow section: insets 10 top and bottom, 20 leading and trailing; lines `lineSpacing` apart.
    private func flow(_ spec: FlowSpec, lineSpacing: CGFloat) -> SectionSpec {
        let unused = ItemSpec(size: SizeSpec(width: .absolute(1), height: .absolute(1)), contentInsets: .zero, edgeSpacing: .none,
                              supplementaries: [], group: nil)
        var section = SectionSpec(group: unused, contentInsets: NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
                                  interGroupSpacing: lineSpacing, contentInsetsReference: .none,
                                  supplementaryContentInsetsReference: .none, orthogonalScrollingBehavior: .none,
                                  boundaryItems: [], supplementariesFollowContentInsets: true, decorationItems: [],
                                  hasVisibleItemsInvalidationHandler: false)
        section.flow = spec
        return section
    }

    private func solve(_ section: SectionSpec, items: Int, axis: ScrollAxis = .vertical) -> LayoutResult {
        LayoutResult(solving: LayoutInput(viewSize: CGSize(width: 390, height: 844), scrollAxis: axis, interSectionSpacing: 0,
                                          contentInsetsReference: .none, referenceInsets: .zero, globalBoundaryItems: [],
                                          sections: [section], itemCounts: [items]))
    }

    private func frame(_ result: LayoutResult, _ item: Int) -> CGRect? {
        result.cell(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Seven 100 × 50 items, spacing 10, lines 15 apart, in a room of 390 − 40 = 350: 3 fit a line
    /// (3·100 + 2·10 = 320; a fourth needs 430). Each full line spreads the 50 left over into gaps of 25: x 20, 145,
    /// 270. Lines at y 10, 10 + 50 + 15 = 75, 140. The last line holds one item and the items share one size, so
    /// it is spaced as a full line and keeps to the first column: x 20. Content 10 + 3·50 + 2·15 + 10 = 200.
    @Test func itemsOfOneSizeFillSpreadLinesAndTheLastLineKeepsToTheColumns() throws {
        let result = solve(flow(FlowSpec(itemSize: CGSize(width: 100, height: 50), minimumInteritemSpacing: 10), lineSpacing: 15), items: 7)
        #expect(frame(result, 0) == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(frame(result, 1) == CGRect(x: 145, y: 10, width: 100, height: 50))
        #expect(frame(result, 2) == CGRect(x: 270, y: 10, width: 100, height: 50))
        #expect(frame(result, 3) == CGRect(x: 20, y: 75, width: 100, height: 50))
        #expect(frame(result, 5) == CGRect(x: 270, y: 75, width: 100, height: 50))
        #expect(frame(result, 6) == CGRect(x: 20, y: 140, width: 100, height: 50))
        #expect(result.contentSize.height == 200)
        #expect(result.diagnostics.isEmpty)
    }

    /// Items of their own sizes: 150 × 40, 100 × 80, 120 × 30, 60 × 60, spacing 10, lines 0 apart, room 350.
    /// Line 1: 150 + 10 + 100 = 260; + 10 + 120 = 390 > 350, so items 0 and 1; the 350 − 250 = 100 left over is
    /// one gap: item 1 at x 20 + 150 + 100 = 270. The line is 80 thick; item 0 (40 tall) is centred at y 10 + 20 = 30.
    /// Line 2 (the last; sizes differ, so packed): item 2 at x 20, item 3 at x 20 + 120 + 10 = 150; 60 thick from
    /// y 90: item 2 at y 90 + 15 = 105, item 3 at 90. Content 10 + 80 + 60 + 10 = 160.
    @Test func itemsOfTheirOwnSizesAreCentredAcrossTheLineAndTheLastLineIsPacked() throws {
        let sizes = [CGSize(width: 150, height: 40), CGSize(width: 100, height: 80), CGSize(width: 120, height: 30),
                     CGSize(width: 60, height: 60)]
        let spec = FlowSpec(itemSize: .zero, itemSizes: sizes, minimumInteritemSpacing: 10)
        let result = solve(flow(spec, lineSpacing: 0), items: 4)
        #expect(frame(result, 0) == CGRect(x: 20, y: 30, width: 150, height: 40))
        #expect(frame(result, 1) == CGRect(x: 270, y: 10, width: 100, height: 80))
        #expect(frame(result, 2) == CGRect(x: 20, y: 105, width: 120, height: 30))
        #expect(frame(result, 3) == CGRect(x: 150, y: 90, width: 60, height: 60))
        #expect(result.contentSize.height == 160)
    }

    /// A horizontal flow: lines are columns down the room of 844 − 20 = 824 (insets 10 top and bottom), items
    /// 100 × 300, spacing 10: 2 fit (610; a third needs 920). A full column spreads 824 − 600 = 224 into one gap:
    /// item 1 at y 10 + 300 + 224 = 534. Columns start at x 20 and 20 + 100 + 15 = 135; the last column (items
    /// of one size) holds item 2 alone, spaced as a full column: in the first row, y 10.
    @Test func aHorizontalFlowFillsColumns() {
        let result = solve(flow(FlowSpec(itemSize: CGSize(width: 100, height: 300), minimumInteritemSpacing: 10), lineSpacing: 15),
                           items: 3, axis: .horizontal)
        #expect(frame(result, 0) == CGRect(x: 20, y: 10, width: 100, height: 300))
        #expect(frame(result, 1) == CGRect(x: 20, y: 534, width: 100, height: 300))
        #expect(frame(result, 2) == CGRect(x: 135, y: 10, width: 100, height: 300))
        #expect(result.contentSize.width == 255)  // 20 + 100 + 15 + 100 + 20
    }

    /// A rect query meets only the lines it crosses: with the seven items above, y 70…130 meets line 2 only.
    @Test func aRectQueryFindsTheLinesItMeets() {
        let result = solve(flow(FlowSpec(itemSize: CGSize(width: 100, height: 50), minimumInteritemSpacing: 10), lineSpacing: 15), items: 7)
        let items = result.elements(in: CGRect(x: 0, y: 70, width: 390, height: 60)).filter { $0.category == .cell }.map(\.item)
        #expect(items.sorted() == [3, 4, 5])
    }

    /// Bad sizes never trap: a NaN width and a negative height count as 0, with a diagnostic; an item wider than
    /// the room has a line of its own at its start, with a diagnostic.
    @Test func badAndOverlongItemsFallBackWithDiagnostics() {
        let sizes = [CGSize(width: CGFloat.nan, height: -5), CGSize(width: 500, height: 20), CGSize(width: 50, height: 20)]
        let result = solve(flow(FlowSpec(itemSize: .zero, itemSizes: sizes, minimumInteritemSpacing: 10), lineSpacing: 0), items: 3)
        #expect(result.diagnostics.contains { $0.kind == .invalidDimension })
        #expect(result.diagnostics.contains { $0.kind == .itemLargerThanGroup })
        #expect(frame(result, 1) == CGRect(x: 20, y: 10, width: 500, height: 20))
        #expect(frame(result, 2)?.minY == 30)
    }

    /// One item size that is not finite counts as 0 wide, with a diagnostic: 0-wide items with spacing 10 fill a
    /// line of 350 thirty-six at a time ((350 + 10) / 10), so three items keep to that line's columns, 10 apart:
    /// x 20, 30, 40.
    @Test func anItemSizeThatIsNotFiniteCountsAsZeroWithADiagnostic() {
        let result = solve(flow(FlowSpec(itemSize: CGSize(width: CGFloat.nan, height: 20), minimumInteritemSpacing: 10), lineSpacing: 0),
                           items: 3)
        #expect(result.diagnostics.contains { $0.kind == .invalidDimension })
        #expect(frame(result, 0) == CGRect(x: 20, y: 10, width: 0, height: 20))
        #expect(frame(result, 2) == CGRect(x: 40, y: 10, width: 0, height: 20))
    }

    /// Repeating sizes (a layout document's `itemSizes`) give item i sizes[i mod 2]: 200 × 40 and 100 × 20, spacing 10,
    /// lines 0 apart, room 350. Line 1: 200 + 10 + 100 = 310 ≤ 350, and a third item (200) would need 520: items 0
    /// and 1, the 50 left over in their one gap, so item 1 at x 20 + 200 + 50 = 270, centred across the 40-point line
    /// at y 10 + 10 = 20. Line 2 the same, from y 50 (packed, being the last of mixed sizes: item 3 at x 230).
    /// The place of a size too wide is the sizes' (`itemLengths`).
    @Test func repeatingSizesCycleOverTheItems() {
        let spec = FlowSpec(itemSize: .zero, itemSizes: [CGSize(width: 200, height: 40), CGSize(width: 100, height: 20)],
                            repeatsItemSizes: true, minimumInteritemSpacing: 10)
        #expect(spec.size(ofItem: 5) == CGSize(width: 100, height: 20))
        let result = solve(flow(spec, lineSpacing: 0), items: 4)
        #expect(frame(result, 1) == CGRect(x: 270, y: 20, width: 100, height: 20))
        #expect(frame(result, 2) == CGRect(x: 20, y: 50, width: 200, height: 40))
        #expect(frame(result, 3) == CGRect(x: 230, y: 60, width: 100, height: 20))
        let wide = solve(flow(FlowSpec(itemSize: .zero, itemSizes: [CGSize(width: 400, height: 10)], repeatsItemSizes: true,
                                       minimumInteritemSpacing: 10), lineSpacing: 0), items: 2)
        #expect(wide.diagnostics.map(\.place) == [LayoutDiagnostic.Place(.section, .itemLengths)])
    }

    /// A flow section description lowers as a flow layout's section: the inset from its reference, the line spacing
    /// between lines, and a header and footer of their length along the scroll axis spanning the section's reference
    /// width outside the inset — a 30-point header (its width ignored) at y 0, the first line at 30 + 10, two lines of
    /// 100 × 50 items 5 apart, the footer after the bottom inset: 40 + 50 + 5 + 50 + 10 = 155, 20 high.
    @Test func aFlowSectionDescriptionHasItsHeaderAndFooterOutsideTheInset() {
        let description = FlowSectionSpec(flow: FlowSpec(itemSize: CGSize(width: 100, height: 50), minimumInteritemSpacing: 10),
                                          minimumLineSpacing: 5, sectionInset: NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
                                          headerReferenceSize: CGSize(width: 999, height: 30), footerReferenceSize: CGSize(width: 0, height: 20))
        #expect(description.boundaryItems(scrollAxis: .horizontal).isEmpty == false)
        #expect(description.boundaryItems(scrollAxis: .horizontal).map(\.size.width) == [.absolute(999)])
        let result = solve(description.sectionSpec(scrollAxis: .vertical), items: 4)
        #expect(frame(result, 0) == CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(frame(result, 3) == CGRect(x: 20, y: 95, width: 100, height: 50))
        let boundaries = result.elements(in: CGRect(x: 0, y: 0, width: 390, height: 1000)).filter { $0.category == .supplementaryView }
            .sorted { $0.frame.minY < $1.frame.minY }.map(\.frame)
        #expect(boundaries == [CGRect(x: 0, y: 0, width: 390, height: 30), CGRect(x: 0, y: 155, width: 390, height: 20)])
        #expect(result.contentSize.height == 175)
    }
}
