import ImageCodec
import OpenCompositionalLayout

/// A bitmap stretched over a rectangle (beyond UIKit), blended with its alpha.
public struct DrawingImage: Hashable, Sendable {
    /// Where the bitmap goes.
    public var rect: CGRect
    /// The pixels.
    public var bitmap: Bitmap
    /// A name for the picture's readers (the SVG's `<title>`); empty for none.
    public var name: String

    /// `bitmap` over `rect`, named `name`.
    public init(_ bitmap: Bitmap, in rect: CGRect, name: String = "") {
        self.bitmap = bitmap
        self.rect = rect
        self.name = name
    }
}
