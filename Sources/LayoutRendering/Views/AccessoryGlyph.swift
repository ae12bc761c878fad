import OpenCompositionalLayout
import Raster

/// The glyphs of a list cell's system accessories as drawing operations, in the accessory's rect (beyond UIKit,
/// which draws them from SF Symbols): outlines close to the symbols' shapes, in the accessory's colour, stroked
/// 2 points wide with round ends and corners. View pictures and layout pictures of configured cells draw them
/// alike; each glyph's first figure carries the accessory's kind as its tooltip.
enum AccessoryGlyph {
    /// The width of a glyph's strokes, in points.
    static let lineWidth: CGFloat = 2

    /// The operations that draw `accessory` in the coordinates its rect is in; none when the rect is not drawable
    /// (not finite, or beyond any screen).
    ///
    /// - Complexity: O(1) (plus a label's text).
    static func operations(_ accessory: ViewSnapshot.Accessory) -> [DrawingOperation] {
        guard accessory.rect.isDrawable else { return [] }
        let r = accessory.rect.standardized
        let paint = DrawingPaint(accessory.paint)
        let title = accessory.kind.rawValue
        let pen = DrawingStroke(paint, lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
        func point(_ fx: CGFloat, _ fy: CGFloat) -> CGPoint { CGPoint(x: r.minX + fx * r.width, y: r.minY + fy * r.height) }
        /// Open polylines through the given fractions of the rect.
        func lines(_ polylines: [[(CGFloat, CGFloat)]], stroke: DrawingStroke = pen, title: String? = title) -> DrawingOperation {
            var elements: [DrawingPath.Element] = []
            for polyline in polylines {
                for (index, fraction) in polyline.enumerated() {
                    let p = point(fraction.0, fraction.1)
                    elements.append(index == 0 ? .move(to: p) : .line(to: p))
                }
            }
            return .figure(DrawingFigure(.path(DrawingPath(elements)), stroke: stroke, title: title))
        }
        /// The circle centred in the rect, `inset` inside its shorter side.
        func circle(inset: CGFloat) -> DrawingShape {
            let diameter = max(0, min(r.width, r.height) - 2 * inset)
            return .roundedRect(CGRect(x: r.midX - diameter / 2, y: r.midY - diameter / 2, width: diameter, height: diameter),
                                cornerRadius: diameter / 2)
        }
        switch accessory.kind {
        case .disclosureIndicator: return [lines([[(0, 0), (1, 0.5), (0, 1)]])]
        case .checkmark: return [lines([[(0, 0.55), (0.35, 1), (1, 0)]])]
        case .outlineCollapsed: return [lines([[(0.25, 0), (0.75, 0.5), (0.25, 1)]])]
        case .outlineExpanded: return [lines([[(0, 0.25), (0.5, 0.75), (1, 0.25)]])]
        case .popUpMenu: return [lines([[(0, 0.35), (0.5, 0), (1, 0.35)], [(0, 0.65), (0.5, 1), (1, 0.65)]])]
        case .reorder: return [lines([[(0, 0), (1, 0)], [(0, 0.5), (1, 0.5)], [(0, 1), (1, 1)]])]
        case .delete, .insert:
            // A disc with a white bar (and a second one across it for insert).
            let bars: [[(CGFloat, CGFloat)]] = accessory.kind == .insert ? [[(0.25, 0.5), (0.75, 0.5)], [(0.5, 0.25), (0.5, 0.75)]]
                : [[(0.25, 0.5), (0.75, 0.5)]]
            return [.figure(DrawingFigure(circle(inset: 0), fill: paint, title: title)),
                    lines(bars, stroke: DrawingStroke(DrawingPaint(.white), lineWidth: lineWidth, lineCap: .round, lineJoin: .round),
                          title: nil)]
        case .multiselect:
            return [.figure(DrawingFigure(circle(inset: 1), stroke: pen, title: title))]
        case .detail:
            return [.figure(DrawingFigure(circle(inset: 1), stroke: pen, title: title)),
                    lines([[(0.5, 0.45), (0.5, 0.75)], [(0.5, 0.28), (0.5, 0.3)]], title: nil)]
        case .label:
            // As wide as the layout measured it, so the SVG and the PNG agree.
            let text = accessory.text ?? ""
            return [.text(DrawingText(text, at: CGPoint(x: r.minX, y: r.minY + r.height * 0.78), fontSize: 17, paint: paint,
                                      advance: r.width > 0 ? r.width : CGFloat(PictureFont.width(of: text, size: 17))))]
        case .customView:
            return [.figure(DrawingFigure(.rect(r), stroke: DrawingStroke(paint, lineWidth: 1, dash: [3, 2]), title: title))]
        }
    }
}
