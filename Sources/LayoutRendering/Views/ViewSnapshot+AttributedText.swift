import OpenCompositionalLayout

extension ViewSnapshot {
    /// What a label with styled text (or with a font shrunk to fit, `adjustsFontSizeToFitWidth`) draws: its
    /// lines laid out by `AttributedTextLayout` and drawn run by run (see `AttributedTextLayout.drawing`), centred
    /// vertically in its bounds as UILabel centres them (lines past its height left out; none for a label of no
    /// height). Nil for a label that shows plain text at its own font size (drawn as ``Content/text(_:)``).
    ///
    /// - Complexity: O(characters shown).
    @MainActor
    static func attributedLabelDrawing(_ label: UILabel, traits: UITraitCollection) -> Drawing? {
        let scale = label.fontScaleFittingBounds()
        guard label.hasStyledText || scale < 1, let text = label.text, !text.isEmpty,
              let layout = label.attributedLayout(label.bounds.width, maximumHeight: label.bounds.height, fontScale: scale)
        else { return nil }
        // A label of no height shows no line, as a plain label does.
        guard label.bounds.height > 0 else { return Drawing() }
        let top = (label.bounds.height - layout.size.height) / 2
        return layout.drawing(top: top, textPaint: paint(label.textColor, traits: traits).map { DrawingPaint($0) }, traits: traits)
    }
}
