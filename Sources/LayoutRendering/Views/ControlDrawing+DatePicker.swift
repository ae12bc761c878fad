import OpenCompositionalLayout

extension ControlDrawing {
    /// The corner radius of a compact date picker's capsules (chosen from the look of iOS 17).
    static let datePickerCapsuleRadius: CGFloat = 6
    /// The height of the wheels' selection band (chosen: one row of the wheels).
    static let datePickerBandHeight: CGFloat = 34

    /// A date picker as iOS draws it. The compact style (and, headless, the inline style): a grey capsule (the
    /// tertiary system fill) per part of the value — the date, the time — each with its text in 17-pt type in
    /// the label colour, placed by ``UIDatePicker/compactCapsuleRects(in:)``. The wheels: see
    /// ``wheels(_:in:traits:)``. Texts are written with the
    /// picker's locale, calendar and time zone (US English and GMT when unset) so that pictures do not depend on
    /// the machine. The whole at half opacity while disabled.
    @MainActor
    static func datePicker(_ picker: UIDatePicker, traits: UITraitCollection) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: picker.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        let font = UIFont.systemFont(ofSize: UIFont.labelFontSize)
        let textPaint = paint(.label, or: .label, traits: traits)
        var operations: [DrawingOperation] = []
        switch picker.datePickerStyle {
        case .wheels, .automatic:
            operations += wheels(picker, in: bounds, traits: traits)
        case .compact, .inline:
            for (rect, text) in zip(picker.compactCapsuleRects(in: bounds), picker.displayedTexts) {
                operations.append(.figure(DrawingFigure(.roundedRect(rect, cornerRadius: datePickerCapsuleRadius),
                                                        fill: paint(.tertiarySystemFill, or: .systemFill, traits: traits),
                                                        name: "date-picker-capsule", title: text)))
                if let line = line(text, font: font, x: rect.midX, centerY: rect.midY, paint: textPaint, maximumWidth: rect.width,
                                   name: "date-picker-text") {
                    operations.append(line)
                }
            }
        }
        return group(operations, opacity: picker.isEnabled ? 1 : disabledOpacity)
    }

    /// The pitch of the wheels' rows and the size of their type: 34 points and 21 points (chosen from the look of
    /// iOS 17's wheels, which Apple does not publish).
    static let wheelRowPitch: CGFloat = 34, wheelFontSize: CGFloat = 21
    /// The space between two wheels (chosen).
    static let wheelSpacing: CGFloat = 20

    /// A date picker's wheels: a grey rounded band across the middle (``wheelBand(in:height:traits:name:)``), the
    /// wheels side by side (each as wide as its widest row, ``wheelSpacing`` apart, the group centred), the selected
    /// rows in the band in the label colour and the rows above and below one ``wheelRowPitch`` apart in the
    /// secondary label colour, fainter further out (``wheelRowPaint(offset:color:traits:)``). The rows that do not
    /// fit the bounds are left out.
    @MainActor
    static func wheels(_ picker: UIDatePicker, in bounds: CGRect, traits: UITraitCollection) -> [DrawingOperation] {
        let around = max(0, min(3, Int(((bounds.height / 2 - wheelRowPitch / 2) / wheelRowPitch).rounded(.up))))
        let columns = picker.wheelColumns(rowsAround: around)
        let font = UIFont.systemFont(ofSize: wheelFontSize)
        let measurer = TextMeasuringRegistry.global
        func width(_ text: String) -> CGFloat {
            measurer.measure(text, font: font, constrainedToWidth: 0, numberOfLines: 1, lineBreakMode: .byClipping).size.width
        }
        let widths = columns.map { column in column.rows.compactMap { $0 }.map(width).max() ?? 0 }
        let total = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * wheelSpacing
        var operations: [DrawingOperation] = [
            wheelBand(in: bounds, height: datePickerBandHeight, traits: traits, name: "date-picker-band"),
        ]
        var x = bounds.midX - total / 2
        for (column, columnWidth) in zip(columns, widths) {
            for (index, row) in column.rows.enumerated() {
                guard let row else { continue }
                let offset = index - around
                let centerY = bounds.midY + CGFloat(offset) * wheelRowPitch
                guard centerY - font.lineHeight / 2 >= bounds.minY, centerY + font.lineHeight / 2 <= bounds.maxY else { continue }
                let rowPaint = wheelRowPaint(offset: offset, traits: traits)
                if let text = line(row, font: font, x: x + columnWidth / 2, centerY: centerY, paint: rowPaint,
                                   name: offset == 0 ? "date-picker-text" : "date-picker-row") {
                    operations.append(text)
                }
            }
            x += columnWidth + wheelSpacing
        }
        return operations
    }
}
