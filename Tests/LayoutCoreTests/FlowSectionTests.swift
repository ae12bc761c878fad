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

    /// Measuring an estimating flow section (100 × 50 estimates, spacing 10, lines 15 apart, room 350: three a line).
    /// Item 0 measured 100 × 80 first: line 0 is 80 thick (items 1 and 2 centred across it at y 10 + 15 = 25), line 1
    /// at 10 + 80 + 15 = 105, line 2 at 170; the sizes now differ, so the last line (item 6) packs to the leading
    /// edge. Item 4 then measures 100 × 70: only line 1 changes (70 thick: items 3 and 5 at y 115), and what follows
    /// moves by 20: line 2 at 190, content 190 + 50 + 10 = 250. Item 5 then measures 200 wide: 100 + 10 + 100 + 10 +
    /// 200 = 420 > 350, so it starts the next line with item 6 (200 + 10 + 100 = 310 fits): line 1 holds 3 and 4
    /// spread (gap 350 − 200 = 150: x 20, 270), line 2 packs 5 and 6 at x 20 and 230; no line changed thickness.
    @Test func measuringAFlowSectionBreaksOnlyTheLinesItChanges() throws {
        let spec = flow(FlowSpec(itemSize: CGSize(width: 100, height: 50), minimumInteritemSpacing: 10, estimatesItemSizes: true),
                        lineSpacing: 15)
        let description = LayoutInput(viewSize: CGSize(width: 390, height: 844), scrollAxis: .vertical, interSectionSpacing: 0,
                                      contentInsetsReference: .none, referenceInsets: .zero, globalBoundaryItems: [],
                                      sections: [spec], itemCounts: [7])
        var result = LayoutResult(solving: description)
        #expect(result.setMeasuredSize(CGSize(width: 100, height: 80), ofItemAt: IndexPath(item: 0, section: 0), input: description)
                == .solvedAgain)
        #expect(frame(result, 1) == CGRect(x: 145, y: 25, width: 100, height: 50))
        #expect(frame(result, 3)?.minY == 105)
        #expect(frame(result, 6) == CGRect(x: 20, y: 170, width: 100, height: 50))

        #expect(result.setMeasuredSize(CGSize(width: 100, height: 70), ofItemAt: IndexPath(item: 4, section: 0), input: description)
                == .shifted(groupStart: 105, by: 20))
        #expect(frame(result, 4) == CGRect(x: 145, y: 105, width: 100, height: 70))
        #expect(frame(result, 3) == CGRect(x: 20, y: 115, width: 100, height: 50))
        #expect(frame(result, 6) == CGRect(x: 20, y: 190, width: 100, height: 50))
        #expect(result.contentSize.height == 250)

        #expect(result.setMeasuredSize(CGSize(width: 200, height: 50), ofItemAt: IndexPath(item: 5, section: 0), input: description)
                == .shifted(groupStart: 105, by: 0))
        #expect(frame(result, 4) == CGRect(x: 270, y: 105, width: 100, height: 70))
        #expect(frame(result, 5) == CGRect(x: 20, y: 190, width: 200, height: 50))
        #expect(frame(result, 6) == CGRect(x: 230, y: 190, width: 100, height: 50))
        #expect(result.contentSize.height == 250)
    }

    /// Property: measuring an estimating flow section item by item (sizes that move items between lines, and a
    /// section after it that moves with it) gives the frames and content size of one solve with every measurement.
    @Test func incrementalFlowMeasurementEqualsAFullSolve() {
        let spec = flow(FlowSpec(itemSize: CGSize(width: 80, height: 40), minimumInteritemSpacing: 8, estimatesItemSizes: true),
                        lineSpacing: 6)
        let after = flow(FlowSpec(itemSize: CGSize(width: 350, height: 30), minimumInteritemSpacing: 0), lineSpacing: 0)
        let counts = [90, 5]
        let description = LayoutInput(viewSize: CGSize(width: 390, height: 844), scrollAxis: .vertical, interSectionSpacing: 12,
                                      contentInsetsReference: .none, referenceInsets: .zero, globalBoundaryItems: [],
                                      sections: [spec, after], itemCounts: counts)
        var incremental = LayoutResult(solving: description)
        var full = description
        let all = counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
        // Every item of the flow section, in a scrambled but fixed order (7 is coprime to 90), some twice.
        for step in 0..<120 {
            let path = IndexPath(item: (step * 7) % 90, section: 0)
            let size = CGSize(width: CGFloat(30 + (step * 53) % 200), height: CGFloat(20 + (step * 37) % 60))
            _ = incremental.setMeasuredSize(size, ofItemAt: path, input: description)
            full.setMeasuredSize(size, ofItemAt: path)
            if step % 15 == 14 {
                let solved = LayoutResult(solving: full)
                #expect(incremental.contentSize == solved.contentSize, "after \(step + 1) measurements")
                for path in all {
                    #expect(incremental.cell(at: path)?.frame == solved.cell(at: path)?.frame, "\(path) after \(step + 1)")
                }
                let rect = CGRect(x: 0, y: 300, width: 390, height: 400)
                #expect(incremental.elements(in: rect).map(\.frame) == solved.elements(in: rect).map(\.frame))
            }
        }
    }

    /// Property: measuring in scroll order (the items after the last measured one stay a uniform run of lines), with
    /// widths that move items between lines, an item far ahead measured now and then (its lines are made explicit),
    /// and one measured back to its estimate, gives the frames, rect queries and content size of a full solve.
    @Test func measuringInScrollOrderEqualsAFullSolve() {
        let spec = flow(FlowSpec(itemSize: CGSize(width: 100, height: 50), minimumInteritemSpacing: 10, estimatesItemSizes: true),
                        lineSpacing: 5)
        let after = flow(FlowSpec(itemSize: CGSize(width: 350, height: 30), minimumInteritemSpacing: 0), lineSpacing: 0)
        let counts = [400, 3]
        let description = LayoutInput(viewSize: CGSize(width: 390, height: 844), scrollAxis: .vertical, interSectionSpacing: 7,
                                      contentInsetsReference: .none, referenceInsets: .zero, globalBoundaryItems: [],
                                      sections: [spec, after], itemCounts: counts)
        var incremental = LayoutResult(solving: description)
        var full = description
        let all = counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
        var order = Array(0..<160)
        order.insert(300, at: 40)
        order.insert(399, at: 90)
        order.insert(5, at: 120)
        for (step, item) in order.enumerated() {
            let size = item == 5 && step > 100 ? CGSize(width: 100, height: 50)
                : CGSize(width: CGFloat(60 + (item * 41) % 90), height: CGFloat(30 + (item * 17) % 40))
            _ = incremental.setMeasuredSize(size, ofItemAt: IndexPath(item: item, section: 0), input: description)
            full.setMeasuredSize(size, ofItemAt: IndexPath(item: item, section: 0))
            if step % 20 == 19 || step == order.count - 1 {
                let solved = LayoutResult(solving: full)
                #expect(incremental.contentSize == solved.contentSize, "after \(step + 1) measurements")
                for path in all {
                    #expect(incremental.cell(at: path)?.frame == solved.cell(at: path)?.frame, "\(path) after \(step + 1)")
                }
                for top in stride(from: 0, to: solved.contentSize.height, by: 700) {
                    let rect = CGRect(x: 0, y: top, width: 390, height: 844)
                    #expect(incremental.elements(in: rect).map(\.frame) == solved.elements(in: rect).map(\.frame), "rect at \(top)")
                }
            }
        }
    }

    /// A rect query and a single-item query answer the same frame to the bit, lines of thirds of a point included
    /// (origins summed in another order could differ in the last bits).
    @Test func rectAndItemQueriesAgreeToTheBit() {
        let spec = flow(FlowSpec(itemSize: CGSize(width: 100, height: 50), minimumInteritemSpacing: 10, estimatesItemSizes: true),
                        lineSpacing: 1.0 / 3.0)
        let description = LayoutInput(viewSize: CGSize(width: 390, height: 844), scrollAxis: .vertical, interSectionSpacing: 0,
                                      contentInsetsReference: .none, referenceInsets: .zero, globalBoundaryItems: [],
                                      sections: [spec], itemCounts: [600])
        var result = LayoutResult(solving: description)
        for item in 0..<300 {
            let height = CGFloat(30 + item % 7) + CGFloat(item % 3) / 3
            _ = result.setMeasuredSize(CGSize(width: CGFloat(70 + item % 50), height: height), ofItemAt: IndexPath(item: item, section: 0),
                                       input: description)
        }
        for top in stride(from: CGFloat(0), to: result.contentSize.height, by: 500) {
            for element in result.elements(in: CGRect(x: 0, y: top, width: 390, height: 844)) where element.category == .cell {
                #expect(result.cell(at: IndexPath(item: element.item, section: 0))?.frame == element.frame, "item \(element.item)")
            }
        }
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
