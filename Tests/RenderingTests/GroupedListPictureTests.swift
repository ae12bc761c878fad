import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Grouped and inset-grouped lists in view pictures: the grouped background, the cells' backgrounds rounded at an
/// inset-grouped section's ends, separators and accessories, worked out by hand from UIKit's rules. The screen is
/// the settings screen (see `SettingsScreen.swift`) at display scale 3: a separator is one pixel, 1/3 pt.
@MainActor
@Suite struct GroupedListPictureTests {
    /// The settings screen, in the dark appearance when asked (where a cell's background differs from the white
    /// canvas).
    func screen(dark: Bool = false, style: UITableView.Style = .insetGrouped) -> (UIWindow, SettingsScreenController) {
        let settings = SettingsScreenController(style: style)
        settings.title = "Settings"
        let (window, _) = settingsWindow(settings)
        if dark {
            window.traitCollection = UITraitCollection(mutations: {
                $0.displayScale = 3
                $0.userInterfaceStyle = .dark
            })
            window.layoutIfNeeded()
        }
        return (window, settings)
    }

    /// The frame of a row in the window.
    func rowFrame(_ row: Int, _ section: Int, in settings: SettingsScreenController, window: UIWindow) -> CGRect {
        let table = settings.table
        return table.convert(table.rectForRow(at: IndexPath(row: row, section: section)), to: window)
    }

    @Test func insetGroupedRowsAreInsetByTheMargins() {
        let (window, settings) = screen()
        let first = rowFrame(0, 0, in: settings, window: window)
        // Inset by the 16-pt layout margins: 393 − 2 × 16 = 361 wide.
        #expect(first.minX == 16 && first.width == 361)
    }

    @Test func cellBackgroundsAreRoundedAtTheSectionsEnds() {
        let (window, settings) = screen()
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        let height = settings.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let h = svgNumber(height)
        // The first row: the top corners rounded by 10 (control points 10 × 0.4477 = 4.48 from the corners), the
        // bottom ones square; clockwise from the top-left corner's end on the top edge (10, 0), closing with the
        // top-left corner.
        #expect(svg.contains("<path class=\"cell-background\" d=\"M10 0 L351 0 C356.52 0 361 4.48 361 10 L361 \(h) L0 \(h) L0 10 C0 4.48 4.48 0 10 0 Z\" fill=\"#ffffff\"/>"))
        // A section of one row: every corner rounded.
        #expect(svg.contains("class=\"cell-background\" width=\"361\" height=\"\(svgNumber(settings.table.rectForRow(at: IndexPath(row: 0, section: 1)).height))\" rx=\"10\""))
        // The middle row: square.
        #expect(svg.contains("<rect class=\"cell-background\" width=\"361\" height=\"\(h)\" fill=\"#ffffff\"/>"))
    }

