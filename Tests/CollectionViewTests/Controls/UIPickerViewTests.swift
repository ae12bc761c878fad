#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
import CollectionDiagnostics
#endif
import Testing

/// A picker's data source and delegate: `rows[c]` rows in component c titled "c.r", optional widths and row
/// heights, optional row views, and a record of the selections it is told of.
@MainActor
private final class Wheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var widths: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    var selections: [String] = []

    init(rows: [Int]) {
        self.rows = rows
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component).\(row)" }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component < widths.count ? widths[component] : 0
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        component < rowHeights.count ? rowHeights[component] : 0
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// Rows given as views: each a view of no size tagged with its row; records the views offered for reuse.
@MainActor
private final class ViewRows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var offered: [Int] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 20 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        if let view { offered.append(view.tag) }
        let rowView = view ?? UIView()
        rowView.tag = row
        return rowView
    }
}

/// The pickers' data sources and delegates, kept alive for the tests (pickers hold theirs weakly).
@MainActor private var keptPickerDelegates: [AnyObject] = []

@MainActor
@Suite struct UIPickerViewTests {
    private func picker(_ wheels: any UIPickerViewDataSource & UIPickerViewDelegate) -> UIPickerView {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        keptPickerDelegates.append(wheels)
        picker.dataSource = wheels
        picker.delegate = wheels
        return picker
    }

    @Test func itIs216PointsTallAndShowsNoIndicatorFlagByDefault() {
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(!picker.showsSelectionIndicator)
        #expect(picker.numberOfComponents == 0)
    }

