import OpenCompositionalLayout

/// The title band: the snapshot's title, a summary line and the legend.
extension SVGRenderer {
    /// One part of the title band, in picture coordinates: a line of text or a legend swatch.
    enum HeaderPart: Hashable {
        /// A line of text with its baseline at `baseline`, starting at `x`.
        case text(String, x: CGFloat, baseline: CGFloat, fontSize: CGFloat, bold: Bool, fill: String)
        /// A legend swatch: a rectangle filled with `fill` (none when nil) and outlined with `stroke`.
        case swatch(CGRect, fill: String?, stroke: String, strokeWidth: CGFloat?, dash: String?)
    }

    /// The title band's parts in painting order: the title, the summary, then one swatch and name per element
    /// category and the viewport marker. The PNG renderer draws the same parts.
    ///
    /// - Complexity: O(1) (plus the title's length).
    func headerParts(for snapshot: LayoutSnapshot) -> [HeaderPart] {
        var parts: [HeaderPart] = [
            .text(snapshot.title, x: LayoutPicture.margin, baseline: 24, fontSize: LayoutPicture.titleFontSize, bold: true, fill: palette.title),
            .text(LayoutPicture.subtitle(for: snapshot), x: LayoutPicture.margin, baseline: 42, fontSize: LayoutPicture.subtitleFontSize, bold: false,
                  fill: palette.subtitle),
        ]
        // Legend: one swatch per category, then the viewport marker.
        var x = LayoutPicture.margin
        for category in LayoutSnapshot.Element.Category.allCases {
            let style = palette.style(for: category)
            parts.append(.swatch(CGRect(x: x, y: 51, width: 12, height: 10), fill: style.fill, stroke: style.stroke, strokeWidth: nil,
                                 dash: style.dash))
            parts.append(.text(category.displayName, x: x + 16, baseline: 60, fontSize: 10, bold: false, fill: palette.subtitle))
            x += 16 + CGFloat(category.displayName.count) * 6 + 14
        }
        parts.append(.swatch(CGRect(x: x, y: 51, width: 12, height: 10), fill: nil, stroke: palette.viewport, strokeWidth: 2, dash: nil))
        parts.append(.text("viewport (outside dimmed)", x: x + 16, baseline: 60, fontSize: 10, bold: false, fill: palette.subtitle))
        return parts
    }

    /// The title band as SVG.
    func header(for snapshot: LayoutSnapshot) -> String {
        var output = ""
        for part in headerParts(for: snapshot) {
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
