import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// The separators of a plain table's filler rows (UIKit's `fillerRowHeight`): none by default (iOS 15 and later),
/// the last row's height with `automaticDimension`, a given height otherwise; none under a table footer view, with
/// the separator style `.none`, or in a grouped table.
@MainActor
@Suite("Filler row pictures")
struct FillerRowPictureTests {
    /// Three rows.
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A table 390 × 300 of three 50-pt rows in a window at display scale 1 (one-point separators), laid out.
    private func window(style: UITableView.Style = .plain, rows: Rows, configure: (UITableView) -> Void) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        window.traitCollection = UITraitCollection(displayScale: 1)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: style)
        table.dataSource = rows
        table.rowHeight = 50
        configure(table)
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, table)
    }

    private func fillerLines(_ window: UIWindow) -> [String] {
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        return svg.components(separatedBy: "<rect class=\"filler-separator\"").dropFirst().map { String($0.prefix(50)) }
    }

    @Test("no filler rows by default, as on iOS 15 and later")
    func noneByDefault() {
        let rows = Rows()
        let (window, table) = window(rows: rows) { _ in }
        #expect(table.fillerRowHeight == 0)
        #expect(fillerLines(window).isEmpty)
        withExtendedLifetime(rows) {}
    }

    /// `automaticDimension`: rows as tall as the last (50 pt) from the content's end (3 × 50 = 150): their bottoms at
    /// 200, 250 and 300, each line one pixel above (199, 249, 299), from the 16-pt separator inset across
    /// 390 − 16 = 374 points.
    @Test("automatic filler rows are as tall as the last row, down to the bottom")
    func automaticHeightFollowsTheLastRow() throws {
        let rows = Rows()
        let (window, table) = window(rows: rows) { $0.fillerRowHeight = UITableView.automaticDimension }
        #expect(table.contentSize.height == 150)
        let lines = fillerLines(window)
        #expect(lines.count == 3)
        for (line, y) in zip(lines, [199, 249, 299]) {
            #expect(line.hasPrefix(" x=\"16\" y=\"\(y)\" width=\"374\" height=\"1\""))
        }
        // The separator colour (60, 60, 67) at 29 % over the white plain background: 255 − 195 × 0.29 ≈ 198.5 and
        // 255 − 188 × 0.29 ≈ 200.5; above the line, white.
        let image = ViewPNGRenderer().image(ViewSnapshot(capturing: window))
        let pixel = try #require(image.color(atX: 200, y: 199))
        #expect(abs(Int(pixel.red) - 198) <= 1 && abs(Int(pixel.blue) - 200) <= 1)
        #expect(image.color(atX: 200, y: 197) == RGBColor(red: 255, green: 255, blue: 255))
        // Left of the inset: white.
        #expect(image.color(atX: 8, y: 199) == RGBColor(red: 255, green: 255, blue: 255))
        withExtendedLifetime(rows) {}
    }

    /// A given height of 30: bottoms at 180, 210, 240, 270, 300.
    @Test("a given filler height spaces the lines by it")
    func givenHeight() {
        let rows = Rows()
        let (window, _) = window(rows: rows) { $0.fillerRowHeight = 30 }
        let lines = fillerLines(window)
        #expect(lines.count == 5)
        for (line, y) in zip(lines, [179, 209, 239, 269, 299]) {
            #expect(line.hasPrefix(" x=\"16\" y=\"\(y)\""))
        }
        withExtendedLifetime(rows) {}
    }

    /// Scrolled 20 pt, the lines move up with the rows: bottoms 200 − 20 = 180, 230 and 280 in the visible area; the
    /// next, 350 − 20 = 330, lies below its 300 points.
    @Test("filler lines scroll with the content")
    func linesScroll() {
        let rows = Rows()
        let (window, table) = window(rows: rows) { $0.fillerRowHeight = UITableView.automaticDimension }
        table.contentOffset = CGPoint(x: 0, y: 20)
        let lines = fillerLines(window)
        #expect(lines.count == 3)
        for (line, y) in zip(lines, [179, 229, 279]) {
            #expect(line.hasPrefix(" x=\"16\" y=\"\(y)\""))
        }
        withExtendedLifetime(rows) {}
    }

    @Test("a table footer view, no separators or a grouped style show no filler rows")
    func footerViewAndStylesRemoveThem() {
        let rows = Rows()
        let (footer, _) = window(rows: rows) {
            $0.fillerRowHeight = UITableView.automaticDimension
            $0.tableFooterView = UIView()
        }
        #expect(fillerLines(footer).isEmpty)
        let (none, _) = window(rows: rows) {
            $0.fillerRowHeight = UITableView.automaticDimension
            $0.separatorStyle = .none
        }
        #expect(fillerLines(none).isEmpty)
        let (grouped, _) = window(style: .grouped, rows: rows) { $0.fillerRowHeight = 44 }
        #expect(fillerLines(grouped).isEmpty)
        withExtendedLifetime(rows) {}
    }

    @Test("a negative or non-finite filler height shows none")
    func badHeights() {
        let rows = Rows()
        for height in [CGFloat(-5), .nan, .infinity] {
            let (window, _) = window(rows: rows) { $0.fillerRowHeight = height }
            #expect(fillerLines(window).isEmpty)
        }
        withExtendedLifetime(rows) {}
    }
}
