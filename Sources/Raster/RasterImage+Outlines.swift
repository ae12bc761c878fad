import Foundation

extension RasterImage {
    /// Draws `text` in `font` with anti-aliasing: its left edge at `left`, its baseline at `baseline`, `pixelSize`
    /// pixels to the em, each glyph placed in the width in pixels `advance` gives its scalar (the caller's
    /// text measurer, so a line is as wide as the layout measured it), stretched across to fill it by at most 15 %
    /// and centred in it beyond that (see ``glyphPlacement(fontAdvance:scale:advance:)``); in `color` at `opacity`, only inside `clip`.
    /// A `weight` of 600 or more is emboldened by drawing each glyph a second time, a sixteenth of the em further
    /// right. Non-finite places or sizes draw nothing.
    ///
    /// - Complexity: O(glyphs · rows · (edges + pixels)).
    public mutating func draw(_ text: String, font: TrueTypeFont, advance: (Unicode.Scalar) -> Double, left: Double,
                              baseline: Double, pixelSize: Double, weight: Int = 400, color: RGBColor, opacity: Double = 1, clip: CGRect? = nil) {
        let passes: [Double] = weight >= 600 ? [0, pixelSize / 16] : [0]
        Self.forEachGlyph(of: text, font: font, advance: advance, left: left, baseline: baseline, imageWidth: width,
                          pixelSize: pixelSize, weight: weight, reach: 0, clip: clip) { outline, pen, scaleX, scaleY in
            // Both passes of a bold glyph go into one fill: their union, painted once.
            var rasterizer = OutlineRasterizer()
            for shift in passes { rasterizer.add(outline, originX: pen + shift, originY: baseline, scaleX: scaleX, scaleY: scaleY) }
            rasterizer.fill(into: &self, color: color, opacity: opacity, clip: clip)
        }
    }

    /// Draws `text` as ``draw(_:font:advance:left:baseline:pixelSize:weight:color:opacity:clip:)`` does, once at each
    /// of `offsets` (pixels across and down), all the copies of the whole line in one fill: their union, painted
    /// once, so where copies overlap `opacity` does not compound (a label's halo, as the SVG paints it). No
    /// offsets, or non-finite ones, draw nothing.
    ///
    /// - Complexity: O(rows · (offsets · edges + pixels)).
    package mutating func draw(_ text: String, font: TrueTypeFont, advance: (Unicode.Scalar) -> Double, left: Double,
                               baseline: Double, pixelSize: Double, weight: Int = 400, offsets: [(x: Double, y: Double)],
                               color: RGBColor, opacity: Double = 1, clip: CGRect? = nil) {
        guard !offsets.isEmpty, offsets.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let passes: [Double] = weight >= 600 ? [0, pixelSize / 16] : [0]
        var rasterizer = OutlineRasterizer()
        let reach = min(0, offsets.map(\.x).min() ?? 0)
        Self.forEachGlyph(of: text, font: font, advance: advance, left: left, baseline: baseline, imageWidth: width,
                          pixelSize: pixelSize, weight: weight, reach: reach, clip: clip) { outline, pen, scaleX, scaleY in
            for offset in offsets {
                for shift in passes {
                    rasterizer.add(outline, originX: pen + offset.x + shift, originY: baseline + offset.y, scaleX: scaleX, scaleY: scaleY)
                }
            }
        }
        rasterizer.fill(into: &self, color: color, opacity: opacity, clip: clip)
    }

    /// The most a glyph is stretched or squeezed across to fill the advance it is given, as a factor of its own
    /// shape: the measurer's advances and the embedded font's differ by glyph (a capital I is 0.29 em in the font and
    /// 0.25 em in the measurer), and stretching a glyph to fill the difference would draw its strokes
    /// up to twice too wide. Within these bounds the glyph fills its advance; beyond them it keeps the bound and is
    /// centred in its advance, the rest left as spacing.
    static let glyphStretchRange: ClosedRange<Double> = 0.85...1.15

    /// Where a glyph of `fontAdvance` font units is drawn in an advance of `advance` pixels at `scale` pixels per
    /// unit: its horizontal scale (within ``glyphStretchRange`` of `scale`) and its offset from the pen (centred).
    /// A glyph with no advance of its own (a combining mark) keeps its shape and sits at the pen.
    ///
    /// - Complexity: O(1).
    package static func glyphPlacement(fontAdvance: Double, scale: Double, advance: Double) -> (scaleX: Double, offset: Double) {
        let natural = fontAdvance * scale
        guard natural > 0, natural.isFinite, advance.isFinite else { return (scale, 0) }
        let stretch = min(glyphStretchRange.upperBound, max(glyphStretchRange.lowerBound, advance / natural))
        let scaleX = scale * stretch
        return (scaleX, (advance - fontAdvance * scaleX) / 2)
    }

    /// Calls `body` with each visible glyph's outline, its pen position and its scales (font units → pixels), from
    /// `left` on, until the pen (moved across by `reach`, the leftmost copy's shift) passes the clip's or the
    /// image's (`imageWidth`) right edge. Non-finite places or sizes call nothing.
    private static func forEachGlyph(of text: String, font: TrueTypeFont, advance advanceOf: (Unicode.Scalar) -> Double,
                                     left: Double, baseline: Double, imageWidth: Int,
                                     pixelSize: Double, weight: Int, reach: Double, clip: CGRect?,
                                     _ body: (_ outline: [[TrueTypeFont.Point]], _ pen: Double, _ scaleX: Double, _ scaleY: Double) -> Void) {
        guard pixelSize.isFinite, pixelSize > 0, left.isFinite, baseline.isFinite, reach.isFinite else { return }
        let scale = pixelSize / font.unitsPerEm
        var pen = left
        for scalar in text.unicodeScalars {
            if let clip, pen + reach >= Double(clip.maxX) { break }
            if pen + reach >= Double(imageWidth) { break }
            let glyph = font.glyph(for: scalar)
            let advance = advanceOf(scalar)
            let outline = font.outline(of: glyph)
            if !outline.isEmpty {
                let placement = glyphPlacement(fontAdvance: font.advance(of: glyph), scale: scale, advance: advance)
                body(outline, pen + placement.offset, placement.scaleX, scale)
            }
            pen += advance
        }
    }
}
