import OpenCompositionalLayout

/// The SF Symbols that pictures draw as shapes rather than as a placeholder (beyond UIKit): the glyphs of the
/// system bar button items most screens show. Each is drawn with round ends in its tint, centred in the box it is
/// given, at the size iOS draws it in a navigation bar.
enum SymbolGlyph {
    /// The operations that draw the symbol `name` centred in `box` in `paint`, or nil for a symbol without a glyph
    /// here (drawn as the image placeholder).
    ///
    /// - Complexity: O(1).
    static func operations(named name: String, in box: CGRect, paint: DrawingPaint) -> [DrawingOperation]? {
        let centre = CGPoint(x: box.midX, y: box.midY)
        let stroke = DrawingStroke(paint, lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
        let path: DrawingPath
        switch name {
        case "plus":
            // Ink 17.67 × 18 pt in a navigation bar (measured on an iOS 13 screenshot of `.add`): the strokes run the
            // ink's length less one line width, as round ends add half a width at each end.
            let half = (width: (plusInk.width - lineWidth) / 2, height: (plusInk.height - lineWidth) / 2)
            path = DrawingPath([.move(to: CGPoint(x: centre.x - half.width, y: centre.y)),
                                .line(to: CGPoint(x: centre.x + half.width, y: centre.y)),
                                .move(to: CGPoint(x: centre.x, y: centre.y - half.height)),
                                .line(to: CGPoint(x: centre.x, y: centre.y + half.height))])
        case "xmark":
            // Two diagonals whose ink is about 15 pt square (chosen; no iOS measurement of this glyph).
            let reach = (crossInk - lineWidth) / 2
            path = DrawingPath([.move(to: CGPoint(x: centre.x - reach, y: centre.y - reach)),
                                .line(to: CGPoint(x: centre.x + reach, y: centre.y + reach)),
                                .move(to: CGPoint(x: centre.x + reach, y: centre.y - reach)),
                                .line(to: CGPoint(x: centre.x - reach, y: centre.y + reach))])
        case "magnifyingglass":
            // A ring and a handle out to the corner of the plus's ink box at 45° (proportions chosen; no iOS
            // measurement of this glyph).
            let radius = (plusInk.height - lineWidth) * 0.36, ring = CGPoint(x: centre.x - 1.5, y: centre.y - 1.5)
            let corner = (plusInk.height - lineWidth) / 2
            let handleStart = radius / 2.squareRoot()
            path = DrawingPath([.move(to: CGPoint(x: ring.x + handleStart, y: ring.y + handleStart)),
                                .line(to: CGPoint(x: centre.x + corner, y: centre.y + corner))])
            let circle = CGRect(x: ring.x - radius, y: ring.y - radius, width: 2 * radius, height: 2 * radius)
            return [.figure(DrawingFigure(.roundedRect(circle, cornerRadius: radius), stroke: stroke, name: "symbol", title: name)),
                    .figure(DrawingFigure(.path(path), stroke: stroke, name: "symbol", title: name))]
        default:
            return nil
        }
        return [.figure(DrawingFigure(.path(path), stroke: stroke, name: "symbol", title: name))]
    }

    /// The stroke of a bar glyph (a regular-weight symbol at 17 pt, about 2 pt).
    static let lineWidth: CGFloat = 2
    /// The ink of the "plus" glyph in a navigation bar (measured on an iOS 13 screenshot of `.add`).
    static let plusInk = CGSize(width: 17.67, height: 18)
    /// The side of the "xmark" glyph's ink (chosen).
    static let crossInk: CGFloat = 15
}
