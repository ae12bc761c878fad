import OpenCompositionalLayout

extension ControlDrawing {
    /// A picker view's wheels as iOS draws them, with the date picker's metrics: the grey selection band across the
    /// middle (``wheelBand(in:height:traits:name:)``, as tall as the tallest row), and in each component (laid out
    /// by ``UIPickerView/wheelLayouts(in:)``) the titles of the rows shown, centred in their rows in
    /// ``wheelFontSize``-point type cut to the row's width: the selected row's in the label colour, the others in
    /// the secondary label colour, fainter further out (``wheelRowPaint(offset:color:traits:)``; a styled title's
    /// own colour replaces either). Rows the delegate gives as views draw themselves as subviews.
    ///
    /// - Complexity: O(c + r + text) for c components and r rows shown.
    @MainActor
    static func pickerView(_ picker: UIPickerView, traits: UITraitCollection) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: picker.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        let wheels = picker.wheelLayouts(in: bounds)
        let bandHeight = wheels.map(\.rowHeight).max() ?? UIPickerView.defaultRowHeight
        var operations: [DrawingOperation] = [wheelBand(in: bounds, height: bandHeight, traits: traits, name: "picker-band")]
        let font = UIFont.systemFont(ofSize: wheelFontSize)
        for wheel in wheels {
            for row in wheel.rows where picker.view(forRow: row.row, forComponent: wheel.component) == nil {
                guard let title = picker.rowTitle(row: row.row, component: wheel.component) else { continue }
                let rowPaint = wheelRowPaint(offset: row.offset, color: title.color, traits: traits)
                if let text = line(title.text, font: font, x: row.frame.midX, centerY: row.frame.midY, paint: rowPaint,
                                   maximumWidth: row.frame.width, name: row.offset == 0 ? "picker-selected-row" : "picker-row") {
                    operations.append(text)
                }
            }
        }
        return operations
    }
}

extension ViewSnapshot {
    /// What a picker view draws itself (see ``ControlDrawing/pickerView(_:traits:)``), or nil for other views.
    @MainActor
    static func pickerViewDrawing(of view: UIView, traits: UITraitCollection) -> Drawing? {
        guard let picker = view as? UIPickerView else { return nil }
        let operations = ControlDrawing.pickerView(picker, traits: traits)
        return operations.isEmpty ? nil : Drawing(operations)
    }
}
