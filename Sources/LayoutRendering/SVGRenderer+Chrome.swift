import OpenCompositionalLayout
import Raster

extension SVGRenderer {
    /// The chrome's shapes and text, in a group of class `chrome`: the frame, then the bars and housing, then the
    /// time. Every line carries the `textLength` the PNG draws it at.
    func chromeSVG(_ drawing: ChromeDrawing) -> String {
        guard !(drawing.frame.isEmpty && drawing.overlay.isEmpty && drawing.texts.isEmpty) else { return "" }
        var svg = "<g class=\"chrome\">\n"
        for paint in drawing.frame + drawing.overlay {
            let opacity = paint.opacity < 1 ? " fill-opacity=\"\(n(CGFloat(paint.opacity)))\"" : ""
            switch paint.shape {
            case let .roundedRect(rect, radius):
                let r = rect.clampedCornerRadius(radius)
                svg += "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
                    + (r > 0 ? " rx=\"\(n(r))\"" : "") + " fill=\"\(paint.color)\"\(opacity)/>\n"
            case let .ring(outer, outerRadius, inner, innerRadius):
                // The path clamps each radius to its own rectangle.
                svg += "<path d=\"\(roundedRectPath(outer.standardized, radius: outerRadius)) \(roundedRectPath(inner.standardized, radius: innerRadius))\""
                    + " fill-rule=\"evenodd\" fill=\"\(paint.color)\"\(opacity)/>\n"
            case let .polygon(points):
                guard let first = points.first else { continue }
                let rest = points.dropFirst().map { "L\(n($0.x)) \(n($0.y))" }.joined(separator: " ")
                svg += "<path d=\"M\(n(first.x)) \(n(first.y)) \(rest) Z\" fill=\"\(paint.color)\"\(opacity)/>\n"
            }
        }
        for text in drawing.texts {
            svg += "<text x=\"\(n(text.x))\" y=\"\(n(text.baseline))\" font-size=\"\(n(text.fontSize))\" font-weight=\"\(text.weight)\""
                + " text-anchor=\"middle\"\(textLength(text.text, fontSize: text.fontSize, weight: text.weight))"
                + " fill=\"\(text.color)\">\(MarkupEscaping.xml(text.text))</text>\n"
        }
        return svg + "</g>\n"
    }
}
