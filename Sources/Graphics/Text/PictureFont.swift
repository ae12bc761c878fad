import Foundation
import CollectionGeometry
import Raster

/// The outline font PNG pictures draw their text with (beyond UIKit): DejaVu Sans, an open-licensed font
/// embedded in this module (its licence, `DejaVuSans-LICENSE.txt`, is embedded beside it).
///
/// Glyphs take their shapes from the font and their advances from the layout's text measurer
/// (``SystemFontAdvances``, the widths the layout measures the system font with): each glyph is placed in its advance,
/// stretched across by at most 15 % and centred beyond that, so its strokes keep their weight; a line drawn in a PNG is exactly as wide as the layout measured it, and as wide as the SVG draws
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
        SystemFontAdvances.fraction(of: scalar) * size * (weight >= 600 ? 1.05 : 1)
    }

    /// The width of `text` on one line at `size` and `weight` (the sum of its advances).
    /// - Complexity: O(n) scalars.
    public static func width(of text: String, size: Double, weight: Int = 400) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1, size: size, weight: weight) }
    }
}

extension RasterImage {
    /// Draws `text` in `font` with anti-aliasing: its left edge at `left`, its baseline at `baseline`, `pixelSize`
    /// pixels to the em, each glyph placed in the advance ``PictureFont/advance(of:size:weight:)`` gives it;
    /// in `color` at `opacity`, only inside `clip`. A `weight` of 600 or more is emboldened (see
    /// ``RasterImage/draw(_:font:advance:left:baseline:pixelSize:weight:color:opacity:clip:)``). Non-finite places
    /// or sizes draw nothing.
    ///
    /// - Complexity: O(glyphs · rows · (edges + pixels)).
    public mutating func draw(_ text: String, font: TrueTypeFont, left: Double, baseline: Double, pixelSize: Double,
                              weight: Int = 400, color: RGBColor, opacity: Double = 1, clip: CGRect? = nil) {
        draw(text, font: font, advance: { PictureFont.advance(of: $0, size: pixelSize, weight: weight) }, left: left,
             baseline: baseline, pixelSize: pixelSize, weight: weight, color: color, opacity: opacity, clip: clip)
    }

    /// Draws `text` once at each of `offsets` as one fill (a label's halo), with ``PictureFont``'s advances (see
    /// ``RasterImage/draw(_:font:advance:left:baseline:pixelSize:weight:offsets:color:opacity:clip:)``).
    ///
    /// - Complexity: O(rows · (offsets · edges + pixels)).
    mutating func draw(_ text: String, font: TrueTypeFont, left: Double, baseline: Double, pixelSize: Double,
                       weight: Int = 400, offsets: [(x: Double, y: Double)], color: RGBColor, opacity: Double = 1,
                       clip: CGRect? = nil) {
        draw(text, font: font, advance: { PictureFont.advance(of: $0, size: pixelSize, weight: weight) }, left: left,
             baseline: baseline, pixelSize: pixelSize, weight: weight, offsets: offsets, color: color, opacity: opacity, clip: clip)
    }
}
