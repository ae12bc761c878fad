import OpenCompositionalLayout

/// The title band of an annotated picture: the snapshot's title, a summary line and the legend.
extension LayoutPicture {
    /// One part of the title band, in picture coordinates: a line of text or a legend swatch.
    enum HeaderPart: Hashable {
        /// A line of text with its baseline at `baseline`, starting at `x`.
        case text(String, x: CGFloat, baseline: CGFloat, fontSize: CGFloat, bold: Bool, fill: String)
        /// A legend swatch: a rectangle filled with `fill` (none when nil) and outlined with `stroke`.
        case swatch(CGRect, fill: String?, stroke: String, strokeWidth: CGFloat?, dash: String?)
    }

    /// The title band's parts in painting order: the title, the summary, then one swatch and name per element
    /// category and the viewport marker. The SVG and the PNG renderer draw the same parts.
    ///
    /// - Complexity: O(1) (plus the title's length).
    static func headerParts(for snapshot: LayoutSnapshot, appearance: PictureAppearance) -> [HeaderPart] {
        let palette = Palette.of(appearance)
        var parts: [HeaderPart] = [
            .text(snapshot.title, x: margin, baseline: 24, fontSize: titleFontSize, bold: true, fill: palette.title),
            .text(subtitle(for: snapshot), x: margin, baseline: 42, fontSize: subtitleFontSize, bold: false,
                  fill: palette.subtitle),
        ]
        // Legend: one swatch per category, then the viewport marker.
        var x = margin
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
}
