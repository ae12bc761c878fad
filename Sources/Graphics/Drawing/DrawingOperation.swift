import CollectionGeometry

/// One step of a ``Drawing`` (beyond UIKit).
public enum DrawingOperation: Hashable, Sendable {
    /// Fills a shape.
    case fill(DrawingShape, DrawingPaint)
    /// Strokes a shape's outline `lineWidth` points wide (a solid ``DrawingStroke`` with butt ends and mitred
    /// corners).
    case stroke(DrawingShape, DrawingPaint, lineWidth: CGFloat)
    /// Fills and strokes a shape, with a line style, a name and a tooltip for the picture's readers.
    case figure(DrawingFigure)
    /// Draws a run of text on one line.
    case text(DrawingText)
    /// Draws a bitmap stretched over a rectangle.
    case image(DrawingImage)
    /// Opens a group: what follows, until the matching ``endGroup``, is transformed, clipped and made translucent
    /// as the group says.
    case beginGroup(DrawingGroup)
    /// Closes the innermost open group.
    case endGroup

    /// The operation as a figure, when it fills or strokes a shape.
    var figure: DrawingFigure? {
        switch self {
        case let .fill(shape, paint): DrawingFigure(shape, fill: paint)
        case let .stroke(shape, paint, lineWidth): DrawingFigure(shape, stroke: DrawingStroke(paint, lineWidth: lineWidth))
        case .figure(let figure): figure
        case .text, .image, .beginGroup, .endGroup: nil
        }
    }
}
