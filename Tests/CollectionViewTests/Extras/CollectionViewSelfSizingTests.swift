import Testing
import OpenCompositionalLayout

/// Self-sizing driven by the cells, as in UIKit: a realized cell or supplementary view whose layout size is
/// estimated is asked for `preferredLayoutAttributesFitting(_:)` during the layout pass, the layout takes
/// the answer through its preferred-attributes invalidation, and the pass repeats until what is visible
/// is stable.
@MainActor
@Suite struct CollectionViewSelfSizingTests {
    /// Twenty rows estimated at 44 that prefer 30, in a 320 × 300 view.
    /// Round 1: estimates put rows 0–6 on screen (row 6 spans 264…308); they measure 30, so they end at 210.
    /// Round 2: rows 7–9 enter at 210, 254, 298 (estimates); measured, rows 0–9 fill 0…300 exactly.
    /// Round 3: row 10 starts at 300, touching the bottom edge only: nothing enters, the pass ends.
    /// Row i is at 30 i; row 10, never measured, keeps its estimate at y 300; content 300 + 10 · 44 = 740.
    @Test func cellsGetTheirPreferredHeightsInOneLayoutPass() throws {
        let source = HeightSource(Array(repeating: 30, count: 20))
        let recorder = DisplayRecorder()
        let view = makeSizingView(source)
        view.delegate = recorder
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == (0..<10).map { IndexPath(item: $0, section: 0) })
        for row in 0..<10 {
            let cell = try #require(view.cellForItem(at: IndexPath(item: row, section: 0)) as? SizedCell)
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(30 * row), width: 320, height: 30), "row \(row)")
            #expect(cell.measureCount == 1, "row \(row) measured once")
        }
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame
                == CGRect(x: 0, y: 300, width: 320, height: 44))
        #expect(view.contentSize == CGSize(width: 320, height: 740))
        // The delegate hears about the ten rows that ended up on screen, once each, and nothing else.
        #expect(recorder.willDisplay == (0..<10).map { IndexPath(item: $0, section: 0) })
        #expect(recorder.didEndDisplaying.isEmpty)
        #expect(view.diagnostics.isEmpty)
        // A second pass with nothing changed measures nothing.
        view.layoutIfNeeded()
        #expect(view.visibleCells.compactMap { ($0 as? SizedCell)?.measureCount } == Array(repeating: 1, count: 10))
    }

    /// Rows that measure larger push the later rows down: rows prefer 100, 60, 80 (estimate 44), so rows
    /// 1 and 2 start at 100 and 160, and row 3 (estimate) at 240.
    @Test func laterRowsMove() {
        let source = HeightSource([100, 60, 80, 44, 44, 44, 44, 44])
        let view = makeSizingView(source)
        view.layoutIfNeeded()
        let frames = (0..<4).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 0, y: 100, width: 320, height: 60),
                           CGRect(x: 0, y: 160, width: 320, height: 80), CGRect(x: 0, y: 240, width: 320, height: 44)])
    }

    /// List cells measure their `UIListContentConfiguration` (worked numbers from the list content tests:
    /// one body line is 11 + 61/3 + 11 = 127/3, raised to the 44-point minimum list row; a subtitle cell is
    /// 11 + 61/3 + 3 + 54/3 + 11 = 190/3). Rows: 0…44, 44…(44 + 190/3), then 322/3…322/3 + 44.
    @Test func listCellsMeasureTheirContentConfiguration() throws {
        let source = ListTextSource(texts: [("Hello", nil), ("Hello", "World"), ("Hello", nil)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: estimatedListLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        let frames = try (0..<3).map { try #require(view.cellForItem(at: IndexPath(item: $0, section: 0))).frame }
        #expect(frames[0].minY == 0 && frames[0].height == 44)
        #expect(close(frames[1].minY, 44) && close(frames[1].height, 190.0 / 3))
        #expect(close(frames[2].minY, 322.0 / 3) && close(frames[2].height, 44))
        #expect(frames.allSatisfy { $0.width == 390 })
        withExtendedLifetime(source) {}
    }

    /// A new content configuration re-measures the cell (iOS 16 self-sizing invalidation): row 0 becomes a
    /// subtitle cell, 190/3 tall, and row 1 moves to 190/3.
    @Test func aNewContentConfigurationResizesTheCell() throws {
        let source = ListTextSource(texts: [("Hello", nil), ("Hello", nil)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: estimatedListLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Hello"
        content.secondaryText = "World"
        cell.contentConfiguration = content
        view.layoutIfNeeded()
        #expect(close(cell.frame.height, 190.0 / 3))
        let next = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(close(next.frame.minY, 190.0 / 3))
        withExtendedLifetime(source) {}
    }

    /// Reconfiguring an item whose handler sets a taller configuration resizes it at the next layout pass:
    /// row 0 becomes a subtitle cell (190/3) and row 1 moves from 44 to 190/3.
    @Test func reconfiguredItemsAreMeasuredAgain() throws {
        let source = ListTextSource(texts: [("Hello", nil), ("Hello", nil)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: estimatedListLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 44)
        source.texts[0] = ("Hello", "World")
        view.performBatchUpdates { view.reconfigureItems(at: [IndexPath(item: 0, section: 0)]) }
        view.layoutIfNeeded()
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(close(first.frame.height, 190.0 / 3))
        #expect(close(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY ?? 0, 190.0 / 3))
        withExtendedLifetime(source) {}
    }

    /// 100 rows that measure 44 (their estimate) in a 320 × 300 view, scrolled to y 1000: rows 22 (968…1012,
    /// straddling the top edge) to 29 are on screen. Row 22's content grows to 104 (+60) and the cell
    /// invalidates its size: the layout grows above the visible top, so the offset moves by 60 to 1060 and
    /// row 23 (1012 → 1072) stays 12 points below the top of the screen.
    @Test func contentAboveTheViewportGrowingKeepsVisibleRowsStill() throws {
        let source = HeightSource(Array(repeating: 44, count: 100))
        let view = makeSizingView(source)
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 1000)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 22, section: 0))
        let straddling = try #require(view.cellForItem(at: IndexPath(item: 22, section: 0)) as? SizedCell)
        let below = try #require(view.cellForItem(at: IndexPath(item: 23, section: 0)))
        #expect(below.frame.minY - view.contentOffset.y == 12)
        straddling.preferredHeight = 104
        straddling.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: 1060))
        #expect(straddling.frame == CGRect(x: 0, y: 968, width: 320, height: 104))
        #expect(below.frame.minY == 1072)
        #expect(below.frame.minY - view.contentOffset.y == 12)
    }

    /// A row on screen growing moves the rows after it, not the offset: rows of 44, row 1 grows to 100 through
    /// its content view; row 2 moves from 88 to 144.
    @Test func contentViewInvalidationResizesTheCell() throws {
        let source = HeightSource(Array(repeating: 44, count: 10))
        let view = makeSizingView(source)
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? SizedCell)
        cell.preferredHeight = 100
        // Without an invalidation the cell is not asked again.
        view.layoutIfNeeded()
        #expect(cell.frame.height == 44)
        cell.contentView.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 144)
        #expect(view.contentOffset == .zero)
    }

    /// Under `.enabledIncludingConstraints` (the default) a label in the content view getting new text stands
    /// in for an Auto Layout change and re-measures the cell; under `.enabled` it does not. The cell measures
    /// its label inside the content view's 8-point margins: one 17-pt line is 61/3 (20.287… on the 3× grid),
    /// so 61/3 + 16 = 109/3; two lines (40.574… → 122/3) give 122/3 + 16 = 170/3.
    @Test func labelChangesInvalidateUnderEnabledIncludingConstraints() throws {
        let source = LabelSource(texts: ["Hello", "Hello"])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: estimatedListLayout())
        view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        view.dataSource = source
        view.layoutIfNeeded()
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)
        #expect(close(first.frame.height, 109.0 / 3))
        first.label.text = "Hello\nWorld"
        view.layoutIfNeeded()
        #expect(close(first.frame.height, 170.0 / 3))
        #expect(close(second.frame.minY, 170.0 / 3))
        view.selfSizingInvalidation = .enabled
        second.label.text = "Hello\nWorld"
        view.layoutIfNeeded()
        #expect(close(second.frame.height, 109.0 / 3))
        withExtendedLifetime(source) {}
    }

    /// `selfSizingInvalidation = .disabled`: invalidating a cell changes nothing; the row keeps the size it
    /// was measured at when it appeared (44), as on iOS 16.
    @Test func disabledInvalidationKeepsTheMeasuredSize() throws {
        let source = HeightSource(Array(repeating: 44, count: 10))
        let view = makeSizingView(source)
        #expect(view.selfSizingInvalidation == .enabledIncludingConstraints)
        view.selfSizingInvalidation = .disabled
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? SizedCell)
        cell.preferredHeight = 100
        cell.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(cell.frame.height == 44)
        #expect(cell.measureCount == 1)
        view.selfSizingInvalidation = .enabled
        cell.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(cell.frame.height == 100)
    }

    /// A header estimated at 30 that prefers 80, over rows of 50 (absolute, never asked): the header is
    /// 0…80 and row 0 starts at 80.
    @Test func selfSizingHeader() throws {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let source = HeightSource(Array(repeating: nil, count: 5))
        let view = makeSizingView(source, layout: UICollectionViewCompositionalLayout(section: section))
        view.layoutIfNeeded()
        let header = try #require(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 0)) as? SizedHeader)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(header.measureCount == 1)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 80, width: 320, height: 50))
        #expect(view.visibleCells.allSatisfy { ($0 as? SizedCell)?.measureCount == 0 })
    }

    /// `uniformAcrossSiblings`: three quarter-width items (80) estimated at 50 prefer 30, 90 and 60; every
    /// item of the row takes the tallest, 90, and the next row starts at 90.
    @Test func uniformAcrossSiblingsTakesTheTallest() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            repeatingSubitem: item, count: 3)
        let source = HeightSource([30, 90, 60, 40, 40, 40])
        let view = makeSizingView(source, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        view.layoutIfNeeded()
        let frames = (0..<4).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 80, height: 90), CGRect(x: 80, y: 0, width: 80, height: 90),
                           CGRect(x: 160, y: 0, width: 80, height: 90), CGRect(x: 0, y: 90, width: 80, height: 40)])
    }

    /// Waterfall items whose length is estimated self-size too, and keep the column they were first placed in.
    /// Two 160-pt columns in a 320 × 300 view, items estimated at 100 preferring 50, 120, 70, 60, 40, 30, then 100.
    /// The first pass places items 0–7 on their estimates, alternately (shortest column, ties to the leading
    /// one): even items in column 0, odd ones in column 1. Measured in order, each column restacks its own
    /// items: column 0 holds 0 (0…50), 2 (50…120), 4 (120…160), 6 (160…260); column 1 holds 1 (0…120),
    /// 3 (120…180), 5 (180…210), 7 (210…310). Items 6 and 7 measure their estimate, so nothing else changes.
    @Test func waterfallItemsSelfSize() {
        var configuration = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
        configuration.itemHeightProvider = { _, _ in .estimated(100) }
        let source = HeightSource([50, 120, 70, 60, 40, 30] + Array(repeating: 100, count: 6))
        let view = makeSizingView(source, layout: UICollectionViewCompositionalLayout.waterfall(using: configuration))
        view.layoutIfNeeded()
        let frames = (0..<8).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 160, height: 50), CGRect(x: 160, y: 0, width: 160, height: 120),
                           CGRect(x: 0, y: 50, width: 160, height: 70), CGRect(x: 160, y: 120, width: 160, height: 60),
                           CGRect(x: 0, y: 120, width: 160, height: 40), CGRect(x: 160, y: 180, width: 160, height: 30),
                           CGRect(x: 0, y: 160, width: 160, height: 100), CGRect(x: 160, y: 210, width: 160, height: 100)])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 160, y: 120, width: 160, height: 60))
    }

    /// Items with an estimated width (tags) are measured on the horizontal axis only: three items estimated
    /// 50 × 30 (absolute height) in a row, preferring widths 70, 90 and 40 (and a height of 99, ignored), sit
    /// at x 0, 70 and 160, 30 tall.
    @Test func estimatedWidthsSelfSizeHorizontally() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(30)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item])
        let source = HeightSource([99, 99, 99])
        source.widths = [70, 90, 40]
        let view = makeSizingView(source, layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        view.layoutIfNeeded()
        let frames = try (0..<3).map { try #require(view.cellForItem(at: IndexPath(item: $0, section: 0))).frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 70, height: 30), CGRect(x: 70, y: 0, width: 90, height: 30),
                           CGRect(x: 160, y: 0, width: 40, height: 30)])
        #expect((view.cellForItem(at: IndexPath(item: 0, section: 0)) as? SizedCell)?.selfSizingAxes == .horizontal)
    }

    /// A new width drops the layout's measurements; the visible cells are measured again at the new width:
    /// rows preferring 30 stay 30 tall, now 400 wide, each cell asked twice in all.
    @Test func aNewWidthMeasuresTheVisibleCellsAgain() {
        let source = HeightSource(Array(repeating: 30, count: 20))
        let view = makeSizingView(source)
        view.layoutIfNeeded()
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 90, width: 400, height: 30))
        #expect(view.visibleCells.count == 10)
        #expect(view.visibleCells.allSatisfy { ($0 as? SizedCell)?.measureCount == 2 })
    }

    /// Property: scrolling a list of list cells whose text varies from one to several lines, one layout pass
    /// per 120-point step, every row on screen has the height its own content measures at the list's width,
    /// rows follow one another without gaps (to floating-point rounding), and nothing is reported.
    @Test func scrollingAVariedListShowsMeasuredRows() throws {
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
        let texts: [(String, String?)] = (0..<300).map { item in
            let count = 1 + (item * 7) % 25
            return ((0..<count).map { words[($0 + item) % words.count] }.joined(separator: " "), item % 4 == 0 ? "Detail" : nil)
        }
        let source = ListTextSource(texts: texts)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: estimatedListLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        for step in 1...40 {
            view.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 120)
            view.layoutIfNeeded()
            var previous: CGRect?
            for indexPath in view.indexPathsForVisibleItems {
                let cell = try #require(view.cellForItem(at: indexPath))
                let measured = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required,
                                                            verticalFittingPriority: .fittingSizeLevel)
                #expect(close(cell.frame.height, measured.height), "row \(indexPath.item) at step \(step)")
                if let previous { #expect(close(cell.frame.minY, previous.maxY), "row \(indexPath.item) follows") }
                previous = cell.frame
            }
        }
        #expect(view.diagnostics.isEmpty)
        withExtendedLifetime(source) {}
    }

    /// A cell that prefers a new size at every measurement and invalidates itself whenever a frame is
    /// applied never settles. The pass stops after its bound of 16 rounds — one measurement each — with
    /// UIKit's "stuck in its update/layout loop" message as a diagnostic, and a later pass ends too.
    @Test func aCellThatNeverSettlesEndsTheLoop() throws {
        let source = HeightSource([nil])
        source.growth = 10
        let view = makeSizingView(source)
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? SizedCell)
        #expect(cell.measureCount == 16)
        #expect(view.diagnostics.map(\.kind) == [.selfSizingLoop])
        #expect(view.diagnostics.first?.message.contains("is stuck in its update/layout loop") == true)
        // The last measurement (44 + 16 · 10) is what the layout holds.
        #expect(cell.frame.height == 204)
        view.layoutIfNeeded()
        #expect(cell.measureCount == 32)
        #expect(view.diagnostics.count == 2)
    }

    /// Preferred heights that are not lengths (NaN, infinite, negative) are ignored: the row keeps its
    /// estimate, 44, and a diagnostic names the cell.
    @Test(arguments: [CGFloat.nan, .infinity, -5])
    func unusablePreferredHeightsKeepTheEstimate(height: CGFloat) {
        let source = HeightSource([height, 44])
        let view = makeSizingView(source)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(view.diagnostics.map(\.kind) == [.invalidPreferredSize])
        #expect(view.diagnostics.first?.message.contains("path = 0 - 0") == true)
    }

    /// An enormous preferred height (10¹²) is clamped to 10,000,000 (UIKit's `layoutFittingExpandedSize`):
    /// row 1 starts there.
    @Test func enormousPreferredHeightsAreClamped() {
        let source = HeightSource([1e12, 44])
        let view = makeSizingView(source)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 10_000_000)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 10_000_000)
        #expect(view.diagnostics.map(\.kind) == [.invalidPreferredSize])
    }

    /// A zero preferred height is applied, as in UIKit, with a diagnostic: rows prefer 0, 50, 50, so row 0
    /// is empty at y 0 and leaves the screen (an empty frame meets nothing); rows 1 and 2 are 0…50 and 50…100.
    /// Row 0 appeared and left within the pass, so the delegate hears of rows 1 and 2 only.
    @Test func zeroPreferredHeightCollapsesTheRow() {
        let source = HeightSource([0, 50, 50])
        let recorder = DisplayRecorder()
        let view = makeSizingView(source)
        view.delegate = recorder
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 0))
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(recorder.willDisplay == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(recorder.didEndDisplaying.isEmpty)
        #expect(view.diagnostics.map(\.kind) == [.invalidPreferredSize])
    }

    /// Only estimated axes are measured: a cell that also prefers a width of 10 keeps the layout's 320.
    @Test func onlyEstimatedAxesChange() {
        let source = HeightSource([60])
        let view = makeSizingView(source)
        view.layoutIfNeeded()
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? SizedCell
        #expect(cell?.selfSizingAxes == .vertical)
        cell?.preferredWidth = 10
        cell?.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(cell?.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    }

    /// A registration handler's `isHidden = true` survives the self-sizing rounds and later passes: list rows
    /// are subtitle cells measuring 190/3 (not their 44 estimate), so the pass runs more than one round.
    @Test func registrationHandlersIsHiddenSurvives() throws {
        let source = ListTextSource(texts: Array(repeating: ("Hello", "World"), count: 4))
        source.hiddenItem = 1
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: estimatedListLayout())
        view.dataSource = source
        view.layoutIfNeeded()
        let hidden = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(hidden.isHidden)
        #expect(close(hidden.frame.minY, 190.0 / 3))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isHidden == false)
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(hidden.isHidden)
        withExtendedLifetime(source) {}
    }
}

/// A data source of list cells showing a text and an optional secondary text (a subtitle cell then),
/// configured by a registration; the handler hides `hiddenItem`.
@MainActor
final class ListTextSource: NSObject, UICollectionViewDataSource {
    var texts: [(String, String?)]
    var hiddenItem: Int?
    var registration: UICollectionView.CellRegistration<UICollectionViewListCell, Int>!

    init(texts: [(String, String?)]) {
        self.texts = texts
        super.init()
        registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [weak self] cell, _, item in
            guard let self else { return }
            let (text, secondary) = self.texts[item]
            var content = secondary == nil ? UIListContentConfiguration.cell() : UIListContentConfiguration.subtitleCell()
            content.text = text
            content.secondaryText = secondary
            cell.contentConfiguration = content
            if item == self.hiddenItem { cell.isHidden = true }
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

/// A cell showing one multi-line label in its content view (measured from the label's intrinsic size).
@MainActor
final class LabelCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}

/// A data source of `LabelCell`s showing `texts`.
@MainActor
final class LabelSource: NSObject, UICollectionViewDataSource {
    var texts: [String]
    init(texts: [String]) { self.texts = texts }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
        (cell as? LabelCell)?.label.text = texts[indexPath.item]
        return cell
    }
}
