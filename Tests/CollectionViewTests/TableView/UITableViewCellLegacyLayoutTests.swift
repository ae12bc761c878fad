#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A one-section table data source whose rows are legacy cells of one style, configured by a closure.
@MainActor
final class LegacyCellsDataSource: NSObject, UITableViewDataSource {
    let style: UITableViewCell.CellStyle
    var rows: Int
    let configure: (UITableViewCell, IndexPath) -> Void

    init(style: UITableViewCell.CellStyle, rows: Int = 1, configure: @escaping (UITableViewCell, IndexPath) -> Void) {
        self.style = style
        self.rows = rows
        self.configure = configure
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The classic pattern: reuse a cell of the identifier, else make one of the style.
        let cell = tableView.dequeueReusableCell(withIdentifier: "legacy")
            ?? UITableViewCell(style: style, reuseIdentifier: "legacy")
        configure(cell, indexPath)
        return cell
    }
}

/// The legacy labels and image view of a cell are laid out inside its content view's layout margins, by the
/// cell's style (Apple's documentation of `UITableViewCell.CellStyle`: `.default` a text label and an optional
/// image view; `.value1` the detail right-aligned on the right; `.value2` a right-aligned tinted label on the
/// left and a left-aligned one after it; `.subtitle` the detail under the text).
///
/// The numbers these tests rely on:
/// - the content view's layout margins are 11 pt above and below and the system minimum margin at the sides:
///   16 pt in a view narrower than 414 pt, 20 pt from 414 pt (`TableCellMetrics.contentMargins`, on UIKit's
///   system minimum margins and the list cell margins `ListContentMetrics.cellMargins`);
/// - the headless screen is 3× (`traitCollection.displayScale`), and text heights are whole lines of the
///   font's `lineHeight` rounded up to the pixel grid (the text measurer's contract, `TextMeasuring`): every
///   font has SF Pro's proportions, line height 2444/2048 em, so body (17 pt) lines are 20.2871 pt → 61/3 pt
///   and subheadline (15 pt) lines 17.9004 pt → 54/3 = 18 pt;
/// - text widths are each label's own measure (`intrinsicContentSize`, pixel-rounded); the layout is checked,
///   not the measurer.
@MainActor
@Suite struct UITableViewCellLegacyLayoutTests {
    private func makeTable(_ source: LegacyCellsDataSource, width: CGFloat = 390, rowHeight: CGFloat = 44) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: .plain)
        table.rowHeight = rowHeight
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    private let bodyLine: CGFloat = 61.0 / 3
    private let subheadlineLine: CGFloat = 18

    @Test func defaultTextSitsAtTheLeadingMarginCentredInTheRow() throws {
        let source = LegacyCellsDataSource(style: .default, rows: 30) { cell, indexPath in
            cell.textLabel?.text = "Row \(indexPath.row)"
        }
        let table = makeTable(source)
        #expect(table.traitCollection.displayScale == 3)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.textLabel)
        #expect(cell.contentView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        // 44-pt row: the margins leave 44 − 22 = 22 pt; a body line (61/3) centred in it: y = 11 + (22 − 61/3)/2 = 71/6.
        let width = label.intrinsicContentSize.width
        #expect(width > 0)
        #expect(label.frame == CGRect(x: 16, y: 71.0 / 6, width: width, height: bodyLine))
        // Cells shown after a scroll (reused, with new text) are laid out too.
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        let later = try #require(table.cellForRow(at: IndexPath(row: 15, section: 0)))
        #expect(later.textLabel?.text == "Row 15")
        #expect(later.textLabel?.frame == CGRect(x: 16, y: 71.0 / 6, width: later.textLabel?.intrinsicContentSize.width ?? -1,
                                                 height: bodyLine))
    }

    @Test func defaultTextFollowsTheWiderMarginOfAWideTable() throws {
        // 430 pt wide (≥ 414): the side margins are 20 pt.
        let source = LegacyCellsDataSource(style: .default) { cell, _ in cell.textLabel?.text = "Wide" }
        let table = makeTable(source, width: 430)
        let label = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel)
        #expect(label.frame == CGRect(x: 20, y: 71.0 / 6, width: label.intrinsicContentSize.width, height: bodyLine))
    }

    @Test func defaultImageComesFirstAndTheTextAfterIt() throws {
        let image = try #require(UIImage(systemName: "star"))
        let source = LegacyCellsDataSource(style: .default) { cell, _ in
            cell.imageView?.image = image
            cell.textLabel?.text = "Starred"
        }
        let table = makeTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let size = image.size
        // The image at the leading margin (16), centred between the margins: y = 11 + (22 − h)/2.
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 11 + (22 - size.height) / 2, width: size.width, height: size.height))
        // The text 16 pt after the image (the list cell's image-to-text padding).
        let label = try #require(cell.textLabel)
        #expect(label.frame == CGRect(x: 16 + size.width + 16, y: 71.0 / 6, width: label.intrinsicContentSize.width, height: bodyLine))
    }

    @Test func value1PutsTheDetailAtTheTrailingMargin() throws {
        let source = LegacyCellsDataSource(style: .value1, rows: 2) { cell, indexPath in
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            cell.accessoryType = indexPath.row == 1 ? .disclosureIndicator : .none
        }
        let table = makeTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(text.frame == CGRect(x: 16, y: 71.0 / 6, width: text.intrinsicContentSize.width, height: bodyLine))
        // The detail (body font) ends at the trailing margin: 390 − 16 = 374.
        let detailWidth = detail.intrinsicContentSize.width
        #expect(detail.frame == CGRect(x: 374 - detailWidth, y: 71.0 / 6, width: detailWidth, height: bodyLine))
        // With a disclosure indicator (8 pt wide at the 16-pt margin, the content view ending 10 pt before it),
        // the content view is 390 − 16 − 8 − 10 = 356 wide and has no trailing margin: the detail ends at 356.
        let accessorized = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(accessorized.contentView.frame.width == 356)
        #expect(accessorized.contentView.directionalLayoutMargins.trailing == 0)
        let accessorizedDetail = try #require(accessorized.detailTextLabel)
        #expect(accessorizedDetail.frame == CGRect(x: 356 - detailWidth, y: 71.0 / 6, width: detailWidth, height: bodyLine))
    }

    @Test func subtitleStacksTheDetailUnderTheTextAndTheRowGrowsToFitThem() throws {
        let source = LegacyCellsDataSource(style: .subtitle) { cell, _ in
            cell.textLabel?.text = "Album"
            cell.detailTextLabel?.text = "Artist"
        }
        // Self-sizing rows: the row is as tall as the cell says.
        let table = makeTable(source, rowHeight: UITableView.automaticDimension)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // Height: 11 + body line (61/3) + 3 (the list cell's text-to-detail padding) + subheadline line (18) + 11
        // = 43 + 61/3 = 190/3.
        #expect(abs(cell.frame.height - 190.0 / 3) < 1e-9)
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        // The block fills the space between the margins: the text at 11, the detail at 11 + 61/3 + 3 = 103/3.
        #expect(text.frame == CGRect(x: 16, y: 11, width: text.intrinsicContentSize.width, height: bodyLine))
        #expect(detail.frame.origin.x == 16)
        #expect(abs(detail.frame.origin.y - 103.0 / 3) < 1e-9)
        #expect(detail.frame.size == CGSize(width: detail.intrinsicContentSize.width, height: subheadlineLine))
    }

    @Test func value2HasATintedTextColumnAndTheDetailAfterIt() throws {
        let source = LegacyCellsDataSource(style: .value2) { cell, _ in
            cell.textLabel?.text = "mobile"
            cell.detailTextLabel?.text = "+1 555 0100"
        }
        let table = makeTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(text.textAlignment == .right)
        #expect(text.textColor == .tintColor)
        // The text label fills the 67-pt column at the leading margin; a subheadline line (18) centred in the
        // 22 pt between the margins: y = 11 + (22 − 18)/2 = 13.
        #expect(text.frame == CGRect(x: 16, y: 13, width: 67, height: subheadlineLine))
        // The detail (body) starts 6 pt after the column: 16 + 67 + 6 = 89, centred: y = 71/6.
        #expect(detail.frame == CGRect(x: 89, y: 71.0 / 6, width: detail.intrinsicContentSize.width, height: bodyLine))
    }

    @Test func rightToLeftMirrorsTheLegacyViews() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.semanticContentAttribute = .forceRightToLeft
        cell.contentView.semanticContentAttribute = .forceRightToLeft
        cell.textLabel?.text = "Name"
        cell.detailTextLabel?.text = "Value"
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.layoutIfNeeded()
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        // Mirrored: the text ends at 390 − 16 = 374, the detail starts at the other margin, 16.
        #expect(text.frame.maxX == 374)
        #expect(detail.frame.minX == 16)
    }
}
