import CollectionGeometry
import Raster

/// A colour and its opacity (beyond UIKit).
public struct DrawingPaint: Hashable, Sendable {
    /// The colour.
    public var color: RGBColor
    /// The opacity, 0…1 (values outside are clamped when painted).
    public var opacity: Double

    /// A paint of `color` at `opacity`.
    public init(_ color: RGBColor, opacity: Double = 1) {
        self.color = color
        self.opacity = opacity
    }
}
