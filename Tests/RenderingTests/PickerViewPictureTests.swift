import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// A picker's rows: `rows[c]` rows in component c titled "Row r", optional widths, and an optional styled title
/// colour for every row.
@MainActor
private final class PictureWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var widths: [CGFloat] = []
    var titleColor: UIColor?

    init(rows: [Int]) {
        self.rows = rows
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        titleColor.map { NSAttributedString(string: "Row \(row)", attributes: [.foregroundColor: $0]) }
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component < widths.count ? widths[component] : 0
    }
}

/// Twenty rows in one component, each shown as a view of `rowColor`.
@MainActor
private final class PictureRowViews: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let rowColor: UIColor

    init(rowColor: UIColor) {
        self.rowColor = rowColor
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 20 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let rowView = view ?? UIView()
        rowView.backgroundColor = rowColor
        return rowView
    }
}

/// The pickers' data sources and delegates, kept alive for the tests (pickers hold theirs weakly).
@MainActor private var keptPictureDelegates: [AnyObject] = []

/// Picker views in pictures, checked against the layout worked out by hand: a 320 × 216 picker, one component
/// 320 − 2 × 8 = 304 wide from x = 8, 32-point rows, the selected row's band from 108 − 16 = 92 to 124.
@Suite("Picker view pictures", .serialized)
@MainActor
struct PickerViewPictureTests {
    private func picker(_ wheels: any UIPickerViewDataSource & UIPickerViewDelegate, selecting row: Int = 5) -> UIPickerView {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.backgroundColor = .white
        keptPictureDelegates.append(wheels)
        picker.dataSource = wheels
        picker.delegate = wheels
        picker.selectRow(row, inComponent: 0, animated: false)
        return picker
    }

    private func svg(_ view: UIView) -> String {
        ViewSVGRenderer().render(ViewSnapshot(capturing: view))
    }

    private func lines(of svg: String, containing marker: String) -> [String] {
        svg.split(separator: "\n").filter { $0.contains(marker) }.map(String.init)
    }

    /// Whether `color` is within one step of `expected` in every channel (compositing rounds).
    private func near(_ color: RGBColor?, _ expected: (Int, Int, Int)) -> Bool {
        guard let color else { return false }
        return abs(Int(color.red) - expected.0) <= 1 && abs(Int(color.green) - expected.1) <= 1 && abs(Int(color.blue) - expected.2) <= 1
    }

    /// Rows 3…7 show (row 8 would end at 124 + 3 × 32 = 220 > 216): the selected one in black, its neighbours in
    /// the secondary label colour (60, 60, 67 at 60 %) at 60 % (0.36 in all) and the next ones at 30 % (0.18).
    @Test func theSelectedRowSitsInTheBandWithFainterRowsAround() {
        let wheels = PictureWheels(rows: [20])
        let picture = svg(picker(wheels))
        #expect(picture.contains("class=\"picker-band\" x=\"8\" y=\"92\" width=\"304\" height=\"32\""))
        let selected = lines(of: picture, containing: "picker-selected-row")
        #expect(selected.count == 1)
        #expect(selected.first?.contains(">Row 5<") == true)
        #expect(selected.first?.contains("fill=\"#000000\"") == true)
        // Centred in the component: x = 8 + 304 / 2 = 160.
        #expect(selected.first?.contains("x=\"160\"") == true)
        let rows = lines(of: picture, containing: "class=\"picker-row\"")
        #expect(rows.count == 4)
        for title in ["Row 3", "Row 4", "Row 6", "Row 7"] {
            #expect(rows.contains { $0.contains(">\(title)<") })
        }
        #expect(rows.filter { $0.contains("fill=\"#3c3c43\"") && $0.contains("fill-opacity=\"0.36\"") }.count == 2)
        #expect(rows.filter { $0.contains("fill-opacity=\"0.18\"") }.count == 2)
        #expect(!picture.contains(">Row 2<") && !picture.contains(">Row 8<"))
    }

