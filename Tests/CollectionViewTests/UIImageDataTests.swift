#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// `UIImage(data:)`, `init(data:scale:)`, `init(contentsOfFile:)`, `scale`, `pngData()` and `UIView.contentMode`,
/// through UIKit's API only.
@MainActor
@Suite struct UIImageDataTests {
    /// A 3 × 2 RGBA PNG (written by Python's zlib and struct): red, green, blue / (255, 255, 255, 128), two
    /// transparent pixels.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAGElEQVR42mP4z8DwHwwZ/gPJ//8bGKAAAJcHCXhZCBagAAAAAElFTkSuQmCC")!

    /// "size: … in points"; "If you multiply the logical size of the image … by the value in this property, you get
    /// the dimensions of the image in pixels": 3 × 2 pixels are 3 × 2 points at scale 1, 1.5 × 1 at scale 2.
    @Test func sizeIsPixelsOverScale() throws {
        let image = try #require(UIImage(data: Self.png))
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.scale == 1)
        let doubled = try #require(UIImage(data: Self.png, scale: 2))
        #expect(doubled.size == CGSize(width: 1.5, height: 1))
        #expect(doubled.scale == 2)
        #expect(try #require(UIImage(data: Self.png, scale: 3)).size == CGSize(width: 1, height: 2.0 / 3))
    }

    /// "nil if the method could not initialize the image from the specified data."
    @Test func dataThatIsNoImageGivesNil() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("hello, world".utf8)) == nil)
        #expect(UIImage(data: Data(repeating: 0, count: 100)) == nil)
    }

    /// An image view's intrinsic size is its image's size in points.
    @Test func anImageViewSizesToItsImage() throws {
        let image = try #require(UIImage(data: Self.png, scale: 2))
        let view = UIImageView(image: image)
        #expect(view.intrinsicContentSize == CGSize(width: 1.5, height: 1))
        #expect(view.contentMode == .scaleToFill)
        view.contentMode = .scaleAspectFit
        #expect(view.contentMode == .scaleAspectFit)
    }

    /// A file whose name ends in "@2x" has scale 2 ("If you load an image from a file whose name includes the @2x
    /// modifier, the scale is set to 2.0"); a file that is not there gives nil.
    @Test func contentsOfFileReadsTheScaleFromTheName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-data-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("icon.png"), doubled = folder.appendingPathComponent("icon@2x.png")
        try Self.png.write(to: plain)
        try Self.png.write(to: doubled)
        let one = try #require(UIImage(contentsOfFile: plain.path))
        #expect(one.scale == 1 && one.size == CGSize(width: 3, height: 2))
        let two = try #require(UIImage(contentsOfFile: doubled.path))
        #expect(two.scale == 2 && two.size == CGSize(width: 1.5, height: 1))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func aPNGImageHasPNGData() throws {
        let image = try #require(UIImage(data: Self.png))
        let data = try #require(image.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(UIImage(data: data)?.size == CGSize(width: 3, height: 2))
    }
}
