import Foundation
import Raster

extension PNGRenderer {
    /// Paints the chrome's shapes (anti-aliased, by the non-zero rule) and its time, at the picture's scale, in the
    /// order ``SVGRenderer`` draws them.
    func drawChrome(_ drawing: ChromeDrawing, into image: inout RasterImage) {
        let scale = Double(effectiveScale)
        for paint in drawing.frame + drawing.overlay {
            var rasterizer = OutlineRasterizer()
            for contour in paint.shape.contours {
                rasterizer.add(polygon: contour.map { (Double($0.x) * scale, Double($0.y) * scale) })
            }
            rasterizer.fill(into: &image, color: paint.color, opacity: paint.opacity, clip: nil)
        }
        for text in drawing.texts {
            let pixelSize = Double(text.fontSize) * scale
            let color = text.color
            if let font = PictureFont.embedded {
                let width = PictureFont.width(of: text.text, size: pixelSize, weight: text.weight)
                image.draw(text.text, font: font, left: Double(text.x) * scale - width / 2, baseline: Double(text.baseline) * scale,
                           pixelSize: pixelSize, weight: text.weight, color: color)
            } else {
                let unit = pixelsPerUnit(fontSize: text.fontSize)
                let width = BitmapFont.width(of: text.text, unit: unit)
                image.draw(text.text, left: Double(text.x) * scale - width / 2, baseline: Double(text.baseline) * scale, unit: unit,
                           color: color, opacity: 1, clip: nil)
            }
        }
    }
}
