import Foundation
import ImageCodec
import OpenCompositionalLayout
import Raster

/// Draws a ``ViewSnapshot`` as SVG (beyond UIKit): one `<g>` per view, nested as the views are, so that the
/// picture reads like the hierarchy.
///
/// A view's group is moved to its place with `transform="translate(x y)"` (its untransformed frame's origin),
/// or, when it has a transform, `translate(center) matrix(a b c d tx ty) translate(−width/2 −height/2)` (UIKit
/// transforms about the centre); its bounds origin moves its subviews (a scroll view's offset). Inside: the
/// background as a `<rect>` with `rx` for the corner radius, the view's own content (a label's lines as `<text>`,
/// a bitmap image as an `<image>` holding a PNG data URI, another image as a placeholder `<rect>` with its name in
/// a `<title>`, accessories as glyph paths), then the subviews, clipped with a `<clipPath>` of the bounds when the
/// view clips, and the border on top, drawn inside the bounds as Core Animation draws it. `opacity` carries the
/// alpha. Numbers are written with at most two decimals, without locale, so the same snapshot always gives the
/// same bytes; every text is escaped.
///
/// A bitmap's data URI is the PNG that ``PNGEncoder`` writes for its pixels (8-bit RGBA, the same bytes for the
/// same pixels), stretched over the image rect (`preserveAspectRatio="none"`); a template or tinted bitmap is
/// written in its tint with its own alpha. A view that clips to its bounds clips an image that overflows them, or a
/// bitmap when its corners are rounded.
public struct ViewSVGRenderer: Sendable {
    /// The font stack text is drawn with (the system font first, as on the device).
    public static let fontFamily = SVGRenderer.fontFamily

    /// Creates a renderer.
    public init() {}

    /// The SVG document of `snapshot`, `snapshot.size` points large.
    /// - Complexity: O(v + text) for v views.
    public func render(_ snapshot: ViewSnapshot) -> String {
        var context = Context()
        var body = ""
        draw(snapshot.root, isRoot: true, into: &body, context: &context)
        let size = snapshot.drawableSize
        let width = n(size.width), height = n(size.height)
        // A size that cannot be drawn is drawn as its drawable size, and the picture says why.
        // (A comment holds any text but "--".)
        let note = snapshot.sizeDiagnostic.map { "<!-- \($0.replacingOccurrences(of: "--", with: "- -")) -->\n" } ?? ""
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
            + " font-family=\"\(Self.fontFamily)\">\n" + note + body + "</svg>\n"
    }

    /// Numbers the clip paths, so that ids are unique and stable.
    private struct Context {
        var nextClip = 0
    }

    private func draw(_ node: ViewSnapshot.Node, isRoot: Bool, into svg: inout String, context: inout Context) {
        let size = CGSize(width: ViewSnapshot.drawableLength(node.bounds.size.width),
                          height: ViewSnapshot.drawableLength(node.bounds.size.height))
        var attributes = " data-view=\"\(MarkupEscaping.xml(node.typeName))\""
        if !isRoot {
            if node.transform == .identity {
                let frame = node.untransformedFrame
                if frame.origin != .zero { attributes += " transform=\"translate(\(n(frame.minX)) \(n(frame.minY)))\"" }
            } else {
                let t = node.transform
                attributes += " transform=\"translate(\(n(node.center.x)) \(n(node.center.y))) matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))) translate(\(n(-size.width / 2)) \(n(-size.height / 2)))\""
            }
        }
        if node.alpha < 1 { attributes += " opacity=\"\(n(CGFloat(node.alpha)))\"" }
        svg += "<g\(attributes)>\n"
        let radius = CGRect(origin: .zero, size: size).clampedCornerRadius(node.cornerRadius)
        let corner = radius > 0 ? " rx=\"\(n(radius))\"" : ""
        if let background = node.background {
            svg += "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"\(corner)\(fill(background))/>\n"
        }
        for content in node.content { draw(content, in: node, cornerRadius: radius, into: &svg, context: &context) }
        if !node.children.isEmpty {
            var inner = ""
            for child in node.children { draw(child, isRoot: false, into: &inner, context: &context) }
            let offset = node.bounds.origin
            let shift = offset == .zero ? "" : " transform=\"translate(\(n(-offset.x)) \(n(-offset.y)))\""
            if node.clipsToBounds {
                let id = "clip\(context.nextClip)"
                context.nextClip += 1
                svg += "<clipPath id=\"\(id)\"><rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"\(corner)/></clipPath>\n"
                svg += "<g clip-path=\"url(#\(id))\"><g\(shift)>\n" + inner + "</g></g>\n"
            } else if shift.isEmpty {
                svg += inner
            } else {
                svg += "<g\(shift)>\n" + inner + "</g>\n"
            }
        }
        if node.borderWidth > 0, let border = node.borderPaint {
            // Core Animation draws the border inside the bounds: the stroke's centre line is inset by half its width.
            let half = node.borderWidth / 2
            let inset = max(0, radius - half)
            svg += "<rect x=\"\(n(half))\" y=\"\(n(half))\" width=\"\(n(max(0, size.width - node.borderWidth)))\""
                + " height=\"\(n(max(0, size.height - node.borderWidth)))\"" + (inset > 0 ? " rx=\"\(n(inset))\"" : "")
                + " fill=\"none\" stroke=\"\(border.rgb)\" stroke-width=\"\(n(node.borderWidth))\""
                + (border.opacity < 1 ? " stroke-opacity=\"\(n(CGFloat(border.opacity)))\"" : "") + "/>\n"
        }
        svg += "</g>\n"
    }

