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

    /// Draws `text` in ``BitmapFont`` as ``draw(_:left:baseline:unit:color:opacity:clip:)`` does, once at each of
    /// `offsets` (in font units across and down), every glyph pixel any copy covers painted once: the copies lie
    /// on one grid of `unit`-pixel squares, so their union is a set of squares, and where copies overlap
    /// `opacity` does not compound (a label's halo). No offsets draw nothing.
    ///
    /// - Complexity: O(offsets × characters × glyph pixels × unit²), clipped to the image.
    package mutating func draw(_ text: String, left: Double, baseline: Double, unit: Double, offsets: [(x: Int, y: Int)],
                       color: RGBColor, opacity: Double = 1, clip: CGRect? = nil) {
        guard !offsets.isEmpty, unit.isFinite, unit > 0, left.isFinite, baseline.isFinite else { return }
        let clip = clip?.standardized
        let originX = left.rounded(), baselineY = baseline.rounded()
        let top = baselineY - Double(BitmapFont.ascentRows) * unit
        let imageBounds = CGRect(x: 0, y: 0, width: width, height: height)
        let leftmost = offsets.map(\.x).min() ?? 0
        // The covered squares, in units from (originX, top), each once, in a stable order.
        var covered = Set<[Int]>()
        var squares: [[Int]] = []
        for (index, character) in text.enumerated() {
            let penUnits = index * BitmapFont.advance
            if originX + Double(penUnits + leftmost) * unit >= Double((clip ?? imageBounds).maxX) { break }
            let glyph = BitmapFont.glyph(for: character)
            for row in 0..<BitmapFont.rowCount where glyph[row] != 0 {
                for column in 0..<BitmapFont.columnCount where BitmapFont.isSet(glyph, column: column, row: row) {
                    for offset in offsets {
                        let square = [penUnits + column + offset.x, row + offset.y]
                        if covered.insert(square).inserted { squares.append(square) }
                    }
                }
            }
        }
        for square in squares {
            var pixel = CGRect(x: originX + Double(square[0]) * unit, y: top + Double(square[1]) * unit, width: unit, height: unit)
            if let clip {
                pixel = pixel.intersection(clip)
                if pixel.isNull || pixel.isEmpty { continue }
            }
            fill(pixel, with: color, opacity: opacity)
        }
    }
}
