import OpenCompositionalLayout
import Raster

/// The title band of an annotated picture: the snapshot's title, a summary line and the legend.
extension LayoutPicture {
    /// The title band's operations in painting order, in picture coordinates: the title (bold), the summary, then
    /// one swatch and name per element category and the viewport marker.
    ///
    /// - Complexity: O(1) (plus the title's length).
    static func header(for snapshot: LayoutSnapshot, appearance: PictureAppearance) -> [DrawingOperation] {
        let palette = Palette.of(appearance)
        func text(_ text: String, x: CGFloat, baseline: CGFloat, fontSize: CGFloat, weight: Int = 400, color: RGBColor) -> DrawingOperation {
            .text(DrawingText(text, at: CGPoint(x: x, y: baseline), fontSize: fontSize, weight: weight, paint: DrawingPaint(color)))
        }
        var operations: [DrawingOperation] = [
            text(snapshot.title, x: margin, baseline: 24, fontSize: titleFontSize, weight: 700, color: palette.title),
            text(subtitle(for: snapshot), x: margin, baseline: 42, fontSize: subtitleFontSize, color: palette.subtitle),
        ]
        // Legend: one swatch per category, then the viewport marker.
        var x = margin
        for category in LayoutSnapshot.Element.Category.allCases {
            let style = palette.style(for: category)
            operations.append(.figure(DrawingFigure(.rect(CGRect(x: x, y: 51, width: 12, height: 10)), fill: DrawingPaint(style.fill),
                                                    stroke: DrawingStroke(DrawingPaint(style.stroke), dash: style.dash))))
            operations.append(text(category.displayName, x: x + 16, baseline: 60, fontSize: 10, color: palette.subtitle))
            x += 16 + CGFloat(category.displayName.count) * 6 + 14
        }
        operations.append(.stroke(.rect(CGRect(x: x, y: 51, width: 12, height: 10)), DrawingPaint(palette.viewport), lineWidth: 2))
        operations.append(text("viewport (outside dimmed)", x: x + 16, baseline: 60, fontSize: 10, color: palette.subtitle))
        return operations
    }
}
