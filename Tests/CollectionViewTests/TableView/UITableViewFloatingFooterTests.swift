#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Section footers of a plain table float (Apple's documentation of `UITableView.Style.plain`: "Section headers
/// and footers are displayed as inline separators and float when the table view is scrolled"); those of grouped
/// and inset-grouped tables do not ("Section headers and footers don't float").
@MainActor
@Suite struct UITableViewFloatingFooterTests {
    /// Two sections of 20 rows of 44 pt with titled headers of 30 pt and footers of 20 pt, 390 × 844.
    /// Section 0: header 0…30, rows 30…910 (20 · 44 = 880), footer 910…930.
    /// Section 1: header 930…960, rows 960…1840, footer 1840…1860. Content height 1860.
    private func makeSections(_ style: UITableView.Style) -> (UITableView, CountsDataSource, RecordingTableDelegate) {
        let source = CountsDataSource([20, 20])
        source.headerTitles = [0: "A", 1: "B"]
        source.footerTitles = [0: "End of A", 1: "End of B"]
        let delegate = RecordingTableDelegate()
        delegate.headerHeight = 30
        delegate.footerHeight = 20
        let table = makeTable(style, source, delegate: delegate, rowHeight: 44)
        return (table, source, delegate)
    }

    private func scroll(_ table: UITableView, to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    @Test func aPlainFooterStaysAtTheBottomOfTheVisibleAreaWhileItsSectionIsOnScreen() {
        let (table, _, _) = makeSections(.plain)
        #expect(table.contentSize.height == 1860)
        // Offset 0: the visible area is 0…844. Footer 0's own place (910) is below it, so it floats at the
        // bottom: y = 844 − 20 = 824.
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 824, width: 390, height: 20))
        // Offset 50: visible 50…894, footer at 894 − 20 = 874.
        scroll(table, to: 50)
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 874, width: 390, height: 20))
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 50, width: 390, height: 30))
    }

    @Test func aPlainFooterSitsAtItsPlaceOnceItsSectionsEndIsOnScreen() {
        let (table, _, _) = makeSections(.plain)
        // Offset 100: visible 100…944; the bottom would put the footer at 924, below its own place 910: it stays
        // at 910 (a footer never floats below the end of its section).
        scroll(table, to: 100)
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 910, width: 390, height: 20))
        // Offset 880: the section scrolls out at the top; the footer goes up with its last row (still 910), under
        // the floating header (880…910, at the visible top).
        scroll(table, to: 880)
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 910, width: 390, height: 20))
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 880, width: 390, height: 30))
    }

    @Test func aPlainFooterNeverFloatsAboveItsSectionsHeader() {
        let (table, _, _) = makeSections(.plain)
        // Offset 130: visible 130…974. Section 1 starts at 930: its header at 930…960 (the visible top is above it).
        // The bottom would put footer 1 at 974 − 20 = 954, but a footer never covers its section's header: it
        // stops at 930 + 30 = 960.
        scroll(table, to: 130)
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 930, width: 390, height: 30))
        #expect(table.footerView(forSection: 1)?.frame == CGRect(x: 0, y: 960, width: 390, height: 20))
        // Offset 200: visible 200…1044; footer 1 floats at 1044 − 20 = 1024 (above its place, below the header).
        scroll(table, to: 200)
        #expect(table.footerView(forSection: 1)?.frame == CGRect(x: 0, y: 1024, width: 390, height: 20))
        // Footer 0 is at its place 910 there.
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 910, width: 390, height: 20))
    }

    @Test(arguments: [UITableView.Style.grouped, .insetGrouped])
    func groupedFootersDoNotFloat(_ style: UITableView.Style) {
        let (table, _, _) = makeSections(style)
        // Grouped styles: 35 pt above each header. Section 0: header 35…65, rows 65…945, footer 945…965, below
        // the visible 0…844: not shown.
        let x: CGFloat = style == .insetGrouped ? 16 : 0
        let width: CGFloat = style == .insetGrouped ? 358 : 390
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: x, y: 945, width: width, height: 20))
        #expect(table.footerView(forSection: 0) == nil)
        // Offset 200: visible 200…1044; the footer shows at its own place.
        scroll(table, to: 200)
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: x, y: 945, width: width, height: 20))
        // The header does not float either: at offset 200 section 0's header (35…65) is off screen.
        #expect(table.headerView(forSection: 0) == nil)
    }
}
