import Foundation
import ImageCodec
import OpenCompositionalLayout
import Raster

/// Draws a ``ViewSnapshot`` as a PNG (beyond UIKit), at `scale` pixels per point, on a white canvas: the same
/// ``Drawing`` ``ViewSVGRenderer`` writes (the same views, colours, corner radii, borders, clipping and opacity),
/// painted by ``Drawing/paint(into:scale:)``, with text drawn from the outline font ``PictureFont`` with
/// anti-aliasing (its lines where the SVG puts them, as wide as the layout measured them; ``BitmapFont`` when the
/// font cannot be loaded), bitmap images from their pixels and other images as the same placeholders. No SVG is
/// written on the way.
///
/// A bitmap is stretched over its image rect and blended over what is beneath with its alpha and the views'
/// opacity; where it is drawn smaller than it is, each pixel averages the bitmap pixels it covers (a box filter),
/// where larger, it takes the one under its centre (nearest neighbour). A template or tinted bitmap is drawn in
/// its tint through its alpha. A view that clips to its bounds clips its bitmap to them, rounded by its corner
/// radius.
///
/// Rectangles are drawn axis-aligned: a view whose transform rotates or skews is drawn over the bounding box
/// of its transformed bounds (translations and scales are exact; a negative scale mirrors a bitmap). The same
/// snapshot always gives the same bytes. A snapshot whose size cannot be drawn is reported to ``diagnosticSink``.
public struct ViewPNGRenderer: Sendable {
    /// Pixels per point (the device's scale), at least 1.
    public var scale: CGFloat
    /// Where a snapshot of undrawable size is reported; nil: ``DiagnosticSink/current``.
    public var diagnosticSink: DiagnosticSink?

    /// Creates a renderer drawing `scale` pixels per point (non-finite or below 1: 1).
    public init(scale: CGFloat = 2) {
        self.scale = scale.isFinite ? max(1, scale) : 1
    }

    /// The picture as a raster image, `ceil(size × scale)` pixels large (at most 16,384 on a side, and at most
    /// ``PNGRenderer/maximumPixelCount`` pixels: a larger picture is cut at the bottom).
    /// - Complexity: O(v + drawn pixels) for v views.
    public func image(_ snapshot: ViewSnapshot) -> RasterImage {
        let (width, height) = Self.canvasSize(snapshot.size, scale: scale)
        var image = RasterImage(width: width, height: height, background: .white)
        snapshot.drawing(reportingTo: diagnosticSink).paint(into: &image, scale: scale)
        return image
    }

    /// The PNG file of the picture.
    public func render(_ snapshot: ViewSnapshot) -> Data {
        PNGEncoder().encode(image(snapshot))
    }

    /// The most pixels on a side of the canvas.
    static let maximumSide: Double = 16_384

    /// The canvas for `size` at `scale`: `ceil(size × scale)` pixels, clamped (in Double, before it becomes an
    /// Int) to 1…``maximumSide`` on each side, and cut at the bottom so it holds at most
    /// ``PNGRenderer/maximumPixelCount`` pixels (as ``PNGRenderer`` refuses larger pictures, but this renderer
    /// cannot throw: the picture's top part is drawn).
    static func canvasSize(_ size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        func pixels(_ length: CGFloat) -> Double {
            let wanted = Double(length).rounded(.up)
            guard wanted.isFinite, wanted > 0 else { return 1 }
            return min(maximumSide, max(1, wanted))
        }
        let width = pixels(size.width * scale)
        let height = min(pixels(size.height * scale), max(1, (Double(PNGRenderer.maximumPixelCount) / width).rounded(.down)))
        return (Int(width), Int(height))
    }
}