    private func draw(_ content: ViewSnapshot.Content, in node: ViewSnapshot.Node, cornerRadius: CGFloat, into svg: inout String,
                      context: inout Context) {
        switch content {
        case .text(let text):
            for line in text.lines {
                // The line is drawn as wide as the layout measured it, whatever font the viewer picks.
                svg += "<text x=\"\(n(line.x))\" y=\"\(n(line.baseline))\" font-size=\"\(n(text.fontSize))\""
                    + (line.width > 0 ? " textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\"" : "")
                    + (text.fontWeight != 400 ? " font-weight=\"\(text.fontWeight)\"" : "")
                    + (line.anchor != .start ? " text-anchor=\"\(line.anchor.rawValue)\"" : "")
                    + fill(text.paint) + " xml:space=\"preserve\">\(MarkupEscaping.xml(line.text))</text>\n"
            }
        case .image(let image):
            let bounds = CGRect(origin: .zero, size: node.bounds.size)
            let overflows = !bounds.contains(image.rect.standardized)
            var element: String
            if let bitmap = image.bitmap {
                let picture = image.tint.map { Self.tinted(bitmap, with: $0) } ?? bitmap
                let uri = "data:image/png;base64," + PNGEncoder().encode(picture).base64EncodedString()
                element = "<image x=\"\(n(image.rect.minX))\" y=\"\(n(image.rect.minY))\" width=\"\(n(image.rect.width))\""
                    + " height=\"\(n(image.rect.height))\" preserveAspectRatio=\"none\" href=\"\(uri)\""
                    + (image.name.isEmpty ? "/>\n" : "><title>\(MarkupEscaping.xml(image.name))</title></image>\n")
            } else {
                // No pixels headless: a neutral placeholder of the image's size, named on hover, styled as in
                // layout pictures (its radius shrunk to fit, as the PNG draws it).
                let paint = image.tint ?? LayoutSnapshot.Paint(rgb: SVGRenderer.imagePlaceholderColor)
                let radius = image.rect.clampedCornerRadius(SVGRenderer.imagePlaceholderCornerRadius)
                element = "<rect class=\"image-placeholder\" x=\"\(n(image.rect.minX))\" y=\"\(n(image.rect.minY))\""
                    + " width=\"\(n(image.rect.width))\" height=\"\(n(image.rect.height))\" rx=\"\(n(radius))\""
                    + fill(paint, opacity: Double(SVGRenderer.imagePlaceholderOpacity)) + "><title>\(MarkupEscaping.xml(image.name))</title></rect>\n"
            }
            if node.clipsToBounds, overflows || (image.bitmap != nil && cornerRadius > 0) {
                let id = "clip\(context.nextClip)"
                context.nextClip += 1
                let corner = cornerRadius > 0 ? " rx=\"\(n(cornerRadius))\"" : ""
                element = "<clipPath id=\"\(id)\"><rect width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\"\(corner)/></clipPath>\n"
                    + "<g clip-path=\"url(#\(id))\">\n" + element + "</g>\n"
            }
            svg += element
        case .accessory(let accessory):
            svg += AccessoryGlyph.svg(accessory, number: n)
        }
    }

    /// `bitmap` in `paint`'s colour through its own alpha (times the paint's opacity): a template image as drawn.
    static func tinted(_ bitmap: Bitmap, with paint: LayoutSnapshot.Paint) -> Bitmap {
        let opacity = min(1, max(0, paint.opacity))
        var rgba = bitmap.rgba
        for index in stride(from: 0, to: rgba.count, by: 4) {
            rgba[index] = paint.rgb.red
            rgba[index + 1] = paint.rgb.green
            rgba[index + 2] = paint.rgb.blue
            rgba[index + 3] = UInt8((Double(rgba[index + 3]) * opacity).rounded())
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, rgba: rgba) ?? bitmap
    }

    /// ` fill="#rrggbb"` with ` fill-opacity` when the paint (times `opacity`) is not opaque.
    private func fill(_ paint: LayoutSnapshot.Paint, opacity: Double = 1) -> String {
        let alpha = paint.opacity * opacity
        return " fill=\"\(paint.rgb)\"" + (alpha < 1 ? " fill-opacity=\"\(n(CGFloat(alpha)))\"" : "")
    }

    /// A number with at most two decimals, without locale; 0 for one that is not finite (SVG has no such numbers).
    private func n(_ value: CGFloat) -> String { DisplayNumber.compact(value.isFinite ? value : 0) }
}
