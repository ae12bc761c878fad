import OpenCompositionalLayout

extension ControlDrawing {
    /// The corner radius of a compact date picker's capsules (chosen from the look of iOS 17).
    static let datePickerCapsuleRadius: CGFloat = 6
    /// The height of the wheels' selection band (chosen: one row of the wheels).
    static let datePickerBandHeight: CGFloat = 34

    /// A date picker as iOS draws it. The compact style (and, headless, the inline style): a grey capsule (the
    /// tertiary system fill) per part of the value — the date, the time — each with its text in 17-pt type in
    /// the label colour, placed by ``UIDatePicker/compactCapsuleRects(in:)``. The wheels: a grey rounded band
    /// across the middle (the quaternary system fill) with the value written in it. Texts are written with the
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
            let band = CGRect(x: 8, y: bounds.midY - datePickerBandHeight / 2, width: max(0, bounds.width - 16), height: datePickerBandHeight)
            operations.append(.figure(DrawingFigure(.roundedRect(band, cornerRadius: 8), fill: paint(.quaternarySystemFill, or: .systemFill, traits: traits),
                                                    name: "date-picker-band")))
            if let text = line(picker.displayedTexts.joined(separator: "   "), font: font, x: band.midX, centerY: band.midY, paint: textPaint,
                               maximumWidth: band.width, name: "date-picker-text") {
                operations.append(text)
            }
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
}
