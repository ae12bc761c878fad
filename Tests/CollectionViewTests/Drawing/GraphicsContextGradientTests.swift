#if canImport(UIKit)
import UIKit
#else
import Foundation
import ImageCodec
import OpenCompositionalLayout
#endif
import Testing

/// Gradients drawn into an image renderer of 20 × 20 points at scale 1: pixel colours worked out from each pixel
/// centre's place along the gradient (pixel (x, y) has its centre at (x + 0.5, y + 0.5)).
@MainActor
@Suite struct GraphicsContextGradientTests {
    func image(_ actions: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { actions($0.cgContext) }
    }

    func redToBlue() -> CGGradient? {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                   locations: [0, 1])
    }

    #if !canImport(UIKit)
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> Bitmap.Pixel? { image.bitmap?.pixel(atX: x, y: y) }

    /// Red to blue from x = 0 to x = 20: pixel 10's centre lies 10.5 / 20 = 0.525 of the way, so red is
    /// 255 · 0.475 ≈ 121 and blue 255 · 0.525 ≈ 134 (within two levels); the ends are nearly pure.
    @Test func aLinearGradientAcrossTheImage() throws {
        let gradient = try #require(redToBlue())
        let drawn = image { $0.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0), options: []) }
        let middle = try #require(pixel(drawn, 10, 10))
        #expect(abs(Int(middle.red) - 121) <= 2 && abs(Int(middle.blue) - 134) <= 2 && middle.alpha == 255)
        #expect((pixel(drawn, 0, 5)?.red ?? 0) > 240)
        #expect((pixel(drawn, 19, 5)?.blue ?? 0) > 240)
    }

    /// From x = 5 to x = 15 without options the area beyond the ends is left transparent; with
    /// `drawsBeforeStartLocation` the start's red fills the left of it, and the right stays transparent.
    @Test func theEndsAreExtendedOnlyWhenAsked() throws {
        let gradient = try #require(redToBlue())
        let plain = image { $0.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: []) }
        #expect(pixel(plain, 2, 10)?.alpha == 0)
        #expect(pixel(plain, 17, 10)?.alpha == 0)
        #expect(pixel(plain, 10, 10)?.alpha == 255)
        let before = image {
            $0.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: .drawsBeforeStartLocation)
        }
        #expect(pixel(before, 2, 10) == Bitmap.Pixel(red: 255, green: 0, blue: 0))
        #expect(pixel(before, 17, 10)?.alpha == 0)
    }

    /// A radial gradient about (10, 10) out to radius 5: the corner (1, 1) lies outside and stays transparent; the
    /// centre pixel (its centre √0.5 ≈ 0.71 from the centre, 0.14 of the way) is mostly red. Extended after the end,
    /// the corner takes the last colour, blue.
    @Test func aRadialGradient() throws {
        let gradient = try #require(redToBlue())
        let center = CGPoint(x: 10, y: 10)
        let disc = image { $0.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 5, options: []) }
        #expect(pixel(disc, 1, 1)?.alpha == 0)
        let middle = try #require(pixel(disc, 10, 10))
        #expect(middle.red > 200 && middle.blue < 60)
        let filled = image {
            $0.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 5, options: .drawsAfterEndLocation)
        }
        #expect(pixel(filled, 1, 1) == Bitmap.Pixel(red: 0, green: 0, blue: 255))
    }

    /// The gradient draws only inside the clip: clipped to the top half, the bottom row stays transparent.
    @Test func theClipLimitsAGradient() throws {
        let gradient = try #require(redToBlue())
        let drawn = image { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10))
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        #expect(pixel(drawn, 10, 5)?.alpha == 255)
        #expect(pixel(drawn, 10, 15)?.alpha == 0)
    }
    #endif

    /// No colours, no gradient.
    @Test func aGradientNeedsColours() {
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }
}
