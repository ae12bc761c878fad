#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Legacy rows under a title in every section.
@MainActor
final class TitledSectionsDataSource: NSObject, UITableViewDataSource {
    let sections: Int
    let rows: Int
    init(sections: Int, rows: Int) {
        self.sections = sections
        self.rows = rows
    }
    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

/// While rows and headers above the visible area measure themselves, what is on screen stays still: the first
/// row fully visible when a pass first measures something keeps its place on screen (the rule the collection
/// view's self-sizing follows too). UIKit documents no rule; this is the project's.
@MainActor
@Suite struct UITableViewScrollAnchorTests {
    /// 40 rows estimated at 100 (`rowHeight`), each 50 by the delegate, in a 320 × 480 table. The first pass
    /// measures rows 0…9 (0…500). At offset 2000 the estimates put row 25 at 500 + 15 × 100 = 2000, fully
    /// visible first: measuring rows 25… keeps it at 2000, 0 pt from the top. Scrolling up 30 (offset 1970)
    /// shows row 24 (1900…2000, estimated) partly; row 25 is the first row fully visible, 30 pt from the top.
    /// Row 24 measures 50 and starts at 1900, so row 25 moves to 1950 and the offset follows to 1920: row 25
    /// stays 30 pt from the top.
    @Test func aRowMeasuredAboveTheTopKeepsTheFirstFullyVisibleRowStill() {
        let source = CountsDataSource([40])
        let delegate = RecordingTableDelegate()
        for row in 0..<40 { delegate.rowHeights[IndexPath(row: row, section: 0)] = 50 }
        let table = makeTable(.plain, source, delegate: delegate, rowHeight: 100, size: CGSize(width: 320, height: 480))
        table.contentOffset.y = 2000
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 25, section: 0)) == CGRect(x: 0, y: 2000, width: 320, height: 50))
        #expect(table.contentOffset.y == 2000)
        table.contentOffset.y = 1970
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 24, section: 0)) == CGRect(x: 0, y: 1900, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 25, section: 0)).minY == 1950)
        #expect(table.contentOffset.y == 1920)
        withExtendedLifetime((source, delegate)) {}
    }

    /// Grouped sections of three 44-pt rows under titles whose headers are estimated at 100 and measure far
    /// less. Scrolled so that a header not yet measured starts above the top and the first row of its section is
    /// the first row fully visible: when the header measures itself, that row stays where it was on screen
    /// (before, only rows moved the offset, so a header above the top made everything below it jump).
    @Test func aHeaderMeasuredAboveTheTopKeepsTheFirstFullyVisibleRowStill() throws {
        let source = TitledSectionsDataSource(sections: 30, rows: 3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
        table.rowHeight = 44
        table.estimatedSectionHeaderHeight = 100
        table.dataSource = source
        let delegate = RecordingTableDelegate()
        table.delegate = delegate
        table.layoutIfNeeded()
        // Section 20's header is still estimated: put its bottom 10 pt below the top of the visible area.
        let header = table.rectForHeader(inSection: 20)
        #expect(header.height == 100)
        let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 20))
        table.contentOffset.y = header.maxY - 10
        let onScreenBefore = firstRow.minY - table.contentOffset.y
        table.layoutIfNeeded()
        let measured = table.rectForHeader(inSection: 20)
        #expect(measured.height < 100, "the header measured itself")
        let after = table.rectForRow(at: IndexPath(row: 0, section: 20))
        #expect(after.minY - table.contentOffset.y == onScreenBefore)
        #expect(after.minY == measured.maxY)
        withExtendedLifetime((source, delegate)) {}
    }
}
