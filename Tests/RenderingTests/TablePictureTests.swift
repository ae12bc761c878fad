import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// Table pictures draw what the table shows: a plain table's section footer where the table pins it, the legacy
/// `textLabel` and `detailTextLabel` of every cell style, and section titles in the table's own fonts.
@MainActor
@Suite("Table pictures")
struct TablePictureTests {
    /// One section of `rows` 44-pt rows whose cells are made by `cell`, a footer titled "Footer" 30 points tall, and
    /// optionally a header titled "Header".
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows: Int
        let hasHeader: Bool
        let cell: (IndexPath) -> UITableViewCell
        init(rows: Int, hasHeader: Bool = false, cell: @escaping (IndexPath) -> UITableViewCell) {
            self.rows = rows
            self.hasHeader = hasHeader
            self.cell = cell
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell(indexPath) }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { hasHeader ? "Header" : nil }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer" }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 30 }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }

    private func table(style: UITableView.Style, source: Source, height: CGFloat = 300) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: height), style: style)
        table.dataSource = source
        table.delegate = source
        return table
    }

    /// 20 rows of 44 points: the footer's own place is 20 · 44 = 880 down, far below a 300-point screen. A plain
    /// table floats it to the bottom of the visible area, 300 − 30 = 270 at offset 0, and 100 + 270 = 370 at offset
    /// 100; the picture draws it (and its title) there, not at 880.
    @Test("a plain table's footer is drawn where the table pins it")
    func plainFooterIsPinned() throws {
        let source = Source(rows: 20) { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        let table = table(style: .plain, source: source)
        for (offset, y) in [(CGFloat(0), CGFloat(270)), (100, 370)] {
            table.contentOffset = CGPoint(x: 0, y: offset)
            let snapshot = LayoutSnapshot(capturing: table, title: "plain")
            #expect(table.rectForFooter(inSection: 0).minY == 880)
            let footer = try #require(snapshot.elements.first { $0.elementKind == UICollectionView.elementKindSectionFooter })
            #expect(footer.frame == CGRect(x: 0, y: y, width: 390, height: 30))
            let svg = SVGRenderer().render(snapshot)
            #expect(svg.contains("<svg class=\"supplementary-content\" x=\"0\" y=\"\(Int(y))\" width=\"390\" height=\"30\">"))
            #expect(svg.contains(">Footer</text>"))
        }
        withExtendedLifetime(source) {}
    }

    /// A footer that is a delegate's plain view (not a header–footer view) is pinned and drawn there too.
    final class PlainFooterDelegate: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            let view = UIView(frame: .zero)
            view.backgroundColor = .red
            return view
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 30 }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    }

    /// The same 20 rows with a plain red view as the footer: pinned at 270, as the table shows it.
    @Test("a plain table's footer view of any class is drawn where the table pins it")
    func plainFooterViewIsPinned() throws {
        let source = Source(rows: 20) { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        let delegate = PlainFooterDelegate()
        let table = table(style: .plain, source: source)
        table.delegate = delegate
        let snapshot = LayoutSnapshot(capturing: table, title: "plain view")
        let footer = try #require(snapshot.elements.first { $0.elementKind == UICollectionView.elementKindSectionFooter })
        #expect(footer.frame == CGRect(x: 0, y: 270, width: 390, height: 30))
        withExtendedLifetime((source, delegate)) {}
    }

    /// A grouped table does not float its footers: the footer stays at its own place, below the rows (y 880 plus
    /// the grouped section's spacing at most), whatever the offset.
    @Test("a grouped table's footer stays at its own place")
    func groupedFooterStays() throws {
        let source = Source(rows: 20) { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        let table = table(style: .grouped, source: source)
        let snapshot = LayoutSnapshot(capturing: table, title: "grouped")
        let footer = try #require(snapshot.elements.first { $0.elementKind == UICollectionView.elementKindSectionFooter })
        #expect(footer.frame == table.rectForFooter(inSection: 0))
        #expect(footer.frame.minY >= 880)
        withExtendedLifetime(source) {}
    }

    /// One row of each cell style, 390 points wide and 44 tall, the labels centred on the row's middle (22):
    /// - `.default`: "Title 0" at the 16-point leading margin, body (17 pt): baseline 22 + 17 · 0.35 = 27.95.
    /// - `.subtitle`: "Title 1" over "Detail 1", both starting at 16.
    /// - `.value1`: "Title 2" at 16; "Detail 2" ending at the trailing margin, 390 − 16 = 374.
    /// - `.value2`: "Title 3" right-aligned in the 67-point column at 16, ending at 16 + 67 = 83, subheadline (15 pt):
    ///   baseline 22 + 15 · 0.35 = 27.25; "Detail 3" starting 6 points after the column, at 83 + 6 = 89, body (17 pt).
    @Test("the legacy labels of the four cell styles are drawn")
    func legacyCellText() throws {
        let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
        let source = Source(rows: 4) { indexPath in
            let cell = UITableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
            cell.textLabel?.text = "Title \(indexPath.row)"
            cell.detailTextLabel?.text = "Detail \(indexPath.row)"
            return cell
        }
        let table = table(style: .plain, source: source)
        let snapshot = LayoutSnapshot(capturing: table, title: "styles")
        let contents = snapshot.cellContents.sorted { $0.item < $1.item }
        #expect(contents.map(\.text) == ["Title 0", "Title 1", "Title 2", "Title 3"])
        #expect(contents.map(\.secondaryText) == [nil, "Detail 1", "Detail 2", "Detail 3"])
        #expect(contents[0].textFrame?.minX == 16)
        #expect(contents[1].textFrame?.minX == 16 && contents[1].secondaryTextFrame?.minX == 16)
        #expect(contents[2].secondaryTextFrame?.maxX == 374)
        #expect(contents[3].textFrame?.maxX == 83 && contents[3].secondaryTextFrame?.minX == 89)
        #expect(contents[3].textFontSize == 15 && contents[3].secondaryTextFontSize == 17)
        let svg = SVGRenderer().render(snapshot)
        for row in 0..<4 { #expect(svg.contains(">Title \(row)</text>")) }
        for row in 1..<4 { #expect(svg.contains(">Detail \(row)</text>")) }
        #expect(svg.contains("<text class=\"cell-text\" x=\"16\" y=\"27.95\" font-size=\"17\""))
        #expect(svg.contains("<text class=\"cell-text\" x=\"83\" y=\"27.25\" font-size=\"15\" text-anchor=\"end\""))
        #expect(svg.contains("<text class=\"cell-secondary-text\" x=\"89\" y=\"27.95\" font-size=\"17\""))
        withExtendedLifetime(source) {}
    }

    /// Section titles are drawn in the font the table's header–footer views use: a plain table's header title in
    /// the headline style (17 pt), a grouped table's in the footnote style (13 pt); footers in the footnote style.
    @Test("section titles are drawn in the table's own header and footer fonts")
    func titleFontSizes() throws {
        let source = Source(rows: 2, hasHeader: true) { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        for (style, headerSize) in [(UITableView.Style.plain, CGFloat(17)), (.grouped, 13), (.insetGrouped, 13)] {
            let table = table(style: style, source: source)
            let snapshot = LayoutSnapshot(capturing: table, title: "titles")
            let header = try #require(snapshot.supplementaryContents.first { $0.elementKind == UICollectionView.elementKindSectionHeader })
            let footer = try #require(snapshot.supplementaryContents.first { $0.elementKind == UICollectionView.elementKindSectionFooter })
            let shownHeader = try #require(table.headerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration)
            #expect(header.textFontSize == headerSize)
            #expect(header.textFontSize == shownHeader.textProperties.font.pointSize)
            #expect(footer.textFontSize == 13)
            let svg = SVGRenderer().render(snapshot)
            #expect(svg.contains("<text class=\"supplementary-text\"") && svg.contains("font-size=\"\(Int(headerSize))\""))
        }
        withExtendedLifetime(source) {}
    }

    /// A delegate whose section 0 header is a header–footer view showing its legacy `textLabel`.
    final class LegacyHeaderDelegate: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.textLabel?.text = "Legacy"
            return view
        }
    }

    /// A header view's legacy `textLabel` is drawn in the table's header text style: in a grouped table 390 points
    /// wide the footnote style (13 pt), from the rows' 16-point leading margin.
    @Test("a header view's legacy text label is drawn in the table's header font")
    func legacyHeaderLabel() throws {
        let source = Source(rows: 2) { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        let delegate = LegacyHeaderDelegate()
        let table = table(style: .grouped, source: source)
        table.delegate = delegate
        let snapshot = LayoutSnapshot(capturing: table, title: "legacy header")
        let header = try #require(snapshot.supplementaryContents.first { $0.elementKind == UICollectionView.elementKindSectionHeader })
        #expect(header.text == "Legacy")
        #expect(header.textFontSize == 13)
        #expect(header.textFrame?.minX == 16)
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("<text class=\"supplementary-text\" x=\"16\"") && svg.contains(">Legacy</text>"))
        withExtendedLifetime((source, delegate)) {}
    }
}
