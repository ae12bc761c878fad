import Foundation

extension RasterImage {
    /// Draws `text` in ``BitmapFont``: its left edge at `left`, its baseline at `baseline`, each font unit
    /// `unit` pixels square, in `color` at `opacity`, only inside `clip` (the whole image when nil). The left
    /// edge and the baseline are rounded to whole pixels so the glyphs stay crisp; characters the font lacks
    /// are drawn as its ``BitmapFont/missingGlyph``. A unit that is not finite and positive, or a non-finite
    /// place, draws nothing.
    ///
    /// - Complexity: O(characters × glyph pixels × unit²), clipped to the image.
    public mutating func draw(_ text: String, left: Double, baseline: Double, unit: Double, color: RGBColor,
                              opacity: Double = 1, clip: CGRect? = nil) {
        guard unit.isFinite, unit > 0, left.isFinite, baseline.isFinite else { return }
        let clip = clip?.standardized
        let originX = left.rounded(), baselineY = baseline.rounded()
        let top = baselineY - Double(BitmapFont.ascentRows) * unit
        let imageBounds = CGRect(x: 0, y: 0, width: width, height: height)
        var penX = originX
        for character in text {
            // Past the clip's (or the image's) right edge nothing more can show.
            if penX >= Double((clip ?? imageBounds).maxX) { break }
            let glyph = BitmapFont.glyph(for: character)
            for row in 0..<BitmapFont.rowCount where glyph[row] != 0 {
                for column in 0..<BitmapFont.columnCount where BitmapFont.isSet(glyph, column: column, row: row) {
                    var pixel = CGRect(x: penX + Double(column) * unit, y: top + Double(row) * unit, width: unit, height: unit)
                    if let clip {
                        pixel = pixel.intersection(clip)
                        if pixel.isNull || pixel.isEmpty { continue }
                    }
                    fill(pixel, with: color, opacity: opacity)
                }
            }
            penX += Double(BitmapFont.advance) * unit
        }
    }
}