    /// A cell that paints its own background colour is rounded at its section's ends too, as UIKit rounds those cells:
    /// the first row's top-left corner pixel (1 pt in from each edge, inside the 10-pt corner's curve) shows the
    /// grouped background, the pixel 1 pt in at the row's vertical middle is red; the middle row's top-left pixel is
    /// red (square); the last row's bottom-left corner pixel is not.
    @Test func cellsWithTheirOwnColourAreRoundedAtTheSectionsEnds() {
        let (window, settings) = screen()
        for row in 0..<3 { settings.table.cellForRow(at: IndexPath(row: row, section: 0))?.backgroundColor = .red }
        let image = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: window))
        let red = RGBColor(red: 255, green: 0, blue: 0)
        let first = rowFrame(0, 0, in: settings, window: window), middle = rowFrame(1, 0, in: settings, window: window)
        let last = rowFrame(2, 0, in: settings, window: window)
        #expect(image.color(atX: Int(first.minX) + 1, y: Int(first.minY) + 1) != red)
        #expect(image.color(atX: Int(first.minX) + 1, y: Int(first.midY)) == red)
        #expect(image.color(atX: Int(middle.minX) + 1, y: Int(middle.minY) + 1) == red)
        #expect(image.color(atX: Int(last.minX) + 1, y: Int(last.maxY) - 2) != red)
        #expect(image.color(atX: Int(last.minX) + 1, y: Int(last.midY)) == red)
    }

    @Test func darkPixelsShowGroupedBackgroundCellsCornersAndSeparators() throws {
        let (window, settings) = screen(dark: true)
        let image = ViewPNGRenderer(scale: 3).image(ViewSnapshot(capturing: window))
        let first = rowFrame(0, 0, in: settings, window: window)
        let second = rowFrame(1, 0, in: settings, window: window)
        let third = rowFrame(2, 0, in: settings, window: window)
        // The gutter beside the section: systemGroupedBackground, black in the dark.
        #expect(image.color(atX: 3 * 8, y: Int(3 * first.midY)) == RGBColor(red: 0, green: 0, blue: 0))
        // Inside a cell, clear of its text: secondarySystemGroupedBackground, (28, 28, 30) in the dark.
        #expect(image.color(atX: 3 * 200, y: Int(3 * second.minY) + 3) == RGBColor(red: 28, green: 28, blue: 30))
        // The first row's top-left corner is rounded (radius 10): the pixel nearest the corner shows the grouped
        // background, one 5 pt in each way (7.07 pt from the arc's centre, inside the radius) the cell's.
        #expect(image.color(atX: Int(3 * first.minX), y: Int(3 * first.minY)) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(image.color(atX: Int(3 * (first.minX + 5)), y: Int(3 * (first.minY + 5))) == RGBColor(red: 28, green: 28, blue: 30))
        // The separator under the first row: its last pixel row, from the 16-pt inset on: the separator colour (84,
        // 84, 88 at 60 %) over the cell's: 28 + 0.6 × 56 = 61.6, 30 + 0.6 × 58 = 64.8.
        let line = try #require(image.color(atX: Int(3 * (first.minX + 100)), y: Int(3 * first.maxY) - 1))
        #expect(abs(Int(line.red) - 62) <= 1 && abs(Int(line.blue) - 65) <= 1)
        // Inside the inset (8 pt into the row) and one pixel above: the cell's colour.
        #expect(image.color(atX: Int(3 * (first.minX + 8)), y: Int(3 * first.maxY) - 1) == RGBColor(red: 28, green: 28, blue: 30))
        #expect(image.color(atX: Int(3 * (first.minX + 100)), y: Int(3 * first.maxY) - 2) == RGBColor(red: 28, green: 28, blue: 30))
        // No separator under a section's last row (its bottom corners are rounded instead: test 20 pt in).
        #expect(image.color(atX: Int(3 * (third.minX + 100)), y: Int(3 * third.maxY) - 1) == RGBColor(red: 28, green: 28, blue: 30))
    }

    @Test func separatorsFollowTheCellInsetAndTheTableStyle() {
        let (window, settings) = screen()
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        let height = settings.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        // One pixel (1/3 pt) at the row's bottom, from the table's 16-pt inset to the trailing edge: 361 − 16 = 345.
        let y = svgNumber(height - 1.0 / 3)
        let separator = "<rect class=\"separator\" x=\"16\" y=\"\(y)\" width=\"345\" height=\"0.33\""
        // Rows 0 and 1 of section 0 have one; row 2 (the section's last) and the one-row section have none.
        #expect(svg.components(separatedBy: "class=\"separator\"").count - 1 == 2)
        #expect(svg.contains(separator))

        // A cell's own inset: 60 pt from the leading edge, 10 from the trailing: 361 − 70 = 291 wide.
        let cell = settings.table.cellForRow(at: IndexPath(row: 0, section: 0))
        cell?.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        let inset = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        #expect(inset.contains("<rect class=\"separator\" x=\"60\" y=\"\(y)\" width=\"291\" height=\"0.33\""))

        // `.none`: no separators.
        settings.table.separatorStyle = .none
        #expect(!ViewSVGRenderer().render(ViewSnapshot(capturing: window)).contains("class=\"separator\""))
    }

    @Test func groupedTablesDrawFullWidthLinesAtTheSectionsEdges() {
        let (window, settings) = screen(style: .grouped)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        let height = settings.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let y = svgNumber(height - 1.0 / 3)
        // Grouped rows are as wide as the table (393); the first row of a section has a full-width line on top, the
        // last one a full-width line under it, the others an inset one (393 − 16 = 377).
        #expect(svg.contains("<rect class=\"separator\" width=\"393\" height=\"0.33\""))
        #expect(svg.contains("<rect class=\"separator\" x=\"16\" y=\"\(y)\" width=\"377\" height=\"0.33\""))
        #expect(svg.contains("<rect class=\"separator\" x=\"0\" y=\"\(y)\" width=\"393\" height=\"0.33\""))
        // No rounding in a grouped table.
        #expect(!svg.contains("rx=\"10\""))
    }

    @Test func accessoryTypesAreDrawnInTheAccessoryBox() {
        let (window, settings) = screen()
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        let height = settings.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        // The chevron: 8 × 13 at the trailing margin (361 − 16 − 8 = 337), centred: top (h − 13) / 2, tip at 345.
        let top = (height - 13) / 2
        func n(_ value: CGFloat) -> String { svgNumber(value) }
        #expect(svg.contains("d=\"M337 \(n(top)) L345 \(n(top + 6.5)) L337 \(n(top + 13))\""))
        #expect(svg.contains("<title>disclosureIndicator</title>"))
        // The checkmark (14 × 11 at 361 − 16 − 14 = 331) in the tint colour, system blue.
        #expect(svg.contains("<title>checkmark</title>"))
        #expect(svg.contains("stroke=\"#007aff\""))
    }

    @Test func editingShowsDeleteAndReorderControls() {
        let (window, settings) = screen()
        settings.table.setEditing(true, animated: false)
        let cell = settings.table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.isEditing == true)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        let height = settings.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        // The delete control: a 22-pt red disc at the leading margin (16), centred vertically.
        let top = svgNumber((height - 22) / 2)
        #expect(svg.contains("x=\"16\" y=\"\(top)\" width=\"22\" height=\"22\" rx=\"11\" fill=\"#ff3b30\"><title>delete</title>"))
        // The editing accessory type is `.none`: no chevron while editing.
        #expect(!svg.contains("<title>disclosureIndicator</title>"))
    }

    @Test func insetGroupedCollectionListRoundsAndSeparates() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 400),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let source = ListSource(items: ["One", "Two", "Three"], registration: registration)
        collectionView.dataSource = source
        collectionView.traitCollection = UITraitCollection(mutations: {
            $0.displayScale = 3
            $0.userInterfaceStyle = .dark
        })
        collectionView.layoutIfNeeded()
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: collectionView))
        // The grouped background behind the list (black in the dark), the first cell's rounded top in the secondary
        // grouped background ((28, 28, 30) in the dark).
        #expect(svg.contains("<g data-view=\"UICollectionView\">\n<rect width=\"393\" height=\"400\" fill=\"#000000\"/>"))
        #expect(svg.contains("fill=\"#1c1c1e\""))
        #expect(svg.contains("<path class=\"cell-background\" d=\"M10 0 L351 0 C356.52 0 361 4.48 361 10"))
        // Two separators (under One and Two; none under the section's last row).
        #expect(svg.components(separatedBy: "class=\"separator\"").count - 1 == 2)
        withExtendedLifetime(source) {}
    }
}

