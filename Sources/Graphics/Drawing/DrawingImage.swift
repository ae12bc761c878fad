import ImageCodec
import CollectionGeometry

/// A bitmap stretched over a rectangle (beyond UIKit), blended with its alpha, in its own colours or a tint.
public struct DrawingImage: Hashable, Sendable {
    /// Where the bitmap goes.
    public var rect: CGRect
    /// The pixels.
    public var bitmap: Bitmap
    /// A name for the picture's readers (the SVG's `<title>`); empty for none.
    public var name: String
    /// The colour the bitmap is drawn in through its own alpha (a template image), or nil for its own colours.
    public var tint: DrawingPaint?

    /// `bitmap` over `rect`, named `name`, in `tint` through its alpha when given.
    public init(_ bitmap: Bitmap, in rect: CGRect, name: String = "", tint: DrawingPaint? = nil) {
        self.bitmap = bitmap
        self.rect = rect
        self.name = name
        self.tint = tint
    }

    /// The bitmap as drawn: in ``tint``'s colour through its own alpha (times the tint's opacity) when tinted.
    ///
    /// - Complexity: O(pixels).
    var drawnBitmap: Bitmap {
        guard let tint else { return bitmap }
        let opacity = tint.opacity.isNaN ? 0 : min(1, max(0, tint.opacity))
        var rgba = bitmap.rgba
        for index in stride(from: 0, to: rgba.count, by: 4) {
            rgba[index] = tint.color.red
            rgba[index + 1] = tint.color.green
            rgba[index + 2] = tint.color.blue
            rgba[index + 3] = UInt8((Double(rgba[index + 3]) * opacity).rounded())
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, rgba: rgba) ?? bitmap
    }
}
