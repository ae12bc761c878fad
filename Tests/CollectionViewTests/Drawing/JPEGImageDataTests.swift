#if canImport(UIKit)
import UIKit
#else
import Foundation
import ImageCodec
import OpenCompositionalLayout
#endif
import Testing

/// JPEG data from drawn images, and images read from JPEG data: the round trip keeps the size and, within JPEG's
/// loss, the colours.
@MainActor
@Suite struct JPEGImageDataTests {
    func redSquare() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 16, height: 8), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 8))
        }
    }

    @Test func jpegDataReadsBackAtItsSize() throws {
        let data = try #require(redSquare().jpegData(compressionQuality: 0.9))
        #expect(data.starts(with: [0xFF, 0xD8]))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 16, height: 8))
    }

    @Test func theRendererWritesJPEG() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let data = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).jpegData(withCompressionQuality: 1) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(try #require(UIImage(data: data)).size == CGSize(width: 8, height: 8))
    }

    @Test func noPixelsNoData() {
        #expect(UIImage(systemName: "star")?.jpegData(compressionQuality: 0.5) == nil)
    }

    #if !canImport(UIKit)
    /// Solid red survives the trip within a few levels (quality 0.9 keeps a flat colour nearly exact); the image
    /// re-encodes as a PNG of the same pixels.
    @Test func aJPEGImageHasPixels() throws {
        let image = try #require(redSquare().jpegData(compressionQuality: 0.9).flatMap { UIImage(data: $0) })
        let bitmap = try #require(image.bitmap)
        #expect(bitmap.width == 16 && bitmap.height == 8)
        let pixel = Array(bitmap.rgba[(3 * 16 + 5) * 4..<(3 * 16 + 5) * 4 + 4])
        #expect(pixel[0] >= 250 && pixel[1] <= 5 && pixel[2] <= 5 && pixel[3] == 255)
        let png = try #require(image.pngData())
        #expect(try #require(UIImage(data: png)?.bitmap) == bitmap)
    }
    #endif

    /// `inset(by:)` takes each edge's inset off: x 10 + 5, y 20 + 2, width 100 − 5 − 15, height 50 − 2 − 8.
    @Test func rectanglesInsetByEdgeInsets() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 2, left: 5, bottom: 8, right: 15)) == CGRect(x: 15, y: 22, width: 80, height: 40))
        // Plain arithmetic: insets wider than the rectangle leave a negative width.
        #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width == -20)
    }
}
