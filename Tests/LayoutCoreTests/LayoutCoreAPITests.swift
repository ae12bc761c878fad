// The layout core on its own: no UIKit-named classes, no main actor. A toolkit describes, solves and queries.
import CollectionGeometry
import Foundation
import LayoutCore
import Testing

@Suite struct LayoutCoreAPITests {
    /// A full-width row of `height` (estimated when asked) in a vertical group.
    private func list(height: DimensionSpec, spacing: CGFloat = 0) -> SectionSpec {
        let row = SizeSpec(width: .fractionalWidth(1), height: height)
        let item = ItemSpec(size: row, contentInsets: .zero, edgeSpacing: .none, supplementaries: [], group: nil)
        let group = ItemSpec(size: row, contentInsets: .zero, edgeSpacing: .none, supplementaries: [],
                             group: GroupSpec(kind: .vertical(.fill), subitems: [item], interItemSpacing: nil))
        return SectionSpec(group: group, contentInsets: NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16),
                           interGroupSpacing: spacing, contentInsetsReference: .automatic,
                           supplementaryContentInsetsReference: .automatic, orthogonalScrollingBehavior: .none,
                           boundaryItems: [], supplementariesFollowContentInsets: true, decorationItems: [],
                           hasVisibleItemsInvalidationHandler: false)
    }

    private func input(_ sections: [SectionSpec], counts: [Int]) -> LayoutInput {
        LayoutInput(viewSize: CGSize(width: 390, height: 844), scrollAxis: .vertical, interSectionSpacing: 20,
                    contentInsetsReference: .automatic, referenceInsets: .zero, globalBoundaryItems: [],
                    sections: sections, itemCounts: counts)
    }

    /// Rows of 44, spacing 4, insets 10/16: row k at y 10 + 48k, x 16, 358 wide. Section 1 starts after
    /// section 0's 10 + 3·44 + 2·4 + 10 = 160 plus 20 of inter-section spacing: its first row at 190.
    @Test func describeSolveQuery() throws {
        let result = LayoutResult(solving: input([list(height: .absolute(44), spacing: 4), list(height: .absolute(44))], counts: [3, 2]))
        #expect(result.contentSize == CGSize(width: 390, height: 180 + 10 + 88 + 10))
        #expect(result.cell(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 16, y: 106, width: 358, height: 44))
        #expect(result.cell(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 16, y: 190, width: 358, height: 44))
        let visible = result.elements(in: CGRect(x: 0, y: 100, width: 390, height: 100))
        #expect(visible.map(\.indexPath) == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])
        #expect(result.cell(at: IndexPath(item: 9, section: 0)) == nil)
        #expect(result.diagnostics.isEmpty)
    }

    /// Estimated rows of 44; row 1 measured at 100: row 2 starts at 10 + 44 + 100 = 154.
    @Test func measuredSizesReplaceEstimates() {
        var description = input([list(height: .estimated(44))], counts: [3])
        description.setMeasuredSize(CGSize(width: 358, height: 100), ofItemAt: IndexPath(item: 1, section: 0))
        let result = LayoutResult(solving: description)
        #expect(result.cell(at: IndexPath(item: 1, section: 0))?.frame.height == 100)
        #expect(result.cell(at: IndexPath(item: 2, section: 0))?.frame.minY == 154)
        #expect(description.measuredSize(ofItemAt: IndexPath(item: 1, section: 0))?.height == 100)
    }

    /// Measuring incrementally: rows estimated at 44 below a 10-pt inset; row 0 measured at 100 moves
    /// everything after its group (which started at y 10) by 100 − 44 = 56: row 1 from 54 to 110, and the
    /// content from 10 + 3·44 + 10 = 152 to 208. The same size again changes nothing.
    @Test func measuringIncrementallyShiftsWhatFollows() {
        let description = input([list(height: .estimated(44))], counts: [3])
        var result = LayoutResult(solving: description)
        let change = result.setMeasuredSize(CGSize(width: 358, height: 100), ofItemAt: IndexPath(item: 0, section: 0),
                                            input: description)
        #expect(change == .shifted(groupStart: 10, by: 56))
        #expect(result.cell(at: IndexPath(item: 1, section: 0))?.frame.minY == 110)
        #expect(result.contentSize.height == 208)
        #expect(result.setMeasuredSize(CGSize(width: 358, height: 100), ofItemAt: IndexPath(item: 0, section: 0),
                                       input: description) == .unchanged)
        #expect(result.setMeasuredSize(CGSize(width: CGFloat.nan, height: 100), ofItemAt: IndexPath(item: 1, section: 0),
                                       input: description) == .unchanged)
    }

    /// Property: measuring items one by one, in a scrambled order, gives the same frames as solving once
    /// with every measurement so far in the description: a list, a two-column grid of estimated rows, and
    /// a section of absolute rows (which ignores measurements).
    @Test func incrementalMeasurementEqualsAFullSolve() {
        var grid = list(height: .estimated(50))
        let half = SizeSpec(width: .fractionalWidth(0.5), height: .estimated(50))
        let cellSpec = ItemSpec(size: half, contentInsets: .zero, edgeSpacing: .none, supplementaries: [], group: nil)
        grid.group = ItemSpec(size: SizeSpec(width: .fractionalWidth(1), height: .estimated(50)), contentInsets: .zero,
                              edgeSpacing: .none, supplementaries: [],
                              group: GroupSpec(kind: .horizontal(.fill), subitems: [cellSpec], interItemSpacing: nil))
        let counts = [40, 30, 10]
        let description = input([list(height: .estimated(44), spacing: 3), grid, list(height: .absolute(30))], counts: counts)
        var incremental = LayoutResult(solving: description)
        var full = description
        // Every item of every section, visited in a scrambled but fixed order (7 is coprime to 80).
        let all = counts.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
        for step in 0..<all.count {
            let path = all[(step * 7) % all.count]
            let size = CGSize(width: 100, height: CGFloat(20 + (step * 37) % 90))
            _ = incremental.setMeasuredSize(size, ofItemAt: path, input: description)
            full.setMeasuredSize(size, ofItemAt: path)
            if step % 10 == 9 || step == all.count - 1 {
                let solved = LayoutResult(solving: full)
                #expect(incremental.contentSize == solved.contentSize, "after \(step + 1) measurements")
                for path in all {
                    #expect(incremental.cell(at: path)?.frame == solved.cell(at: path)?.frame, "\(path) after \(step + 1)")
                }
            }
        }
    }

    /// A waterfall from the core alone: two columns (390 − 10)/2 = 190 wide at x 0 and 200, items 5 apart,
    /// lengths 100, 50, 80, 60 repeating, shortest column first (ties to the leading column). Item 0 → column
    /// 0 (0–100); item 1 → column 1 (0–50); item 2 → column 1, the shorter (55–135); item 3 → column 0
    /// (105–165). Items far down are placed when a query needs them.
    @Test func waterfallFromTheCore() {
        var section = list(height: .estimated(44))
        section.contentInsets = .zero
        section.waterfall = WaterfallSpec(columns: .count(2), interItemSpacing: 5, interColumnSpacing: 10, policy: .shortestColumn)
        let description = input([section], counts: [1_000])
        let lengths: [CGFloat] = [100, 50, 80, 60]
        let sources: WaterfallSources = { _ in WaterfallItemSource(length: { item, _ in .absolute(lengths[item % 4]) }) }
        var result = LayoutResult(solving: description, waterfallSources: sources)
        #expect(result.cell(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 190, height: 100))
        #expect(result.cell(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 0, width: 190, height: 50))
        #expect(result.cell(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 200, y: 55, width: 190, height: 80))
        #expect(result.cell(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 105, width: 190, height: 60))
        let far = CGRect(x: 0, y: 20_000, width: 390, height: 844)
        #expect(result.elements(in: far).isEmpty)
        let placed = result.placeWaterfallItems(meeting: far, input: description, sources: sources)
        #expect(placed)
        #expect(!result.elements(in: far).isEmpty)
        #expect(result.elements(in: far).allSatisfy { $0.frame.maxY > 20_000 && $0.frame.minY < 20_844 })
    }

    /// A custom group asks its provider with the provider's number.
    @Test func customGroupsAskTheirProvider() {
        let size = SizeSpec(width: .fractionalWidth(1), height: .absolute(100))
        let group = ItemSpec(size: size, contentInsets: .zero, edgeSpacing: .none, supplementaries: [],
                             group: GroupSpec(kind: .custom(7), subitems: [], interItemSpacing: nil))
        var section = list(height: .absolute(1))
        section.group = group
        section.contentInsets = .zero
        let result = LayoutResult(solving: input([section], counts: [2])) { provider, groupSize, _ in
            #expect(provider == 7)
            return [CustomItemFrame(frame: CGRect(x: 0, y: 0, width: groupSize.width / 2, height: 50)),
                    CustomItemFrame(frame: CGRect(x: groupSize.width / 2, y: 50, width: groupSize.width / 2, height: 50), zIndex: 3)]
        }
        #expect(result.cell(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 195, y: 50, width: 195, height: 50))
        #expect(result.cell(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
    }

    /// The description and the element model are `Codable`: a round trip through JSON gives the same
    /// values, and solving the decoded description gives the same elements.
    @Test func descriptionAndElementsRoundTripThroughJSON() throws {
        let original = input([list(height: .estimated(44), spacing: 4)], counts: [5])
        let data = try JSONEncoder().encode(original)
        let decoded = try JSONDecoder().decode(LayoutInput.self, from: data)
        #expect(decoded.sections == original.sections)
        #expect(decoded.itemCounts == [5])
        let everything = CGRect(x: 0, y: 0, width: 390, height: 10_000)
        let elements = LayoutResult(solving: original).elements(in: everything)
        #expect(LayoutResult(solving: decoded).elements(in: everything) == elements)
        let elementData = try JSONEncoder().encode(elements)
        #expect(try JSONDecoder().decode([LayoutElement].self, from: elementData) == elements)
    }
}
