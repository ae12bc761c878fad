import OpenCompositionalLayout
import Raster

/// The glyphs of a list cell's system accessories, as SVG or in a raster image, in the accessory's rect (beyond
/// UIKit, which draws them from SF Symbols): outlines close to the symbols' shapes, in the accessory's colour. View
/// snapshots and layout pictures of configured cells draw them alike.
enum AccessoryGlyph {
    /// The SVG of `accessory`; `number` formats coordinates.
    static func svg(_ accessory: ViewSnapshot.Accessory, number n: (CGFloat) -> String) -> String {
        let r = accessory.rect
        let color = accessory.paint.rgb.description
        let opacity = accessory.paint.opacity < 1 ? " stroke-opacity=\"\(n(CGFloat(accessory.paint.opacity)))\"" : ""
        let fillOpacity = accessory.paint.opacity < 1 ? " fill-opacity=\"\(n(CGFloat(accessory.paint.opacity)))\"" : ""
        let stroke = " fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"\(opacity)"
        let title = "<title>\(accessory.kind.rawValue)</title>"
        func point(_ fx: CGFloat, _ fy: CGFloat) -> String { "\(n(r.minX + fx * r.width)) \(n(r.minY + fy * r.height))" }
        let body: String
        switch accessory.kind {
        case .disclosureIndicator:
            body = "<path d=\"M\(point(0, 0)) L\(point(1, 0.5)) L\(point(0, 1))\"\(stroke)>\(title)</path>"
        case .checkmark:
            body = "<path d=\"M\(point(0, 0.55)) L\(point(0.35, 1)) L\(point(1, 0))\"\(stroke)>\(title)</path>"
        case .outlineCollapsed:
            body = "<path d=\"M\(point(0.25, 0)) L\(point(0.75, 0.5)) L\(point(0.25, 1))\"\(stroke)>\(title)</path>"
        case .outlineExpanded:
            body = "<path d=\"M\(point(0, 0.25)) L\(point(0.5, 0.75)) L\(point(1, 0.25))\"\(stroke)>\(title)</path>"
        case .popUpMenu:
            body = "<path d=\"M\(point(0, 0.35)) L\(point(0.5, 0)) L\(point(1, 0.35)) M\(point(0, 0.65)) L\(point(0.5, 1)) L\(point(1, 0.65))\"\(stroke)>\(title)</path>"
        case .reorder:
            body = "<path d=\"M\(point(0, 0)) L\(point(1, 0)) M\(point(0, 0.5)) L\(point(1, 0.5)) M\(point(0, 1)) L\(point(1, 1))\"\(stroke)>\(title)</path>"
        case .delete, .insert:
            let bar = accessory.kind == .insert ? " M\(point(0.5, 0.25)) L\(point(0.5, 0.75))" : ""
            body = "<g>\(title)<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(min(r.width, r.height) / 2))\" fill=\"\(color)\"\(fillOpacity)/>"
                + "<path d=\"M\(point(0.25, 0.5)) L\(point(0.75, 0.5))\(bar)\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\" stroke-linecap=\"round\"/></g>"
        case .multiselect:
            body = "<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(min(r.width, r.height) / 2 - 1))\"\(stroke)>\(title)</circle>"
        case .detail:
            body = "<g>\(title)<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(min(r.width, r.height) / 2 - 1))\"\(stroke)/>"
                + "<path d=\"M\(point(0.5, 0.45)) L\(point(0.5, 0.75)) M\(point(0.5, 0.28)) L\(point(0.5, 0.3))\"\(stroke)/></g>"
        case .label:
            // As wide as the layout measured it, so the SVG and the PNG agree.
            let length = r.width > 0 ? " textLength=\"\(n(r.width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            body = "<text x=\"\(n(r.minX))\" y=\"\(n(r.minY + r.height * 0.78))\" font-size=\"17\"\(length) fill=\"\(color)\"\(fillOpacity)"
                + " xml:space=\"preserve\">\(MarkupEscaping.xml(accessory.text ?? ""))</text>"
        case .customView:
            body = "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"none\""
                + " stroke=\"\(color)\" stroke-dasharray=\"3 2\"\(opacity)>\(title)</rect>"
        }
        return body + "\n"
    }

    /// The most dots one stroked segment stamps (a segment clipped to a 16,384-pixel image needs fewer).
    static let maximumStampsPerLine: Double = 100_000

    /// The part of the segment from `from` to `to` inside `rect` (Liang–Barsky), or nil when none is, or when a
    /// coordinate is not finite.
    static func clipped(_ from: CGPoint, _ to: CGPoint, to rect: CGRect) -> (CGPoint, CGPoint)? {
        guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return nil }
        let dx = to.x - from.x, dy = to.y - from.y
        guard dx.isFinite, dy.isFinite else { return nil }
        var low: CGFloat = 0, high: CGFloat = 1
        for (p, q) in [(-dx, from.x - rect.minX), (dx, rect.maxX - from.x), (-dy, from.y - rect.minY), (dy, rect.maxY - from.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            if low > high { return nil }
        }
        return (CGPoint(x: from.x + low * dx, y: from.y + low * dy), CGPoint(x: from.x + high * dx, y: from.y + high * dy))
    }

