import CollectionGeometry
import Graphics
import ImageCodec
import Raster

extension GraphicsRecording {
    /// The most pixels a recording is painted into: as many as a PNG file may hold when it is decoded (50 million).
    package static let maximumPixelCount = PNGDecoder.defaultMaximumPixelCount

    /// The pixel size of a surface of `size` points at `scale` pixels per point: each side rounded up, as a bitmap
    /// context is made. Nil when a side is not a positive finite number of pixels or there would be more than
    /// ``maximumPixelCount`` pixels. A scale that is not a positive finite number counts as 1.
    ///
    /// - Complexity: O(1).
    package static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let width = Double(size.width * scale).rounded(.up), height = Double(size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height <= Double(maximumPixelCount) else { return nil }
        return (Int(width), Int(height))
    }

    /// The recording painted into pixels, `scale` per point (see ``pixelSize(of:scale:)``; nil for a surface that
    /// has none), its dynamic colours resolved with `traits`: straight RGBA, transparent where nothing was drawn, or
    /// opaque (black beneath) for an opaque surface.
    ///
    /// The drawing is painted twice, over black and over white; the two differ by exactly what shows through, so
    /// each pixel's alpha is 1 minus that difference and its colour is the black painting divided by the alpha
    /// (what was drawn, premultiplied, un-premultiplied). Text is drawn in the embedded outline font, as in view
    /// pictures; a cleared or erased area is transparent (black on an opaque surface).
    ///
    /// - Complexity: O(commands + pixels) (and the pixels each shape covers).
    package func bitmap(scale: CGFloat, traits: UITraitCollection) -> Bitmap? {
        guard let (width, height) = Self.pixelSize(of: size, scale: scale) else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let drawing = drawing(in: CGRect(origin: .zero, size: size), traits: traits)
        var onBlack = RasterImage(width: width, height: height, background: .black)
        drawing.paint(into: &onBlack, scale: scale)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        if isOpaque {
            for pixel in 0..<(width * height) {
                for channel in 0..<3 { rgba[pixel * 4 + channel] = onBlack.pixels[pixel * 3 + channel] }
            }
            return Bitmap(width: width, height: height, rgba: rgba)
        }
        var onWhite = RasterImage(width: width, height: height, background: .white)
        drawing.paint(into: &onWhite, scale: scale)
        for pixel in 0..<(width * height) {
            // Over black a channel is c·α; over white c·α + (1 − α): their largest difference is 1 − α.
            var showing = 0
            for channel in 0..<3 {
                showing = max(showing, Int(onWhite.pixels[pixel * 3 + channel]) - Int(onBlack.pixels[pixel * 3 + channel]))
            }
            let alpha = 255 - min(255, max(0, showing))
            rgba[pixel * 4 + 3] = UInt8(alpha)
            for channel in 0..<3 {
                let premultiplied = Int(onBlack.pixels[pixel * 3 + channel])
                rgba[pixel * 4 + channel] = alpha == 0 ? 0 : UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
            }
        }
        return Bitmap(width: width, height: height, rgba: rgba)
    }
}
