#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Legacy `.default` rows under section titles from the data source.
@MainActor
final class TitledLegacyDataSource: NSObject, UITableViewDataSource {
    var header: String?
    var footer: String?
    init(header: String?, footer: String?) {
        self.header = header
        self.footer = footer
    }
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { header }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footer }
}

/// Section titles sit inside the rows' layout margins, so their leading edge lines up with the rows' text, and
/// footer titles wrap, the footer growing to fit them.
///
/// The numbers these tests rely on: a title's vertical margins are 6 pt (`ListContentMetrics.headerMargins`,
/// the list header and footer configurations'); its horizontal margins are the rows' — the system minimum
/// margin, 16 pt in a view narrower than 414 pt, 20 pt from 414 pt (UIKit's list content view preserves its
/// superview's margins horizontally, and the header view's are the table's); the headless screen is 3×, and a
/// text is as tall as its lines of the font's `lineHeight` rounded up to the pixel grid (`TextMeasuring`):
/// headline (17 pt) lines 20.2871 pt → 61/3 pt, footnote (13 pt) lines 15.5137 pt. Text widths and the wrapped
/// height of a long footer are the title label's own measure (`sizeThatFits`), not worked out here.
@MainActor
@Suite struct UITableViewSectionTitleLayoutTests {
    private static let longFooter = "Footers explain what the rows above them do, and a long explanation wraps over "
        + "several lines in the footer, which grows to show all of them."

    private func makeTable(_ style: UITableView.Style, _ source: TitledLegacyDataSource, width: CGFloat = 390) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 844), style: style)
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    /// The label showing a header–footer view's title (its list content view's text label).
    private func titleLabel(_ view: UITableViewHeaderFooterView?) throws -> UILabel {
        let content = try #require(view?.configuredContentView as? UIListContentView)
        return content.textLabel
    }

    /// Whether two frames agree within rounding (1e-9 pt on every edge).
    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    /// The leading edge of `label`'s frame in the table's coordinates.
    private func leadingInTable(_ label: UILabel, _ table: UITableView) -> CGFloat {
        label.convert(label.bounds, to: table).minX
    }

    @Test func aPlainHeaderTitleLinesUpWithTheRowsText() throws {
        let source = TitledLegacyDataSource(header: "Fruit", footer: nil)
        let table = makeTable(.plain, source)
        let header = try #require(table.headerView(forSection: 0))
        // The header is one headline line between 6-pt margins: 6 + 61/3 + 6 = 97/3 tall.
        #expect(abs(header.frame.height - 97.0 / 3) < 1e-9)
        let label = try titleLabel(header)
        #expect(label.text == "Fruit")
        // Centred between the margins of a header exactly as tall as the line: y = 6 (up to rounding).
        #expect(Self.close(label.frame, CGRect(x: 16, y: 6, width: label.intrinsicContentSize.width, height: 61.0 / 3)))
        // The rows' text starts at the same 16 pt.
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(leadingInTable(label, table) == 16)
        #expect(leadingInTable(row, table) == 16)
    }

    @Test func aLongFooterTitleWrapsAndTheFooterGrowsToFitIt() throws {
        let source = TitledLegacyDataSource(header: nil, footer: Self.longFooter)
        let table = makeTable(.grouped, source)
        let footer = try #require(table.footerView(forSection: 0))
        let label = try titleLabel(footer)
        #expect(label.numberOfLines == 0)
        // The title wraps in 390 − 16 − 16 = 358 pt.
        let wrapped = label.sizeThatFits(CGSize(width: 358, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > 2 * 15.5137) // at least three footnote lines: it wraps
        #expect(Self.close(label.frame, CGRect(x: 16, y: 6, width: wrapped.width, height: wrapped.height)))
        // The footer is the text between its 6-pt margins.
        #expect(abs(footer.frame.height - (6 + wrapped.height + 6)) < 1e-9)
        #expect(abs(table.rectForFooter(inSection: 0).height - (6 + wrapped.height + 6)) < 1e-9)
    }

    @Test func insetGroupedTitlesTakeTheSectionsInset() throws {
        let source = TitledLegacyDataSource(header: "Settings", footer: Self.longFooter)
        let table = makeTable(.insetGrouped, source)
        // The section is inset 16 pt: the header, rows and footer span 16…374; the titles and the rows' text
        // start 16 pt further, at 32.
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minX == 16 && header.frame.width == 358)
        let headerLabel = try titleLabel(header)
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(leadingInTable(headerLabel, table) == 32)
        #expect(leadingInTable(row, table) == 32)
        // The footer's title wraps in 358 − 32 = 326 pt.
        let footerLabel = try titleLabel(table.footerView(forSection: 0))
        let wrapped = footerLabel.sizeThatFits(CGSize(width: 326, height: CGFloat.greatestFiniteMagnitude))
        #expect(Self.close(footerLabel.frame, CGRect(x: 16, y: 6, width: wrapped.width, height: wrapped.height)))
        #expect(leadingInTable(footerLabel, table) == 32)
    }

    @Test func aWideTablesTitlesFollowItsWiderMargins() throws {
        // 430 pt wide (≥ 414): the rows' margins are 20 pt, and the titles' follow them (the list header
        // configuration's own 16 pt is the smaller).
        let source = TitledLegacyDataSource(header: "Fruit", footer: Self.longFooter)
        let table = makeTable(.plain, source, width: 430)
        let headerLabel = try titleLabel(table.headerView(forSection: 0))
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(headerLabel.frame.minX == 20)
        #expect(leadingInTable(row, table) == 20)
        // The footer's title wraps in 430 − 20 − 20 = 390 pt.
        let footer = try #require(table.footerView(forSection: 0))
        let footerLabel = try titleLabel(footer)
        let wrapped = footerLabel.sizeThatFits(CGSize(width: 390, height: CGFloat.greatestFiniteMagnitude))
        #expect(Self.close(footerLabel.frame, CGRect(x: 20, y: 6, width: wrapped.width, height: wrapped.height)))
        #expect(abs(footer.frame.height - (6 + wrapped.height + 6)) < 1e-9)
    }

    @Test func rowsWithAListContentConfigurationLineUpWithTheTitlesToo() throws {
        // Rows showing `defaultContentConfiguration()` text (16-pt side margins of its own) in a 430-pt table:
        // their list content view preserves the content view's 20-pt margins, as the header's title does.
        let source = CountsDataSource([2])
        source.headerTitles = [0: "Fruit"]
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 430, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let rowLabel = try #require(cell.configuredContentView as? UIListContentView).textLabel
        #expect(rowLabel.text == "Row 0.0")
        #expect(leadingInTable(rowLabel, table) == 20)
        #expect(leadingInTable(try titleLabel(table.headerView(forSection: 0)), table) == 20)
        // The cell reports the configuration it was given.
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.directionalLayoutMargins.leading == 16)
    }
}