    @Test func componentsAndRowsComeFromTheDataSource() {
        let wheels = Wheels(rows: [5, 0, 3])
        let picker = picker(wheels)
        #expect(picker.numberOfComponents == 3)
        #expect(picker.numberOfRows(inComponent: 0) == 5)
        #expect(picker.numberOfRows(inComponent: 2) == 3)
        // Row 0 is selected until another is; a component without rows has none selected.
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == -1)
    }

    @Test func selectRowSelectsWithoutTellingTheDelegate() {
        let wheels = Wheels(rows: [10, 10])
        let picker = picker(wheels)
        picker.selectRow(7, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 7)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(wheels.selections.isEmpty)
    }

    @Test func theDelegatesWidthsAndRowHeightsSizeTheRows() {
        let wheels = Wheels(rows: [3, 3])
        wheels.widths = [100, 150]
        wheels.rowHeights = [40, 50]
        let picker = picker(wheels)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 150, height: 50))
    }

    @Test func aReloadKeepsTheSelectionInsideTheNewRows() {
        let wheels = Wheels(rows: [10])
        let picker = picker(wheels)
        picker.selectRow(8, inComponent: 0, animated: false)
        wheels.rows = [4]
        picker.reloadComponent(0)
        // Row 8 no longer exists: the last row, 3, is selected.
        #expect(picker.selectedRow(inComponent: 0) == 3)
        wheels.rows = [0]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }

    @Test func theDataSourceAndDelegateAreHeldWeakly() {
        let picker = UIPickerView()
        do {
            let wheels = Wheels(rows: [1])
            picker.dataSource = wheels
            picker.delegate = wheels
            #expect(picker.numberOfComponents == 1)
        }
        #expect(picker.dataSource == nil)
        #expect(picker.delegate == nil)
        #expect(picker.numberOfComponents == 0)
    }

    /// Rows given as views are subviews centred in their rows; a view of no size gets the row's size.
    @Test func rowViewsAreShownInTheirRows() {
        let rows = ViewRows()
        let picker = picker(rows)
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let selected = picker.view(forRow: 5, forComponent: 0)
        #expect(selected?.superview === picker)
        #expect(selected?.tag == 5)
        #expect((selected?.frame.height ?? 0) > 0)
        // The row below sits one row height lower than the selected one.
        if let selected, let below = picker.view(forRow: 6, forComponent: 0) {
            #expect(below.frame.minY - selected.frame.minY == picker.rowSize(forComponent: 0).height)
        } else {
            Issue.record("rows 5 and 6 are shown")
        }
        // A row far from the selection is not shown.
        #expect(picker.view(forRow: 15, forComponent: 0) == nil)
    }

    #if !canImport(UIKit)
    @Test func theDefaultSizeAndRowHeightAreUIKits() {
        #expect(UIPickerView().intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(UIPickerView.defaultRowHeight == 32)
        let wheels = Wheels(rows: [3])
        #expect(picker(wheels).rowSize(forComponent: 0).height == 32)
    }

    /// Without widths the components share 320 − 2 × 8 (insets) − 5 (one gap) = 299 points: 149.5 each; with one
    /// 100 wide, the other takes 299 − 100 = 199.
    @Test func componentsWithoutWidthsShareThePickersWidth() {
        let wheels = Wheels(rows: [3, 3])
        let picker = picker(wheels)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        wheels.widths = [100]
        #expect(picker.rowSize(forComponent: 1).width == 199)
        // Bad widths and heights fall back: NaN and negative widths share, a zero height is the default.
        wheels.widths = [.nan, -4]
        wheels.rowHeights = [0, .infinity]
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 149.5, height: 32))
    }

    /// One component 304 wide (320 less 8 each side), the selected row 5 centred: its frame runs from
    /// 108 − 16 = 92, 32 tall; row 7 two rows lower at 92 + 64 = 156; row 8 would end at 156 + 32 + 32 = 220 > 216
    /// and is not shown.
    @Test func rowViewFramesFollowTheLayout() {
        let rows = ViewRows()
        let picker = picker(rows)
        picker.selectRow(5, inComponent: 0, animated: false)
        #expect(picker.view(forRow: 5, forComponent: 0)?.frame == CGRect(x: 8, y: 92, width: 304, height: 32))
        #expect(picker.view(forRow: 7, forComponent: 0)?.frame == CGRect(x: 8, y: 156, width: 304, height: 32))
        #expect(picker.view(forRow: 3, forComponent: 0)?.frame == CGRect(x: 8, y: 28, width: 304, height: 32))
        #expect(picker.view(forRow: 8, forComponent: 0) == nil)
        #expect(picker.view(forRow: 2, forComponent: 0) == nil)
        // Turning to row 10 shows rows 8…12; rows 3…7 leave, and their five views are offered back for rows 8…12.
        #expect(rows.offered.isEmpty)
        picker.selectRow(10, inComponent: 0, animated: false)
        #expect(picker.view(forRow: 10, forComponent: 0)?.frame == CGRect(x: 8, y: 92, width: 304, height: 32))
        #expect(rows.offered.sorted() == [3, 4, 5, 6, 7])
        #expect(picker.subviews.count == 5)
        // Turning one row on keeps the four rows still shown (9…12) and asks only for row 13, with row 8's view.
        picker.selectRow(11, inComponent: 0, animated: false)
        #expect(picker.view(forRow: 13, forComponent: 0)?.frame == CGRect(x: 8, y: 156, width: 304, height: 32))
        #expect(rows.offered.count == 6 && rows.offered.last == 8)
    }

    @Test func simulateSelectSelectsAndTellsTheDelegate() {
        let wheels = Wheels(rows: [10, 4])
        let picker = picker(wheels)
        picker.simulateSelect(row: 3, inComponent: 0)
        picker.simulateSelect(row: 9, inComponent: 1)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        // Row 9 of 4 rows is pinned to the last, 3, and the delegate hears of row 3.
        #expect(picker.selectedRow(inComponent: 1) == 3)
        #expect(wheels.selections == ["0:3", "1:3"])
        picker.isHidden = true
        picker.simulateSelect(row: 1, inComponent: 0)
        #expect(wheels.selections.count == 2)
    }

    @Test func outOfRangeRowsAndComponentsAreReportedNotTrapped() {
        let wheels = Wheels(rows: [10])
        let picker = picker(wheels)
        let collector = DiagnosticCollector()
        picker.diagnosticSink = collector.sink
        picker.selectRow(12, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 9)
        picker.selectRow(-3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(1, inComponent: 4, animated: false)
        #expect(picker.selectedRow(inComponent: 4) == -1)
        #expect(picker.rowSize(forComponent: -1) == .zero)
        #expect(picker.view(forRow: 0, forComponent: 7) == nil)
        #expect(collector.diagnostics.map(\.kind) == ["rowOutOfRange", "rowOutOfRange", "componentOutOfRange",
                                                       "componentOutOfRange", "componentOutOfRange"])
        #expect(collector.diagnostics.allSatisfy { $0.domain == .view })
    }
    #endif
}
