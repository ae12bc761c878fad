import OpenCompositionalLayout

extension LayoutPicture {
    /// One line of text a picture shows, in its element's coordinates: the point its anchor sits at, its baseline,
    /// size and colour (a text run of the picture's drawing).
    struct TextLine: Hashable {
        /// Which end of the text sits at ``x`` (SVG's `text-anchor`).
        typealias Anchor = DrawingText.Anchor

        /// The text.
        var text: String
        /// The SVG class of the line (`cell-text`, `supplementary-secondary-text`…).
        var className: String
        /// The anchor's horizontal place.
        var x: CGFloat
        /// The baseline's vertical place.
        var baseline: CGFloat
        /// The font size, in points.
        var fontSize: CGFloat
        /// Which end of the text sits at ``x``.
        var anchor: Anchor
        /// The text's colour, when the content gives one (else the palette's).
        var color: LayoutSnapshot.Color?
    }
}
