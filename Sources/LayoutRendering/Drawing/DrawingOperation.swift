import OpenCompositionalLayout

/// One step of a ``Drawing`` (beyond UIKit).
public enum DrawingOperation: Hashable, Sendable {
    /// Fills a shape.
    case fill(DrawingShape, DrawingPaint)
    /// Strokes a shape's outline `lineWidth` points wide.
    case stroke(DrawingShape, DrawingPaint, lineWidth: CGFloat)
    /// Draws a run of text on one line.
    case text(DrawingText)
    /// Draws a bitmap stretched over a rectangle.
    case image(DrawingImage)
    /// Opens a group: what follows, until the matching ``endGroup``, is transformed, clipped and made translucent
    /// as the group says.
    case beginGroup(DrawingGroup)
    /// Closes the innermost open group.
    case endGroup
}
