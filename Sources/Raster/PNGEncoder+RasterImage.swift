import Foundation
import ImageCodec

extension PNGEncoder {
    /// The PNG file for `image`: 8-bit RGB (colour type 2). The same pixels always give the same bytes.
    ///
    /// - Complexity: O(width × height).
    public func encode(_ image: RasterImage) -> Data {
        encode(rgb: image.pixels, width: image.width, height: image.height)
    }
}
