import OpenCompositionalLayout

extension ViewSnapshot {
    /// What a label with styled text (or with a font shrunk to fit, `adjustsFontSizeToFitWidth`) draws: its
    /// lines laid out by `AttributedTextLayout` run by run, centred vertically in its bounds as UILabel centres
    /// them (lines past its height left out; none for a label of no height). Nil for a label that shows plain text
    /// at its own font size (drawn as ``Content/text(_:)``).
    ///
    /// Each run paints, in order: its background colour (the run's width by its line's height), its characters
    /// (in its font's size and weight, its colour or the label's text colour, raised by its baseline offset;
    /// with a kern or tracking each character on its own, so the spacing falls between the glyphs), then its
    /// underline and strikethrough (in their colours, else the text's). Line metrics, headless: the underline
    /// lies 0.075 em below the baseline and the strikethrough at half the x-height above it, each 1/17 em
    /// thick (1 pt at 17 pt), twice that for `.thick`, two lines a thickness apart for `.double`; patterns are
    /// drawn as dashes (dot 1, dash 3, in thicknesses). Shadows, links' styling, obliqueness and italics are
    /// not drawn.
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
