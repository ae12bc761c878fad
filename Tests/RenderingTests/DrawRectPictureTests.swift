import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// What views draw with `draw(_:)` and what image renderers draw, in view pictures: pixel colours at points chosen
/// inside and outside the shapes, worked out from the shapes' geometry.
@Suite("draw(_:) in pictures")
@MainActor
struct DrawRectPictureTests {
    final class Disc: UIView {
        var color = UIColor.red
        override func draw(_ rect: CGRect) {
            color.setFill()
            UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2)).fill()
        }
    }

    func pixel(_ view: UIView, _ x: Int, _ y: Int) -> RGBColor? {
        ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view)).color(atX: x, y: y)
    }

    /// A 20 × 20 view filling the disc inscribed in (2, 2, 16, 16): its centre (10, 10) is red, the corner pixel (0, 0)
    /// is the white canvas. Changing the colour alone changes nothing (UIKit keeps the drawn content); after
    /// `setNeedsDisplay()` the disc is blue.
    @Test func aViewDrawsItsDisc() {
        let disc = Disc(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(disc, 10, 10) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(pixel(disc, 0, 0) == .white)
        disc.color = .blue
        #expect(pixel(disc, 10, 10) == RGBColor(red: 255, green: 0, blue: 0))
        disc.setNeedsDisplay()
        #expect(pixel(disc, 10, 10) == RGBColor(red: 0, green: 0, blue: 255))
    }

    /// The drawing sits above the background colour and below the subviews: a yellow background shows at the corner,
    /// the disc at (6, 10), and a black 4 × 4 subview at (8, 8) covers the centre.
    @Test func theDrawingSitsBetweenBackgroundAndSubviews() {
        let disc = Disc(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        disc.backgroundColor = .yellow
        let cover = UIView(frame: CGRect(x: 8, y: 8, width: 4, height: 4))
        cover.backgroundColor = .black
        disc.addSubview(cover)
        #expect(pixel(disc, 0, 0) == RGBColor(red: 255, green: 255, blue: 0))
        #expect(pixel(disc, 6, 10) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(pixel(disc, 10, 10) == RGBColor(red: 0, green: 0, blue: 0))
    }

    /// A clip to the left half: the whole bounds filled green shows green at (5, 10) and the canvas at (15, 10).
    @Test func clipsLimitWhatIsDrawn() {
        final class HalfView: UIView {
            override func draw(_ rect: CGRect) {
                let context = UIGraphicsGetCurrentContext()
                context?.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
                UIColor.green.setFill()
                context?.fill(rect)
            }
        }
        let view = HalfView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(view, 5, 10) == RGBColor(red: 0, green: 255, blue: 0))
        #expect(pixel(view, 15, 10) == .white)
    }

    /// The even-odd rule leaves a hole: a 20 × 20 square with a 10 × 10 square inside (5…15) fills the ring at (2, 10)
    /// and leaves the centre (10, 10) empty; by the non-zero rule both squares, wound the same way, fill the centre.
    @Test func theEvenOddRuleLeavesAHole() {
        final class Ring: UIView {
            var evenOdd = true
            override func draw(_ rect: CGRect) {
                let path = UIBezierPath(rect: rect)
                path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
                path.usesEvenOddFillRule = evenOdd
                UIColor.red.setFill()
                path.fill()
            }
        }
        let ring = Ring(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(ring, 2, 10) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(pixel(ring, 10, 10) == .white)
        ring.evenOdd = false
        ring.setNeedsDisplay()
        #expect(pixel(ring, 10, 10) == RGBColor(red: 255, green: 0, blue: 0))
    }

    /// A renderer's 10 × 10 image of a green square in its left half (0…5), shown by a 20 × 20 image view that
    /// stretches it (scale to fill, ×2): green at (4, 10), the canvas at (15, 10). In the SVG the square is a path.
    @Test func aRenderedImageInAnImageView() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(pixel(imageView, 4, 10) == RGBColor(red: 0, green: 255, blue: 0))
        #expect(pixel(imageView, 15, 10) == .white)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: imageView))
        #expect(svg.contains("transform=\"matrix(2 0 0 2 0 0)\""), "\(svg)")
        #expect(svg.contains("fill=\"#00ff00\""))
    }

    /// Text drawn in `draw(_:)`: "Hello" in red at (4, 6), 17 pt: a group moved to (4, 6) holding the line on its
    /// baseline, the ascender 17 × 1950/2048 = 16.19 below the top, as wide as measured (H 0.65 + e 0.55 + l 0.25 +
    /// l 0.25 + o 0.55 = 2.25 em = 38.25). Drawn within a 40 × 20 box, "Hello world" (84.15 wide) keeps one line,
    /// cut with "…".
    @Test func textDrawnByAView() {
        final class Caption: UIView {
            var boxed = false
            override func draw(_ rect: CGRect) {
                let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red]
                if boxed {
                    "Hello world".draw(in: CGRect(x: 0, y: 0, width: 40, height: 20), withAttributes: attributes)
                } else {
                    "Hello".draw(at: CGPoint(x: 4, y: 6), withAttributes: attributes)
                }
            }
        }
        let caption = Caption(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: caption))
        #expect(svg.contains("<g transform=\"translate(4 6)\">\n<text x=\"0\" y=\"16.19\" font-size=\"17\" textLength=\"38.25\""), "\(svg)")
        #expect(svg.contains("fill=\"#ff0000\">Hello</text>"))
        caption.boxed = true
        caption.setNeedsDisplay()
        let boxed = ViewSVGRenderer().render(ViewSnapshot(capturing: caption))
        #expect(boxed.contains("…</text>"), "\(boxed)")
        #expect(!boxed.contains("world"))
    }

    /// Hostile drawing never traps: NaN and infinite rectangles, transforms, widths and dash lengths, clips to NaN,
    /// restores without saves, a renderer of NaN size, an image drawn into itself's recording 20 levels deep. The
    /// picture draws what is finite: the red square at (0, 0, 10, 10) that follows the bad calls.
    @Test func hostileDrawingDoesNotTrap() {
        final class Hostile: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.restoreGState()
                context.restoreGState()
                context.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
                context.translateBy(x: .infinity, y: .nan)
                context.scaleBy(x: .nan, y: 1)
                context.setLineWidth(.infinity)
                context.setLineDash(phase: .nan, lengths: [.nan, -1])
                context.stroke(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5))
                context.saveGState()
                context.clip(to: CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan))
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
                context.restoreGState()
                var image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: -5)).image { _ in }
                for _ in 0..<20 {
                    let inner = image
                    image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in inner.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4)) }
                }
                image.draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4))
                image.draw(at: CGPoint(x: 15, y: 15))
                "∞".draw(at: CGPoint(x: CGFloat.nan, y: 0), withAttributes: [.font: UIFont.systemFont(ofSize: .nan)])
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let view = Hostile(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(view, 5, 5) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(pixel(view, 12, 5) == .white)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        #expect(!svg.lowercased().contains("nan") && !svg.contains("inf"), "\(svg)")
    }
}
