#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

@MainActor
@Suite struct UITableViewLayoutTests {
    @Test func fixedRowsStackFromTheTopAtTheirHeight() {
        // A plain table without a delegate: rows of rowHeight 50, edge to edge, one after another.
        let source = CountsDataSource([3])
        let table = makeTable(.plain, source, rowHeight: 50)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 100, width: 390, height: 50))
        #expect(table.contentSize == CGSize(width: 390, height: 150))
        #expect(table.visibleCells.count == 3)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 50, width: 390, height: 50))
        // A row the table does not hold has no frame.
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == .zero)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 151)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 60, width: 10, height: 50)) == [IndexPath(row: 1, section: 0),
                                                                                        IndexPath(row: 2, section: 0)])
    }

    @Test func groupedSectionsHaveTheirPaddingAboveTheHeader() {
        // Grouped: 35 pt above each section's header (UIKit's sectionHeaderTopPadding for grouped tables),
        // headers of 30, footers of 20, rows of 44 from the delegate's default (the table's rowHeight).
        let source = CountsDataSource([2, 1])
        source.headerTitles = [0: "First", 1: "Second"]
        source.footerTitles = [0: "End"]
        let delegate = RecordingTableDelegate()
        delegate.headerHeight = 30
        delegate.footerHeight = 20
        let table = makeTable(.grouped, source, delegate: delegate, rowHeight: 44)
        // Section 0: header 35…65, rows 65…109…153, footer 153…173.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 35, width: 390, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 65, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 109, width: 390, height: 44))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 153, width: 390, height: 20))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 35, width: 390, height: 138))
        // Section 1 starts at 173: header 208…238 (the explicit footer height applies to every section).
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 208, width: 390, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 238, width: 390, height: 44))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 282, width: 390, height: 20))
        #expect(table.contentSize.height == 302)
        // Titled headers are header–footer views with the grouped header configuration.
        let header = table.headerView(forSection: 0)
        #expect((header?.contentConfiguration as? UIListContentConfiguration)?.text == "First")
        #expect(header?.frame == CGRect(x: 0, y: 35, width: 390, height: 30))
    }

    @Test func insetGroupedRowsSitAtTheLayoutMargins() {
        // 390 pt wide: the system minimum margin is 16 pt (20 from 414 pt), so rows span 16…374.
        let source = CountsDataSource([1])
        let table = makeTable(.insetGrouped, source, rowHeight: 44)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 35, width: 358, height: 44))
        let wide = UITableView(frame: CGRect(x: 0, y: 0, width: 430, height: 932), style: .insetGrouped)
        wide.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        wide.rowHeight = 44
        wide.dataSource = source
        wide.layoutIfNeeded()
        #expect(wide.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 390, height: 44))
    }

    @Test func plainHeadersStickToTheTopWhileTheirSectionScrollsBy() {
        let source = CountsDataSource([20, 20])
        source.headerTitles = [0: "A", 1: "B"]
        let delegate = RecordingTableDelegate()
        delegate.headerHeight = 30
        let table = makeTable(.plain, source, delegate: delegate, rowHeight: 44)
        // Section 0: header 0…30, rows 30…910; section 1: header 910…940.
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 910, width: 390, height: 30))
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 200)
        // Near the section's end the next header pushes it up: at 890 the header ends where section 1 begins.
        table.contentOffset = CGPoint(x: 0, y: 890)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 880, width: 390, height: 30))
        #expect(table.headerView(forSection: 1)?.frame.minY == 910)
    }

    @Test func aTableHeaderViewComesBeforeTheFirstSection() {
        let source = CountsDataSource([2])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 50
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 200, width: 390, height: 40))
        #expect(table.contentSize.height == 240)
    }

    @Test func delegateHeightsGiveEachRowItsOwn() {
        let source = CountsDataSource([3])
        let delegate = RecordingTableDelegate()
        delegate.rowHeights = [IndexPath(row: 1, section: 0): 80]
        let table = makeTable(.plain, source, delegate: delegate, rowHeight: 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 124)
        #expect(table.contentSize.height == 168)
    }

    /// With a delegate (which may give each row its own height) and `estimatedRowHeight` left at
    /// `automaticDimension`, the table estimates the rows not yet shown at its `rowHeight`.
    @Test func rowsNotYetShownAreEstimatedAtTheRowHeight() {
        let source = CountsDataSource([20])
        let delegate = RecordingTableDelegate()
        delegate.rowHeights = [IndexPath(row: 10, section: 0): 50]
        let table = makeTable(.plain, source, delegate: delegate, rowHeight: 100, size: CGSize(width: 320, height: 480))
        // Rows 0…4 shown (100 pt by the delegate), rows 5…19 estimated at 100 pt.
        #expect(table.contentSize.height == 2000)
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 1000, width: 320, height: 100))
        // Shown, row 10 takes the delegate's 50 pt.
        table.contentOffset.y = 900
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 1000, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 11, section: 0)).minY == 1050)
        #expect(table.contentSize.height == 1950)
        withExtendedLifetime((source, delegate)) {}
    }

    /// UIKit reloads lazily: setting the data source asks it for nothing before the next layout pass, so a
    /// delegate set afterwards gives every row its height and hears `willDisplay` for each row shown.
    @Test func aDelegateSetAfterTheDataSourceGivesTheHeights() {
        let source = CountsDataSource([20])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let delegate = RecordingTableDelegate()
        for row in 0..<20 { delegate.rowHeights[IndexPath(row: row, section: 0)] = 60 }
        table.dataSource = source
        #expect(source.requested.isEmpty)
        #expect(table.visibleCells.isEmpty)
        table.delegate = delegate
        table.layoutIfNeeded()
        // 60-pt rows: rows 0…7 fill the 480 pt (row 8 starts at the bottom edge); the others are still
        // estimated at 44 pt: 8 × 60 + 12 × 44.
        #expect(table.indexPathsForVisibleRows == (0..<8).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.map(\.frame.height) == Array(repeating: 60, count: 8))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 180, width: 320, height: 60))
        #expect(table.contentSize.height == 1008)
        #expect(delegate.log == (0..<8).map { "willDisplay 0.\($0)" })

        // Another delegate replaces the heights: its own are asked for the rows on screen.
        let shorter = RecordingTableDelegate()
        for row in 0..<20 { shorter.rowHeights[IndexPath(row: row, section: 0)] = 30 }
        table.delegate = shorter
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 90, width: 320, height: 30))
        #expect(table.indexPathsForVisibleRows?.count == 16)
        #expect(table.visibleCells.allSatisfy { $0.frame.height == 30 })
        withExtendedLifetime((source, delegate, shorter)) {}
    }
}

@MainActor
@Suite struct UITableViewPrefetchingTests {
    final class Recorder: NSObject, UITableViewDataSourcePrefetching {
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.row))
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.row))
        }
    }

    @Test func rowsAheadOfTheScrollArePrefetched() {
        // 100-pt rows in an 800-pt table: rows 0…7 on screen, rows 8…15 the screen below.
        let source = CountsDataSource([100])
        let recorder = Recorder()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 100
        table.prefetchDataSource = recorder
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(recorder.prefetched.first == Array(8...15))
        // Scrolling down by one row shows row 8 and asks for row 16.
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(recorder.prefetched.last == [16])
        #expect(recorder.cancelled.isEmpty)
        // Scrolling back up turns the prefetched area above: rows 9…16 are cancelled (row 8 is still shown).
        table.contentOffset = CGPoint(x: 0, y: 50)
        table.layoutIfNeeded()
        #expect(recorder.cancelled.last == Array(9...16))
    }
}
