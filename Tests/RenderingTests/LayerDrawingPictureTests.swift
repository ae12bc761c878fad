import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Layers that draw themselves (`draw(in:)`), in view pictures: drawn when marked with `setNeedsDisplay()`, as Core
/// Animation draws them before a frame, and stretched by `contentsGravity` when resized without
/// `needsDisplayOnBoundsChange`. Scale 1: a pixel is a point.
@Suite("Layer drawing pictures")
@MainActor
struct LayerDrawingPictureTests {
    /// Fills its left half red.
    final class HalfLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    private func png(_ view: UIView) -> RasterImage { ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view)) }

    /// A 40 × 20 layer at (10, 10) fills x 10–30 red once marked; before, the white view shows through.
    @Test func aMarkedLayerIsDrawn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = .white
        let layer = HalfLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        view.layer.addSublayer(layer)
        #expect(png(view).color(atX: 15, y: 15) == .white)
        layer.setNeedsDisplay()
        let image = png(view)
        #expect(image.color(atX: 15, y: 15) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 29, y: 29) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 31, y: 15) == .white)
        #expect(image.color(atX: 5, y: 15) == .white)
    }

    /// A layer that fills a 20-point strip at its left, drawn 40 wide and then widened to 80 without redrawing: the
    /// drawing stretches with the default `.resize` gravity, so the strip spans 20 · 80 / 40 = 40 points (view x
    /// 10–50). With `needsDisplayOnBoundsChange` a resize redraws it: 20 points again (view x 10–30).
    @Test func aResizedDrawingStretchesUnlessRedrawn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.backgroundColor = .white
        let layer = StripLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        view.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        _ = png(view)
        layer.frame = CGRect(x: 10, y: 10, width: 80, height: 20)
        var image = png(view)
        #expect(image.color(atX: 45, y: 15) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 55, y: 15) == .white)
        layer.needsDisplayOnBoundsChange = true
        layer.frame = CGRect(x: 10, y: 10, width: 81, height: 20)
        image = png(view)
        #expect(image.color(atX: 25, y: 15) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 35, y: 15) == .white)
    }

    /// Fills a 20-point strip at its left, whatever its width.
    final class StripLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: bounds.height))
        }
    }
}
