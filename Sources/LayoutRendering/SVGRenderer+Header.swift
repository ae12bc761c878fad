import OpenCompositionalLayout

/// The title band: the snapshot's title, a summary line and the legend.
extension SVGRenderer {
    /// The title band as SVG.
    func header(for snapshot: LayoutSnapshot) -> String {
        var output = ""
        for part in LayoutPicture.headerParts(for: snapshot, appearance: appearance) {
            switch part {
            case let .text(text, x, baseline, fontSize, bold, fill):
                output += "<text x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(fontSize))\"" + (bold ? " font-weight=\"bold\"" : "")
                    + " fill=\"\(fill)\">\(MarkupEscaping.xml(text))</text>\n"
            case let .swatch(frame, fill, stroke, strokeWidth, dash):
                output += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
                    + " fill=\"\(fill ?? "none")\" stroke=\"\(stroke)\"" + (strokeWidth.map { " stroke-width=\"\(n($0))\"" } ?? "")
                    + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>\n"
            }
        }
        return output
    }
}