    /// An accessory's glyph in a raster image, its rect mapped to pixels by `toRoot`: stroked with 2-point lines
    /// (stamped squares) and filled circles, the shapes ``svg(_:number:)`` draws.
    static func draw(_ accessory: ViewSnapshot.Accessory, toRoot: CGAffineTransform, clip: CGRect?,
                     opacity: Double, into image: inout RasterImage) {
        // A rect of no drawable size (not finite, or beyond any screen) draws nothing rather than trapping.
        guard accessory.rect.isDrawable else { return }
        let r = accessory.rect
        let paint = accessory.paint
        let alpha = paint.opacity * opacity
        let pen = 2 * DrawingRasterPainter.lengthScale(toRoot)
        guard pen.isFinite, pen > 0 else { return }
        // Where a stamped dot can still touch a pixel: the image (and clip), grown by half a pen.
        var visible = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        if let clip { visible = visible.intersection(clip.standardized) }
        guard !visible.isNull, !visible.isEmpty else { return }
        visible = visible.insetBy(dx: -pen, dy: -pen)
        func point(_ fx: CGFloat, _ fy: CGFloat) -> CGPoint {
            CGPoint(x: r.minX + fx * r.width, y: r.minY + fy * r.height).applying(toRoot)
        }
        func line(_ from: CGPoint, _ to: CGPoint, color: RGBColor) {
            // Only the part of the segment inside `visible` is stamped, so a huge segment costs no more than the image.
            guard let (from, to) = clipped(from, to, to: visible) else { return }
            let length = hypot(to.x - from.x, to.y - from.y)
            let wanted = (length / max(0.5, pen / 2)).rounded(.up)
            guard wanted.isFinite else { return }
            let steps = Int(max(1, min(Self.maximumStampsPerLine, wanted)))
            for step in 0...steps {
                let t = CGFloat(step) / CGFloat(steps)
                let center = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                var dot = CGRect(x: center.x - pen / 2, y: center.y - pen / 2, width: pen, height: pen)
                if let clip { dot = dot.intersection(clip) }
                if !dot.isNull { image.fill(dot, with: color, opacity: alpha) }
            }
        }
        func polyline(_ points: [CGPoint], color: RGBColor = paint.rgb) {
            for index in points.indices.dropFirst() { line(points[index - 1], points[index], color: color) }
        }
        func disc(_ color: RGBColor, inset: CGFloat = 0) {
            let box = DrawingRasterPainter.boundingBox(r.insetBy(dx: inset, dy: inset), toRoot)
            image.fill(box, cornerRadius: min(box.width, box.height) / 2, clippedTo: clip, with: color, opacity: alpha)
        }
        switch accessory.kind {
        case .disclosureIndicator: polyline([point(0, 0), point(1, 0.5), point(0, 1)])
        case .checkmark: polyline([point(0, 0.55), point(0.35, 1), point(1, 0)])
        case .outlineCollapsed: polyline([point(0.25, 0), point(0.75, 0.5), point(0.25, 1)])
        case .outlineExpanded: polyline([point(0, 0.25), point(0.5, 0.75), point(1, 0.25)])
        case .popUpMenu:
            polyline([point(0, 0.35), point(0.5, 0), point(1, 0.35)])
            polyline([point(0, 0.65), point(0.5, 1), point(1, 0.65)])
        case .reorder:
            for y in [CGFloat(0), 0.5, 1] { polyline([point(0, y), point(1, y)]) }
        case .delete, .insert:
            disc(paint.rgb)
            polyline([point(0.25, 0.5), point(0.75, 0.5)], color: .white)
            if accessory.kind == .insert { polyline([point(0.5, 0.25), point(0.5, 0.75)], color: .white) }
        case .multiselect, .detail:
            // A ring: the disc, with its inside filled back in white.
            disc(paint.rgb, inset: 1)
            disc(.white, inset: 3)
            if accessory.kind == .detail { polyline([point(0.5, 0.45), point(0.5, 0.75)]) }
        case .label:
            let start = CGPoint(x: r.minX, y: r.minY + r.height * 0.78).applying(toRoot)
            if let font = PictureFont.embedded {
                image.draw(accessory.text ?? "", font: font, left: Double(start.x), baseline: Double(start.y),
                           pixelSize: Double(17 * DrawingRasterPainter.lengthScale(toRoot)), color: paint.rgb, opacity: alpha, clip: clip)
            } else {
                let glyphUnit = max(1, (Double(17 * DrawingRasterPainter.lengthScale(toRoot)) / Double(BitmapFont.unitsPerEm)).rounded())
                image.draw(accessory.text ?? "", left: Double(start.x), baseline: Double(start.y), unit: glyphUnit,
                           color: paint.rgb, opacity: alpha, clip: clip)
            }
        case .customView:
            image.stroke(DrawingRasterPainter.boundingBox(r, toRoot), with: paint.rgb, lineWidth: Double(DrawingRasterPainter.lengthScale(toRoot)), opacity: alpha)
        }
    }
}
