import Foundation
import ImageCodec
import OpenCompositionalLayout
import Raster

/// Renders a ``LayoutSnapshot`` as a PNG picture without any outside tool: the same picture as
/// ``SVGRenderer`` draws, from the same ``Drawing`` (so the two cannot disagree about what it holds), painted at
/// ``scale`` pixels per point by ``Drawing/paint(into:scale:)`` and written by ``PNGEncoder``. No SVG is written
/// on the way.
///
/// Boxes are painted without anti-aliasing (a pixel belongs to a box when its centre does), so they stay crisp;
/// text is drawn from the embedded outline font (``PictureFont``) with anti-aliasing, each line as wide as the
/// layout measured it. (`oclayout render` uses `rsvg-convert` instead when it is installed and asked for, which
/// draws the SVG with its fonts.)
///
/// Beyond UIKit.
public struct PNGRenderer: Sendable {
    /// A picture that would be too large to hold in memory.
    public struct PictureTooLarge: Error, Hashable, Sendable, CustomStringConvertible {
        /// The picture's width in pixels.
        public var width: Double
        /// The picture's height in pixels.
        public var height: Double

        /// What is wrong, in plain words.
        public var description: String {
            "the picture would be \(DisplayNumber.compact(width)) × \(DisplayNumber.compact(height)) pixels; the limit is "
                + "\(PNGRenderer.maximumPixelCount) pixels (lower --scale, or render fewer items)"
        }
    }

    /// The most pixels a picture may have (about 150 MB of RGB).
    public static let maximumPixelCount = 50_000_000

    /// Pixels per point; non-finite or non-positive values are treated as 1.
    public var scale: CGFloat
    /// The colours.
    public var appearance: PictureAppearance
    /// How the pixel data is compressed.
    public var compression: PNGEncoder.Compression

    /// Creates a renderer.
    public init(scale: CGFloat = 1, appearance: PictureAppearance = .light, compression: PNGEncoder.Compression = .runLength) {
        self.scale = scale
        self.appearance = appearance
        self.compression = compression
    }

    var effectiveScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    /// The PNG file of `snapshot`'s picture, framed as `framing` says.
    ///
    /// - Complexity: O(pixels + n log n) for n elements.
    public func render(_ snapshot: LayoutSnapshot, framing: PictureFraming = .annotated) throws(PictureTooLarge) -> Data {
        PNGEncoder(compression: compression).encode(try rasterize(snapshot, framing: framing))
    }

    /// The PNG file of the snapshots' pictures side by side, as ``SVGRenderer/render(sideBySide:title:framings:)``
    /// places them, all at this renderer's ``scale``.
    ///
    /// - Complexity: O(pixels + n log n) for n elements in all.
    public func render(sideBySide snapshots: [LayoutSnapshot], framings: [PictureFraming] = []) throws(PictureTooLarge) -> Data {
        PNGEncoder(compression: compression).encode(try rasterize(sideBySide: snapshots, framings: framings))
    }

    /// `snapshot`'s picture as pixels: the picture's one ``Drawing`` (the one ``SVGRenderer`` writes), painted by
    /// ``Drawing/paint(into:scale:)``.
    ///
    /// - Complexity: O(pixels + n log n) for n elements.
    public func rasterize(_ snapshot: LayoutSnapshot, framing: PictureFraming = .annotated) throws(PictureTooLarge) -> RasterImage {
        let geometry = LayoutPicture.geometry(for: snapshot, framing: framing)
        var image = try makeImage(size: geometry.size)
        LayoutPicture.drawing(snapshot, geometry: geometry, appearance: appearance).paint(into: &image, scale: effectiveScale)
        return image
    }

    /// The snapshots' pictures side by side, as pixels, each clipped to its own place so what it clips never reaches
    /// its neighbour.
    ///
    /// - Complexity: O(pixels + n log n) for n elements in all.
    public func rasterize(sideBySide snapshots: [LayoutSnapshot], framings: [PictureFraming] = []) throws(PictureTooLarge) -> RasterImage {
        let (drawing, size) = LayoutPicture.sideBySideDrawing(snapshots, framings: framings, appearance: appearance)
        var image = try makeImage(size: size)
        drawing.paint(into: &image, scale: effectiveScale)
        return image
    }

    private func makeImage(size: CGSize) throws(PictureTooLarge) -> RasterImage {
        let width = (Double(size.width * effectiveScale)).rounded(.up), height = (Double(size.height * effectiveScale)).rounded(.up)
        guard width.isFinite, height.isFinite, width * height <= Double(Self.maximumPixelCount) else {
            throw PictureTooLarge(width: width, height: height)
        }
        return RasterImage(width: Int(width), height: Int(height), background: LayoutPicture.Palette.of(appearance).background)
    }
}