    /// The first row selected: nothing above it.
    @Test func theFirstRowHasNoRowsAbove() {
        let picture = svg(picker(PictureWheels(rows: [3]), selecting: 0))
        #expect(lines(of: picture, containing: "class=\"picker-row\"").count == 2)
    }

    /// Two components 100 wide: with the 5-point gap they span 205, from (320 − 205) / 2 = 57.5; their titles are
    /// centred at 57.5 + 50 = 107.5 and 57.5 + 105 + 50 = 212.5.
    @Test func componentsStandSideBySideAtTheirWidths() {
        let wheels = PictureWheels(rows: [10, 10])
        wheels.widths = [100, 100]
        let selected = lines(of: svg(picker(wheels)), containing: "picker-selected-row")
        #expect(selected.count == 2)
        #expect(selected.contains { $0.contains("x=\"107.5\"") })
        #expect(selected.contains { $0.contains("x=\"212.5\"") })
    }

    @Test func aStyledTitleKeepsItsColour() {
        let wheels = PictureWheels(rows: [10])
        wheels.titleColor = .red
        let selected = lines(of: svg(picker(wheels)), containing: "picker-selected-row")
        #expect(selected.first?.contains("fill=\"#ff0000\"") == true)
    }

    /// Pixels: the band is the quaternary system fill, (116, 116, 128) at 8 % over white:
    /// 255 − 139 × 0.08 = 243.9 and 255 − 127 × 0.08 = 244.8; outside it the picker is white. Rows given as red views
    /// fill their rows, and no titles are drawn.
    @Test func theBandAndRowViewsShowInPixels() {
        let wheels = PictureWheels(rows: [20])
        let image = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: picker(wheels)))
        #expect(near(image.color(atX: 12, y: 108), (244, 244, 245)))
        #expect(near(image.color(atX: 12, y: 80), (255, 255, 255)))
        #expect(near(image.color(atX: 4, y: 108), (255, 255, 255)))
        let rowViews = PictureRowViews(rowColor: .red)
        let withViews = picker(rowViews)
        let picture = svg(withViews)
        #expect(lines(of: picture, containing: "picker-selected-row").isEmpty)
        let viewImage = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: withViews))
        // Rows 3…7 are red from y = 28 to 188 between x = 8 and 312.
        #expect(near(viewImage.color(atX: 160, y: 108), (255, 0, 0)))
        #expect(near(viewImage.color(atX: 160, y: 30), (255, 0, 0)))
        #expect(near(viewImage.color(atX: 160, y: 20), (255, 255, 255)))
        #expect(near(viewImage.color(atX: 316, y: 108), (255, 255, 255)))
    }

    /// Widths and row heights far too large are cut to 10 000 points, so the picture keeps finite numbers: two
    /// components 10 000 wide span 20 005 points, centred on the picker's middle, 160.
    @Test func hugeWidthsAndRowHeightsStayFinite() {
        let wheels = PictureWheels(rows: [5, 5])
        wheels.widths = [.greatestFiniteMagnitude, .greatestFiniteMagnitude]
        let picker = picker(wheels)
        #expect(picker.rowSize(forComponent: 0).width == 10_000)
        let picture = svg(picker)
        #expect(!picture.contains("nan") && !picture.contains("inf"))
        // The first component's title sits at 160 − 20 005 / 2 + 5 000 = −4 842.5.
        #expect(lines(of: picture, containing: "picker-selected-row").contains { $0.contains("x=\"-4842.5\"") })
    }

    @Test func anEmptyOrSizelessPickerDrawsNoRows() {
        let empty = picker(PictureWheels(rows: [0]))
        let picture = svg(empty)
        #expect(picture.contains("picker-band"))
        #expect(!picture.contains("picker-row") && !picture.contains("picker-selected-row"))
        let flat = picker(PictureWheels(rows: [5]))
        flat.frame.size.height = 0
        #expect(!svg(flat).contains("picker-"))
    }
}
