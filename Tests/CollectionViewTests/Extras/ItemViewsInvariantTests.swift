import Testing
@_spi(Testing) import OpenCompositionalLayout
@testable import CollectionViewHost

private func row(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// Every visible row is at the index path `indexPath(for:)` names, `cellForRow(at:)` hands it back, and the
/// table's own maps hold exactly those cells; then the table's state checks itself.
@MainActor
private func expectTableBijection(_ table: UITableView, sourceLocation: SourceLocation = #_sourceLocation) {
    let paths = table.indexPathsForVisibleRows ?? []
    for indexPath in paths {
        let cell = table.cellForRow(at: indexPath)
        #expect(cell != nil, sourceLocation: sourceLocation)
        if let cell { #expect(table.indexPath(for: cell) == indexPath, sourceLocation: sourceLocation) }
    }
    #expect(table.visibleRowViews.cellCount == paths.count, sourceLocation: sourceLocation)
    #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == paths.count, sourceLocation: sourceLocation)
    table._checkInvariants()
}

/// A cell 44 pt tall whatever it shows.
private final class FortyFourPointCell: UITableViewCell {
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: 44)
    }
}

/// The item views' shared state (the visible-view bijection) as the table view uses it, and the bijection itself.
@MainActor
@Suite struct ItemViewsInvariantTests {
    @Test func tableScrollingKeepsTheRowMapsABijection() {
        // 1000 rows of 44 pt in an 844-pt table: 844 / 44 = 19.2, so rows 0…19 are on screen.
        let source = CountsDataSource([1000])
        let table = makeTable(.plain, source, rowHeight: 44)
        #expect(table.indexPathsForVisibleRows?.count == 20)
        expectTableBijection(table)
        // At 44 × 100 = 4400 the visible area 4400…5244 holds rows 100 (4400…4444) to 119 (5236…5280).
        table.contentOffset = CGPoint(x: 0, y: 4400)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == row(0, 100))
        #expect(table.indexPathsForVisibleRows?.last == row(0, 119))
        // The cell that showed row 0 now shows a row on screen (reused), so its index path is that row's.
        expectTableBijection(table)
    }

    @Test func tableUpdatesAndReloadsKeepTheRowMapsABijection() {
        let source = CountsDataSource([3])
        let table = makeTable(.plain, source, rowHeight: 44)
        let cellForRow2 = table.cellForRow(at: row(0, 2))
        let cellForRow0 = table.cellForRow(at: row(0, 0))
        // Insert a row at 0: old row 2 becomes row 3.
        source.counts = [4]
        table.insertRows(at: [row(0, 0)], with: .automatic)
        #expect(cellForRow2.flatMap(table.indexPath(for:)) == row(0, 3))
        expectTableBijection(table)
        // Delete rows 0 and 1 (the new row and old row 0): old row 0's cell leaves the screen and is found no more.
        source.counts = [2]
        table.performBatchUpdates {
            table.deleteRows(at: [row(0, 0), row(0, 1)], with: .fade)
        }
        #expect(cellForRow2.flatMap(table.indexPath(for:)) == row(0, 1))
        #expect(table.visibleCells.count == 2)
        if let cellForRow0, table.visibleCells.allSatisfy({ $0 !== cellForRow0 }) {
            #expect(table.indexPath(for: cellForRow0) == nil)
        }
        expectTableBijection(table)
        table.reloadData()
        #expect(table.visibleRowViews.isEmpty)
        table.layoutIfNeeded()
        expectTableBijection(table)
    }

    @Test func tableSectionViewsAreKeptByKey() {
        let source = CountsDataSource([2, 2])
        source.headerTitles = [0: "First", 1: "Second"]
        source.footerTitles = [1: "End"]
        let table = makeTable(.grouped, source, rowHeight: 44)
        #expect(table.headerView(forSection: 0) != nil && table.headerView(forSection: 1) != nil)
        #expect(table.footerView(forSection: 1) != nil)
        if let header = table.headerView(forSection: 1) {
            #expect(table.visibleRowViews.supplementaryKey(of: header) == UITableView.SectionViewKey(section: 1, isFooter: false))
        }
        expectTableBijection(table)
    }

    @Test func itemViewMapShowingAViewElsewhereMovesIt() {
        var map = ItemViewMap<String, UIView>()
        let a = UIView()
        let b = UIView()
        map.show(a, for: "one")
        map.show(b, for: "two")
        // `a` moves to "three": "one" is empty again, and the move names where it was.
        #expect(map.show(a, for: "three") == "one")
        #expect(map.view(for: "one") == nil)
        #expect(map.key(of: a) == "three")
        // `b` is replaced at "two": it is found no more.
        let c = UIView()
        #expect(map.show(c, for: "two") == nil)
        #expect(map.key(of: b) == nil)
        #expect(map.count == 2)
        map._checkInvariants()
        map.replaceAll(with: ["x": c, "y": a])
        #expect(map.key(of: c) == "x" && map.key(of: a) == "y")
        #expect(map.remove(for: "x") === c)
        #expect(map.key(of: c) == nil && map.count == 1)
        map._checkInvariants()
    }

    /// Both views stop measuring after the same number of rounds, with the same diagnostic kind. Rows estimated
    /// at 1000 pt that measure 44 pt come on screen one per round: round k shows rows 0…k-1, row k-1 at
    /// 44 · (k-1) with its 1000-pt estimate, and measures it. Twenty rows fill the 844-pt table (19 · 44 = 836 <
    /// 844), so one pass, bounded at 16 rounds, stops short with a `selfSizingLoop` diagnostic; the next pass
    /// measures rows 16…19 in four rounds, finds nothing new in the fifth, and settles without one.
    @Test func tableMeasuringStopsAtTheSharedBoundWithTheSharedDiagnostic() {
        #expect(MeasuringLoop.maximumRounds == 16)
        #expect(UICollectionView.maximumSelfSizingRounds == MeasuringLoop.maximumRounds)
        let source = CountsDataSource([100])
        source.cellClass = FortyFourPointCell.self
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let collector = DiagnosticCollector()
        table.diagnosticSink = collector.sink
        table.register(FortyFourPointCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 1000
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(collector.diagnostics.map(\.kind) == [UITableView.DiagnosticKind.selfSizingLoop.rawValue])
        #expect(collector.diagnostics.first?.message.hasPrefix("UITableView (<UITableView>) is stuck in its update/layout loop.") == true)
        // Rows 0…15 were measured: row 15 starts at 15 · 44 = 660.
        #expect(table.rectForRow(at: row(0, 15)) == CGRect(x: 0, y: 660, width: 390, height: 44))
        table.layoutIfNeeded()
        #expect(collector.diagnostics.count == 1)
        #expect(table.indexPathsForVisibleRows == (0...19).map { row(0, $0) })
        #expect(table.rectForRow(at: row(0, 19)) == CGRect(x: 0, y: 836, width: 390, height: 44))
        table._checkInvariants()
    }

    /// The table tells its delegate the net display changes of a pass, as the collection view does. Rows
    /// estimated at 10 pt that measure 44 pt: the first round shows rows 0…84 (84 · 10 = 840 < 844) and measures
    /// them; the second finds rows 0…19 on screen (19 · 44 = 836 < 844), so rows 20…84 appeared and left within
    /// the pass and the delegate hears `willDisplay` for rows 0…19 only, and no `didEndDisplaying`.
    @Test func tableDisplayEventsAreTheNetChangeOfThePass() {
        let source = CountsDataSource([100])
        source.cellClass = FortyFourPointCell.self
        let delegate = RecordingTableDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(FortyFourPointCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 10
        table.delegate = delegate
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (0...19).map { row(0, $0) })
        #expect(delegate.log == (0...19).map { "willDisplay 0.\($0)" })
        table._checkInvariants()
    }
}