/// A collection view data source of one section of strings.
@MainActor
final class ListSource: NSObject, UICollectionViewDataSource {
    let items: [String]
    let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>

    init(items: [String], registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>) {
        self.items = items
        self.registration = registration
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
    }
}

/// The states and accessories of table cells in view pictures.
@MainActor
@Suite struct TableCellChromePictureTests {
    @Test func selectedRowShowsTheSelectionGrey() {
        let settings = SettingsScreenController()
        let (window, _) = settingsWindow(settings)
        settings.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let image = ViewPNGRenderer(scale: 3).image(ViewSnapshot(capturing: window))
        let table = settings.table
        let selected = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        let other = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        // systemGray4 in the light: (209, 209, 214); an unselected row: secondarySystemGroupedBackground, white.
        #expect(image.color(atX: 3 * 200, y: Int(3 * selected.midY)) == RGBColor(red: 209, green: 209, blue: 214))
        #expect(image.color(atX: 3 * 200, y: Int(3 * other.minY) + 3) == RGBColor(red: 255, green: 255, blue: 255))
        // A cell whose selection style is `.none` keeps its colour when selected.
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.selectionStyle = .none
        let unstyled = ViewPNGRenderer(scale: 3).image(ViewSnapshot(capturing: window))
        #expect(unstyled.color(atX: 3 * 200, y: Int(3 * selected.midY)) == RGBColor(red: 255, green: 255, blue: 255))
    }

    @Test func detailDisclosureButtonDrawsTheInfoButtonAndTheChevron() {
        let settings = SettingsScreenController()
        settings.sections = [[("Wi-Fi", "Home", .value1, .detailDisclosureButton)]]
        let (window, _) = settingsWindow(settings)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        let height = settings.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        // The box: 22 + 10 + 8 = 40 wide at 361 − 16 − 40 = 305; the info button's circle at its start, inset 1 pt
        // (x 306, 20 wide, radius 10), the chevron at its end (337 … 345).
        #expect(svg.contains("x=\"306\" y=\"\(svgNumber((height - 22) / 2 + 1))\" width=\"20\" height=\"20\" rx=\"10\""))
        #expect(svg.contains("<title>detail</title>"))
        #expect(svg.contains("d=\"M337 \(svgNumber((height - 13) / 2)) L345"))
    }

    @Test func backgroundConfigurationDrawsItsColourCornersInsetsAndStroke() {
        let settings = SettingsScreenController(style: .plain)
        let (window, _) = settingsWindow(settings)
        let cell = settings.table.cellForRow(at: IndexPath(row: 0, section: 0))
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemRed
        background.cornerRadius = 8
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 20, bottom: 2, trailing: 20)
        background.strokeColor = .black
        background.strokeWidth = 2
        cell?.backgroundConfiguration = background
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: window))
        let height = settings.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        // Plain rows are as wide as the table (393): inset 20 at the sides and 2 at the top and bottom.
        #expect(svg.contains("<rect class=\"cell-background\" x=\"20\" y=\"2\" width=\"353\" height=\"\(svgNumber(height - 4))\" rx=\"8\" fill=\"#ff3b30\"/>"))
        // The stroke inside the edge: its centre line 1 pt in, the radius 8 − 1 = 7.
        #expect(svg.contains("<rect class=\"cell-background-stroke\" x=\"21\" y=\"3\" width=\"351\" height=\"\(svgNumber(height - 6))\" rx=\"7\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\""))
    }
}
