import Foundation
import OpenCompositionalLayout

/// The outline font PNG pictures draw their text with (beyond UIKit): DejaVu Sans, an open-licensed font
/// embedded in this module (its licence, `DejaVuSans-LICENSE.txt`, is embedded beside it).
///
/// Glyphs take their shapes from the font and their advances from the layout's text measurer
/// (``AdvanceWidthTextMeasurer``, whose widths follow the system font's): each glyph is scaled across to its
/// advance, so a line drawn in a PNG is exactly as wide as the layout measured it, and as wide as the SVG draws
/// it (the SVG gives each line that width, in the system font stack). When the font cannot be loaded, pictures
/// fall back to ``BitmapFont``.
public enum PictureFont {
    /// The embedded font, or nil when its resource cannot be found or read.
    public static let embedded: TrueTypeFont? = Bundle.module.url(forResource: "DejaVuSans", withExtension: "ttf")
        .flatMap { try? Data(contentsOf: $0) }
        .flatMap(TrueTypeFont.init(data:))

    /// The advance of `scalar` at `size` (points or pixels) and CSS `weight`, as the layout's text measurer gives
    /// it (semibold and heavier, 600 and up, advance 5 % more).
    /// - Complexity: O(1).
    public static func advance(of scalar: Unicode.Scalar, size: Double, weight: Int = 400) -> Double {
        Double(AdvanceWidthTextMeasurer.advanceFraction(of: scalar)) * size * (weight >= 600 ? 1.05 : 1)
    }

    /// The width of `text` on one line at `size` and `weight` (the sum of its advances).
    /// - Complexity: O(n) scalars.
    public static func width(of text: String, size: Double, weight: Int = 400) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1, size: size, weight: weight) }
    }
}

extension RasterImage {
    /// Draws `text` in `font` with anti-aliasing: its left edge at `left`, its baseline at `baseline`, `pixelSize`
    /// pixels to the em, each glyph scaled across to the advance ``PictureFont/advance(of:size:)`` gives it; in
    /// `color` at `opacity`, only inside `clip`. A `weight` of 600 or more is emboldened by drawing each glyph a
    /// second time, a sixteenth of the em further right. Non-finite places or sizes draw nothing.
    ///
    /// - Complexity: O(glyphs · rows · (edges + pixels)).
    public mutating func draw(_ text: String, font: TrueTypeFont, left: Double, baseline: Double, pixelSize: Double,
                              weight: Int = 400, color: RGBColor, opacity: Double = 1, clip: CGRect? = nil) {
        guard pixelSize.isFinite, pixelSize > 0, left.isFinite, baseline.isFinite else { return }
        let scale = pixelSize / font.unitsPerEm
        let passes: [Double] = weight >= 600 ? [0, pixelSize / 16] : [0]
        var pen = left
        for scalar in text.unicodeScalars {
            let advance = PictureFont.advance(of: scalar, size: pixelSize, weight: weight)
            if let clip, pen >= Double(clip.maxX) { break }
            if pen >= Double(width) { break }
            let glyph = font.glyph(for: scalar)
            let fontAdvance = font.advance(of: glyph)
            let outline = font.outline(of: glyph)
            if !outline.isEmpty {
                let scaleX = fontAdvance > 0 ? advance / fontAdvance : scale
                // Both passes of a bold glyph go into one fill: their union, painted once.
                var rasterizer = OutlineRasterizer()
                for shift in passes { rasterizer.add(outline, originX: pen + shift, originY: baseline, scaleX: scaleX, scaleY: scale) }
                rasterizer.fill(into: &self, color: color, opacity: opacity, clip: clip)
            }
            pen += advance
        }
    }
}
