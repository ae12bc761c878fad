#if canImport(UIKit)
import UIKit
#else
import Foundation
import ImageCodec
import OpenCompositionalLayout
#endif
import Testing

/// Images made by drawing have pixels: `pngData()`, `UIGraphicsImageRenderer.pngData(actions:)` and (beyond UIKit)
/// `bitmap` paint what the actions drew at the format's scale, transparent where nothing was drawn unless the format is
/// opaque.
@MainActor
@Suite struct RendererPixelTests {
    func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    /// A 2 × 1-point renderer at scale 3 makes a 6 × 3-pixel PNG file (2 · 3 by 1 · 3), which reads back as an image
    /// of 6 × 3 points at scale 1.
    @Test func pngDataHasThePixelSizeOfTheFormat() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 3))
        let data = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 6, height: 3))
        let drawn = renderer.image { _ in UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1)) }
        let again = try #require(drawn.pngData().flatMap { UIImage(data: $0) })
        #expect(again.size == CGSize(width: 6, height: 3))
    }

    /// Nothing to paint, nothing to encode: a renderer of no width gives empty data and its image no PNG data.
    @Test func aSurfaceWithoutPixelsGivesNoData() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 0, height: 10), format: format(scale: 2))
        #expect(renderer.pngData { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5)) }.isEmpty)
        #expect(renderer.image { _ in }.pngData() == nil)
        let huge = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: 10), format: format(scale: 1))
        #expect(huge.image { _ in }.pngData() == nil)
    }

    #if !canImport(UIKit)
    func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let start = (y * bitmap.width + x) * 4
        return bitmap.rgba[start..<start + 4].map(Int.init)
    }

    /// The left point filled red is opaque red in every pixel under it (scale 2: pixels 0 and 1 of each row); the
    /// right point, where nothing was drawn, is transparent.
    @Test func whatWasNotDrawnIsTransparent() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let bitmap = try #require(image.bitmap)
        #expect(bitmap.width == 4 && bitmap.height == 2)
        for y in 0..<2 {
            #expect(pixel(bitmap, 0, y) == [255, 0, 0, 255])
            #expect(pixel(bitmap, 1, y) == [255, 0, 0, 255])
            #expect(pixel(bitmap, 2, y)[3] == 0)
            #expect(pixel(bitmap, 3, y)[3] == 0)
        }
        // The PNG file holds the same pixels.
        let decoded = try #require(image.pngData().flatMap { UIImage(data: $0)?.bitmap })
        #expect(decoded == bitmap)
    }

    /// An opaque format's surface starts black: the undrawn point is opaque black.
    @Test func anOpaqueSurfaceStartsBlack() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 1, opaque: true)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let bitmap = try #require(image.bitmap)
        #expect(pixel(bitmap, 0, 0) == [255, 255, 255, 255])
        #expect(pixel(bitmap, 1, 0) == [0, 0, 0, 255])
    }

    /// Blue at alpha 0.5 keeps its colour and half its opacity: (0, 0, 255, 127.5), the alpha within a step of
    /// rounding. Two fills of it "over" each other cover 1 − 0.5² = 0.75: alpha 191.25.
    @Test func translucentPaintKeepsItsColourAndAlpha() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 1)).image { context in
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let bitmap = try #require(image.bitmap)
        let once = pixel(bitmap, 0, 0), twice = pixel(bitmap, 1, 0)
        #expect(once[0] == 0 && once[1] == 0 && abs(once[2] - 255) <= 2 && abs(once[3] - 128) <= 1)
        #expect(twice[0] == 0 && twice[1] == 0 && abs(twice[2] - 255) <= 2 && abs(twice[3] - 191) <= 1)
    }

    /// Dynamic colours resolve with the current trait collection when the pixels are painted: the system background
    /// is white in light mode and black in dark mode.
    @Test func dynamicColoursResolveWithTheCurrentTraits() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format(scale: 1)).image { context in
            UIColor.systemBackground.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        var light: Bitmap?, dark: Bitmap?
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { light = image.bitmap }
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { dark = image.bitmap }
        #expect(try pixel(#require(light), 0, 0) == [255, 255, 255, 255])
        #expect(try pixel(#require(dark), 0, 0) == [0, 0, 0, 255])
    }

    /// Text and images drawn into a renderer reach its pixels: a red 4 × 4-pixel PNG drawn at (0, 0) paints red
    /// there, and 20-pt "Hi" drawn in black at (10, 0) darkens some pixel of its box (its stem, x 10–30, y 0–24) and
    /// none left of it.
    @Test func textAndImagesReachThePixels() throws {
        let redSquare = try #require(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1))
            .image { context in UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
            .pngData().flatMap { UIImage(data: $0) })
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 24), format: format(scale: 1)).image { _ in
            redSquare.draw(at: .zero)
            ("Hi" as NSString).draw(at: CGPoint(x: 10, y: 0), withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        }
        let bitmap = try #require(image.bitmap)
        #expect(pixel(bitmap, 1, 1) == [255, 0, 0, 255])
        var inked = false
        for y in 0..<24 {
            for x in 10..<30 where pixel(bitmap, x, y)[3] > 128 { inked = true }
            for x in 5..<9 { #expect(pixel(bitmap, x, y)[3] == 0) }
        }
        #expect(inked)
    }
    #endif
}
