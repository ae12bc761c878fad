import Foundation
import Raster

/// The words of a PNG picture: the title band, the labels and the content text, where the SVG puts them
/// (`LayoutPicture.headerParts(for:appearance:)` and `LayoutPicture.labels(_:contents:viewport:appearance:)`), in
/// the outline font ``PictureFont`` with anti-aliasing (``BitmapFont`` when it cannot be loaded).
extension PNGRenderer {
    /// Pixels per font unit at `fontSize` points: a tenth of the size (``BitmapFont/unitsPerEm``) at the picture's
    /// scale, rounded to whole pixels so every glyph pixel is a crisp square, and at least one pixel.
    ///
    /// - Complexity: O(1).
    func pixelsPerUnit(fontSize: CGFloat) -> Double {
        let unit = Double(fontSize * effectiveScale) / Double(BitmapFont.unitsPerEm)
        return unit.isFinite ? max(1, unit.rounded()) : 1
    }

    /// Draws `line` with its anchor point at `x` and its baseline at `baseline` (in pixels), clipped to `clip`,
    /// on a halo of `halo` (one unit around every glyph pixel) when given.
    func draw(_ line: LayoutPicture.TextLine, x: Double, baseline: Double, color: RGBColor, opacity: Double, clip: CGRect?,
              halo: RGBColor? = nil, into image: inout RasterImage) {
        if let font = PictureFont.embedded {
            // The outline font, each line as wide as the layout measured it (the SVG's textLength).
            let pixelSize = Double(line.fontSize * effectiveScale)
            let width = PictureFont.width(of: line.text, size: pixelSize)
            let left: Double
            switch line.anchor {
            case .start: left = x
            case .middle: left = x - width / 2
            case .end: left = x - width
            }
            if let halo {
                // The eight shifted copies in one fill, so the halo is `opacity` opaque, as the SVG's is, rather
                // than compounding where the copies overlap.
                let step = Double(effectiveScale)
                var offsets: [(x: Double, y: Double)] = []
                for dx in -1...1 {
                    for dy in -1...1 where dx != 0 || dy != 0 { offsets.append((Double(dx) * step, Double(dy) * step)) }
                }
                image.draw(line.text, font: font, left: left, baseline: baseline, pixelSize: pixelSize, offsets: offsets,
                           color: halo, opacity: opacity, clip: clip)
            }
            image.draw(line.text, font: font, left: left, baseline: baseline, pixelSize: pixelSize, color: color, opacity: opacity, clip: clip)
            return
        }
        let unit = pixelsPerUnit(fontSize: line.fontSize)
        let width = BitmapFont.width(of: line.text, unit: unit)
        let left: Double
        switch line.anchor {
        case .start: left = x
        case .middle: left = x - width / 2
        case .end: left = x - width
        }
        if let halo {
            // The eight shifted copies painted once, as with the outline font.
            var offsets: [(x: Int, y: Int)] = []
            for dx in -1...1 {
                for dy in -1...1 where dx != 0 || dy != 0 { offsets.append((dx, dy)) }
            }
            image.draw(line.text, left: left, baseline: baseline, unit: unit, offsets: offsets, color: halo, opacity: opacity, clip: clip)
        }
        image.draw(line.text, left: left, baseline: baseline, unit: unit, color: color, opacity: opacity, clip: clip)
    }

    /// The title band: the title, the summary line and the legend's swatches and names, for a picture whose
    /// top-left corner is at `origin` (in points).
    func drawHeader(_ snapshot: LayoutSnapshot, at origin: CGPoint, into image: inout RasterImage) {
        let scale = effectiveScale
        for part in LayoutPicture.headerParts(for: snapshot, appearance: appearance) {
            switch part {
            case let .text(text, x, baseline, fontSize, _, fill):
                let line = LayoutPicture.TextLine(text: text, className: "", x: x, baseline: baseline, fontSize: fontSize, anchor: .start, color: nil)
                draw(line, x: Double((origin.x + x) * scale), baseline: Double((origin.y + baseline) * scale), color: Self.color(fill),
                     opacity: 1, clip: nil, into: &image)
            case let .swatch(frame, fill, stroke, strokeWidth, _):
                let box = CGRect(x: (origin.x + frame.minX) * scale, y: (origin.y + frame.minY) * scale,
                                 width: frame.width * scale, height: frame.height * scale)
                if let fill { image.fill(box, with: Self.color(fill)) }
                image.stroke(box, with: Self.color(stroke), lineWidth: Double((strokeWidth ?? 1) * scale))
            }
        }
    }

    /// Every label and content text, over the veil (those of elements wholly outside `viewport` dimmed); `pixels`
    /// turns content coordinates into the image's.
    func drawLabels(_ snapshot: LayoutSnapshot, contents: LayoutPicture.ContentIndex, viewport: CGRect, pixels: (CGRect) -> CGRect,
                    into image: inout RasterImage) {
        let scale = Double(effectiveScale)
        let dimmedOpacity = Double(LayoutPicture.offscreenLabelOpacity)
        for label in LayoutPicture.labels(snapshot.elementsInDrawingOrder, contents: contents, viewport: viewport, appearance: appearance) {
            let box = pixels(label.frame)
            let clip: CGRect?, halo: RGBColor?
            switch label.style {
            case .content: (clip, halo) = (box, nil)
            case .centred(let haloColor): (clip, halo) = (box, Self.color(haloColor))
            case .corner(let haloColor): (clip, halo) = (nil, Self.color(haloColor))
            }
            let opacity = label.isDimmed ? dimmedOpacity : 1
            for line in label.lines {
                let paint = line.color?.paint(for: appearance)
                draw(line, x: Double(box.minX) + Double(line.x) * scale, baseline: Double(box.minY) + Double(line.baseline) * scale,
                     color: paint?.rgb ?? Self.color(label.fill), opacity: opacity * (paint?.opacity ?? 1), clip: clip, halo: halo,
                     into: &image)
            }
        }
    }
}
