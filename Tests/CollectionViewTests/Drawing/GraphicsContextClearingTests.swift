#if canImport(UIKit)
import UIKit
#else
import Foundation
import ImageCodec
import OpenCompositionalLayout
#endif
import Testing

/// Clearing and the clear and copy blend modes erase what was drawn before, in an image renderer of 20 × 20 points
/// at scale 1 (pixel (x, y) covers the point square from (x, y) to (x + 1, y + 1)).
@MainActor
@Suite struct GraphicsContextClearingTests {
    func image(opaque: Bool = false, _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = opaque
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image(actions: actions)
    }

    #if !canImport(UIKit)
    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> Bitmap.Pixel? { image.bitmap?.pixel(atX: x, y: y) }

    /// Red everywhere, then `clear` of (5, 5, 10, 10): the middle pixel (10, 10) is transparent, (2, 2) stays red;
    /// a blue 4 × 4 square drawn after the clear at (8, 8) shows over the cleared area at (9, 9).
    @Test func clearErasesWhatWasDrawnBefore() {
        let drawn = image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.clear(CGRect(x: 5, y: 5, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 8, y: 8, width: 4, height: 4))
        }
        #expect(pixel(drawn, 2, 2) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(pixel(drawn, 6, 6)?.alpha == 0)
        #expect(pixel(drawn, 9, 9) == Bitmap.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    /// An opaque surface cleared shows black, as an opaque bitmap context does.
    @Test func clearingAnOpaqueSurfaceLeavesBlack() {
        let drawn = image(opaque: true) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.clear(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        #expect(pixel(drawn, 5, 10) == Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(pixel(drawn, 15, 10) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// The clip limits clearing: clipped to the left half, clearing everything leaves the right half red.
    @Test func theClipLimitsClearing() {
        let drawn = image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.saveGState()
            context.cgContext.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            context.cgContext.clear(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.restoreGState()
        }
        #expect(pixel(drawn, 5, 10)?.alpha == 0)
        #expect(pixel(drawn, 15, 10) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// A fill in the clear blend mode punches a hole: the disc inscribed in (4, 4, 12, 12) erased from a green square
    /// leaves its centre (10, 10) transparent and the corner (1, 1) green.
    @Test func theClearBlendModeErasesAShape() {
        let drawn = image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.setBlendMode(.clear)
            context.cgContext.fillEllipse(in: CGRect(x: 4, y: 4, width: 12, height: 12))
        }
        #expect(pixel(drawn, 10, 10)?.alpha == 0)
        #expect(pixel(drawn, 1, 1) == Bitmap.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    /// The copy blend mode replaces: half-transparent blue copied over red leaves blue at half alpha (0.5 · 255 =
    /// 127.5, within a level), not a blend of the two; normal mode over red gives (127.5, 0, 127.5) opaque.
    @Test func theCopyBlendModeReplaces() throws {
        let copied = image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            context.cgContext.setBlendMode(.copy)
            UIColor.blue.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let replaced = try #require(pixel(copied, 5, 10))
        #expect(replaced.red == 0 && replaced.green == 0 && replaced.blue == 255)
        #expect(abs(Int(replaced.alpha) - 128) <= 1)
        #expect(pixel(copied, 15, 10) == Bitmap.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        let blended = image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let over = try #require(pixel(blended, 5, 10))
        #expect(abs(Int(over.red) - 128) <= 1 && abs(Int(over.blue) - 128) <= 1 && over.alpha == 255)
    }
    #endif
}
