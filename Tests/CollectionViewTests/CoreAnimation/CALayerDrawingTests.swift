#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A layer that draws its own content: Core Animation calls `display()` for a layer marked with `setNeedsDisplay()`,
/// whose default runs `draw(in:)` (by default the delegate's `draw(_:in:)`) and makes the drawing the layer's
/// `contents`. A layer never marked draws nothing.
@MainActor
@Suite struct CALayerDrawingTests {
    /// Counts its drawings and fills its bounds red.
    final class FilledLayer: CALayer {
        var drawings = 0
        override func draw(in ctx: CGContext) {
            drawings += 1
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(bounds)
        }
    }

    /// Draws the layers it is the delegate of: a blue 2 × 2 square.
    final class Painter: NSObject, CALayerDelegate {
        var layers: [CALayer] = []
        func draw(_ layer: CALayer, in ctx: CGContext) {
            layers.append(layer)
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    @Test func aLayerDrawsOnlyOnceMarked() {
        let layer = FilledLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
        layer.displayIfNeeded()
        #expect(layer.drawings == 0)
        #expect(layer.contents == nil)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay)
        layer.displayIfNeeded()
        #expect(layer.drawings == 1)
        #expect(!layer.needsDisplay)
        #expect(layer.contents != nil)
        // Marked once, drawn once.
        layer.displayIfNeeded()
        #expect(layer.drawings == 1)
    }

    /// Resizing redraws only with `needsDisplayOnBoundsChange`; moving never does.
    @Test func boundsChangesRedrawWhenAsked() {
        let layer = FilledLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsDisplay)
        layer.needsDisplayOnBoundsChange = true
        layer.position = CGPoint(x: 40, y: 40)
        #expect(!layer.needsDisplay)
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(layer.needsDisplay)
    }

    /// Without an override, `draw(in:)` asks the delegate.
    @Test func theDelegateDrawsAPlainLayer() {
        let painter = Painter()
        let layer = CALayer()
        layer.delegate = painter
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(painter.layers.count == 1)
        #expect(painter.layers.first === layer)
        #expect(layer.contents != nil)
    }

    /// Contents the app set survive a display that draws nothing (a layer with no drawing code).
    @Test func contentsSetByTheAppAreKept() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let layer = CALayer()
        layer.contents = image.cgImage
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect((layer.contents as? UIImage) === image)
    }

    #if !canImport(UIKit)
    /// The drawing becomes an image of the layer's size at its `contentsScale`: a 10 × 4 layer at scale 2 makes a
    /// 10 × 4-point image of 20 × 8 red pixels.
    @Test func theDrawingIsTheContentsImage() throws {
        let layer = FilledLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contents as? UIImage)
        #expect(image.size == CGSize(width: 10, height: 4))
        #expect(image.scale == 2)
        let bitmap = try #require(image.bitmap)
        #expect(bitmap.width == 20 && bitmap.height == 8)
        #expect(Array(bitmap.rgba[0..<4]) == [255, 0, 0, 255])
    }
    #endif
}
