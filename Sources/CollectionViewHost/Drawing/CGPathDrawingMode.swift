/// How ``CGContext/drawPath(using:)`` paints the current path (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    /// Fills by the non-zero winding rule.
    case fill = 0
    /// Fills by the even-odd rule.
    case eoFill = 1
    /// Strokes.
    case stroke = 2
    /// Fills by the non-zero winding rule, then strokes.
    case fillStroke = 3
    /// Fills by the even-odd rule, then strokes.
    case eoFillStroke = 4
}
