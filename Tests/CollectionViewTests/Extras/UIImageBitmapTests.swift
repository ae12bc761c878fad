import Foundation
import ImageCodec
import OpenCompositionalLayout
import Testing

/// What `UIImage` does with image data headless, beyond UIKit's API: the decoded ``Bitmap``, sizes from the
/// headers of formats that are not decoded, the copies that keep the pixels, equality and the content-mode rects.
@MainActor
@Suite struct UIImageBitmapTests {
    /// The 3 × 2 PNG of `UIImageDataTests`: red, green, blue / (255, 255, 255, 128), (0, 0, 0, 0), (0, 0, 0, 0).
    static let png = UIImageDataTests.png

    /// SOI, then SOF0 (length 17): precision 8, height 0x01E0 = 480, width 0x0280 = 640, three components.
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03,
                            0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01])

    @Test func aPNGImageHoldsItsPixels() throws {
        let image = try #require(UIImage(data: Self.png))
        let bitmap = try #require(image.bitmap)
        #expect(bitmap.width == 3 && bitmap.height == 2)
        #expect(bitmap.pixel(atX: 0, y: 0) == Bitmap.Pixel(red: 255, green: 0, blue: 0))
        #expect(bitmap.pixel(atX: 2, y: 0) == Bitmap.Pixel(red: 0, green: 0, blue: 255))
        #expect(bitmap.pixel(atX: 0, y: 1) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 128))
        #expect(bitmap.pixel(atX: 1, y: 1)?.alpha == 0)
        // pngData() is the file the image was made from, byte for byte.
        #expect(image.pngData() == Self.png)
        #expect(!image.isSymbolImage && image.name == nil && image.systemName == nil)
        #expect(image.description == "<UIImage: png 3 × 2 px, scale 1.0>")
    }

    /// A JPEG is sized from its frame header and has no pixels (drawn as a placeholder): 640 × 480 pixels are
    /// 640 × 480 points at scale 1 and 320 × 240 at scale 2; it has no PNG data headless.
    @Test func aJPEGIsSizedFromItsHeader() throws {
        let image = try #require(UIImage(data: Self.jpeg))
        #expect(image.size == CGSize(width: 640, height: 480))
        #expect(image.bitmap == nil)
        #expect(image.pngData() == nil)
        #expect(try #require(UIImage(data: Self.jpeg, scale: 2)).size == CGSize(width: 320, height: 240))
        // A GIF's logical screen: 0x0140 × 0x00C8 = 320 × 200, believed once the image after it holds together
        // (its descriptor, LZW code size 2 and 6 bytes of data: 64,000 pixels need at least 16 codes of 3 bits).
        let gif = Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xC8, 0x00, 0x00, 0x00, 0x00]
                       + [0x2C, 0, 0, 0, 0, 0x40, 0x01, 0xC8, 0x00, 0x00, 0x02, 0x06, 0, 0, 0, 0, 0, 0, 0x00, 0x3B])
        #expect(UIImage(data: gif)?.size == CGSize(width: 320, height: 200))
    }

    /// An Exif APP1 segment with orientation 6 (a quarter turn) before the frame header: the 640 × 480 picture
    /// shows 480 wide and 640 tall.
    @Test func aJPEGsExifOrientationTurnsItsSize() throws {
        let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00,   // "Exif", II, 42, 8
                             0x01, 0x00, 0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00,   // 1 entry: 0x0112 SHORT 1 → 6
                             0x00, 0x00, 0x00, 0x00]
        let file = Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00, UInt8(exif.count + 2)] + exif) + Self.jpeg.dropFirst(2)
        #expect(UIImage(data: file)?.size == CGSize(width: 480, height: 640))
    }

    /// A PNG that does not decode gives nil, even though its header has a size: a changed byte in the image data
    /// (its CRC no longer matches), or a file cut short.
    @Test func aBrokenPNGGivesNil() {
        var damaged = [UInt8](Self.png)
        damaged[damaged.count - 20] ^= 0xFF
        #expect(UIImage(data: Data(damaged)) == nil)
        #expect(UIImage(data: Self.png.prefix(Self.png.count - 12)) == nil)
        // Scales that are not positive finite numbers count as 1.
        for scale: CGFloat in [0, -2, .nan, .infinity] {
            #expect(UIImage(data: Self.png, scale: scale)?.scale == 1)
        }
    }

    /// Tints, rendering modes and configurations make copies that keep the pixels, the scale and the file.
    @Test func copiesKeepThePixels() throws {
        let image = try #require(UIImage(data: Self.png, scale: 2))
        let copies = [image.withTintColor(.red), image.withRenderingMode(.alwaysTemplate),
                      image.withTintColor(.blue, renderingMode: .alwaysOriginal),
                      image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)),
                      try #require(image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))]
        for copy in copies {
            #expect(copy.bitmap == image.bitmap)
            #expect(copy.scale == 2 && copy.size == CGSize(width: 1.5, height: 1))
            #expect(copy.pngData() == Self.png)
        }
        #expect(copies[0].tintColor == .red && copies[1].renderingMode == .alwaysTemplate)
    }

    /// Images from the same data are equal and hash alike; other data, another scale or a tint makes another image.
    @Test func equalityFollowsTheFile() throws {
        let a = try #require(UIImage(data: Self.png)), b = try #require(UIImage(data: Self.png))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != UIImage(data: Self.png, scale: 2))
        #expect(a != a.withTintColor(.red))
        #expect(a != UIImage(data: Self.jpeg))
        #expect(a != UIImage(named: "photo"))
        #expect(Set([a, b, a.withTintColor(.red)]).count == 2)
    }

    /// Where content of 4 × 2 goes in bounds (10, 20, 20, 20) under each mode, as UIKit documents them:
    /// aspect fit scales by min(20/4, 20/2) = 5 to 20 × 10, centred (y 20 + 5); aspect fill by max = 10 to 40 × 20,
    /// centred (x 10 − 10); the unscaled modes keep 4 × 2 against their edges or centred (x 10 + 8, y 20 + 9).
    @Test func contentModeRects() {
        let bounds = CGRect(x: 10, y: 20, width: 20, height: 20), size = CGSize(width: 4, height: 2)
        let expected: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, bounds), (.redraw, bounds),
            (.scaleAspectFit, CGRect(x: 10, y: 25, width: 20, height: 10)),
            (.scaleAspectFill, CGRect(x: 0, y: 20, width: 40, height: 20)),
            (.center, CGRect(x: 18, y: 29, width: 4, height: 2)),
            (.top, CGRect(x: 18, y: 20, width: 4, height: 2)), (.bottom, CGRect(x: 18, y: 38, width: 4, height: 2)),
            (.left, CGRect(x: 10, y: 29, width: 4, height: 2)), (.right, CGRect(x: 26, y: 29, width: 4, height: 2)),
            (.topLeft, CGRect(x: 10, y: 20, width: 4, height: 2)), (.topRight, CGRect(x: 26, y: 20, width: 4, height: 2)),
            (.bottomLeft, CGRect(x: 10, y: 38, width: 4, height: 2)), (.bottomRight, CGRect(x: 26, y: 38, width: 4, height: 2)),
        ]
        for (mode, rect) in expected {
            #expect(mode.rect(forContentOfSize: size, in: bounds) == rect, "\(mode)")
        }
        // Content without a size fills the bounds in every mode.
        #expect(UIView.ContentMode.center.rect(forContentOfSize: .zero, in: bounds) == bounds)
        #expect(UIView.ContentMode.scaleAspectFit.rect(forContentOfSize: CGSize(width: CGFloat.nan, height: 1), in: bounds) == bounds)
    }
}
