import CollectionGeometry

/// The outline a ``DrawingOperation`` fills, strokes or clips to, in the drawing's current coordinates (beyond UIKit).
public indirect enum DrawingShape: Hashable, Sendable {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with rounded corners, the radius shrunk to fit (a circle when it is half of equal sides).
    case roundedRect(CGRect, cornerRadius: CGFloat)
    /// A path of lines and curves.
    case path(DrawingPath)
    /// Several shapes filled by the even-odd rule: a point is inside when an odd number of them contain it (a
    /// rounded rectangle with a hole, say).
    case evenOdd([DrawingShape])
}
