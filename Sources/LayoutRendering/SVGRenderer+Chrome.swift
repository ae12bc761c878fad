import OpenCompositionalLayout

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
                let r = Self.clampedRadius(radius, rect)
                svg += "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
                    + (r > 0 ? " rx=\"\(n(r))\"" : "") + " fill=\"\(paint.color)\"\(opacity)/>\n"
            case let .ring(outer, outerRadius, inner, innerRadius):
                svg += "<path d=\"\(roundedRectPath(outer.standardized, radius: Self.clampedRadius(outerRadius, outer.standardized))) \(roundedRectPath(inner.standardized, radius: Self.clampedRadius(innerRadius, inner.standardized)))\""
                    + " fill-rule=\"evenodd\" fill=\"\(paint.color)\"\(opacity)/>\n"
            case let .polygon(points):
                guard let first = points.first else { continue }
                let rest = points.dropFirst().map { "L\(n($0.x)) \(n($0.y))" }.joined(separator: " ")
                svg += "<path d=\"M\(n(first.x)) \(n(first.y)) \(rest) Z\" fill=\"\(paint.color)\"\(opacity)/>\n"
            }
        }
        for text in drawing.texts {
            let width = PictureFont.width(of: text.text, size: Double(text.fontSize), weight: text.weight)
            svg += "<text x=\"\(n(text.x))\" y=\"\(n(text.baseline))\" font-size=\"\(n(text.fontSize))\" font-weight=\"\(text.weight)\""
                + " text-anchor=\"middle\" textLength=\"\(n(CGFloat(width)))\" lengthAdjust=\"spacingAndGlyphs\""
                + " fill=\"\(text.color)\">\(MarkupEscaping.xml(text.text))</text>\n"
        }
        return svg + "</g>\n"
    }

    /// A radius no larger than half the rectangle's shorter side, and 0 when not finite.
    static func clampedRadius(_ radius: CGFloat, _ rect: CGRect) -> CGFloat {
        radius.isFinite ? max(0, min(radius, rect.width / 2, rect.height / 2)) : 0
    }
}
