import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Layers in view pictures: gradients, shape layers, shadows, masked corners and masks, checked at chosen pixels
/// (scale 1, so a pixel is a point; a pixel's colour is taken at its centre) and by their SVG elements.
@Suite("Layer pictures")
@MainActor
struct LayerPictureTests {
    /// A white 100 × 100 view, the root of each picture.
    private func canvas() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        return view
    }

    private func png(_ view: UIView) -> RasterImage { ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view)) }

    /// A red-to-blue axial gradient from the top (0.5, 0) to the bottom (0.5, 1), over 100 points: a pixel in row y
    /// takes t = (y + 0.5) / 100. Row 24: t = 0.245, red 255 · 0.755 = 192.5… → 193, blue 255 · 0.245 = 62.4… → 62.
    /// Row 74: t = 0.745, red 65.0… → 65, blue 189.9… → 190. With locations 0.25 and 0.75, row 10 (t = 0.105) is
    /// still pure red and row 49 (t = 0.495) is (0.495 − 0.25) / 0.5 = 0.49 of the way: red 130.05 → 130, blue
    /// 124.95 → 125.
    @Test func axialGradientPixels() {
        let view = canvas()
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.layer.insertSublayer(gradient, at: 0)
        var image = png(view)
        #expect(image.color(atX: 50, y: 24) == RGBColor(red: 193, green: 0, blue: 62))
        #expect(image.color(atX: 10, y: 74) == RGBColor(red: 65, green: 0, blue: 190))
        gradient.locations = [0.25, 0.75]
        image = png(view)
        #expect(image.color(atX: 50, y: 10) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 50, y: 49) == RGBColor(red: 130, green: 0, blue: 125))
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        #expect(svg.contains("<linearGradient id=\"view-clip-gradient0\" gradientUnits=\"userSpaceOnUse\" x1=\"50\" y1=\"0\" x2=\"50\" y2=\"100\">")
                || svg.contains("x1=\"50\" y1=\"0\" x2=\"50\" y2=\"100\""))
        #expect(svg.contains("<stop offset=\"0.25\" stop-color=\"#ff0000\"/><stop offset=\"0.75\" stop-color=\"#0000ff\"/>"))
        #expect(svg.contains("fill=\"url(#"))
    }

    /// A radial gradient from the centre (0.5, 0.5) to (1, 0.5): a circle of radius 50. Pixel (50, 50) has its
    /// centre (50.5, 50.5) at distance √0.5 = 0.707 from (50, 50): t = 0.0141…, red 255 · 0.9859 = 251.4 → 251,
    /// blue 3.6 → 4. Pixel (95, 50): distance √(45.5² + 0.5²) = 45.50…, t = 0.9100…, red 22.9 → 23, blue 232.05 → 232.
    @Test func radialGradientPixels() {
        let view = canvas()
        let gradient = CAGradientLayer()
        gradient.type = .radial
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.addSublayer(gradient)
        let image = png(view)
        #expect(image.color(atX: 50, y: 50) == RGBColor(red: 251, green: 0, blue: 4))
        #expect(image.color(atX: 95, y: 50) == RGBColor(red: 23, green: 0, blue: 232))
        #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: view)).contains("<radialGradient"))
    }

    /// A black line from (10, 50) to (90, 50), 4 points wide, stroked to strokeEnd 0.5: it stops at x = 50.
    /// Pixel (30, 50) is on it, pixel (70, 50) is not; the SVG path runs M10 50 L50 50.
    @Test func shapeLayerStrokeTrimmedAtHalf() {
        let view = canvas()
        let shape = CAShapeLayer()
        shape.frame = view.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.strokeEnd = 0.5
        view.layer.addSublayer(shape)
        let image = png(view)
        #expect(image.color(atX: 30, y: 50) == .black)
        #expect(image.color(atX: 70, y: 50) == .white)
        #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: view)).contains("d=\"M10 50 L50 50\""))
    }

    /// A white card at (20, 20, 60, 40) with a black shadow, opacity 0.5, offset (0, 6), radius 4: the shadow spans
    /// y 26…66 before its blur (σ = 2 points), so just below the card (row 63) it darkens the white canvas, and just
    /// above it (row 17, 9 points above the shadow's top, over 4σ) it leaves it white.
    @Test func shadowBelowACard() {
        let view = canvas()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.layer.shadowRadius = 4
        view.addSubview(card)
        let image = png(view)
        let below = image.color(atX: 50, y: 63), above = image.color(atX: 50, y: 17)
        #expect((below?.red ?? 255) < 200)
        #expect(above == .white)
        #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: view)).contains("<feGaussianBlur stdDeviation=\"2\"/>"))
    }

    /// A red 40 × 40 view at (10, 10), corner radius 10 on its top corners only: the pixel one point in from the
    /// top-left corner (centre (11.5, 11.5), 12.0 from the corner circle's centre (20, 20), beyond 10) is white;
    /// the same pixel at the bottom-left (11, 48) is red, as that corner stays square.
    @Test func maskedCornersRoundOnlyTheTop() {
        let view = canvas()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.backgroundColor = .red
        card.layer.cornerRadius = 10
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.addSubview(card)
        let image = png(view)
        #expect(image.color(atX: 11, y: 11) == .white)
        #expect(image.color(atX: 48, y: 11) == .white)
        #expect(image.color(atX: 11, y: 48) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 48, y: 48) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 30, y: 11) == RGBColor(red: 255, green: 0, blue: 0))
    }

    /// A blue 40 × 40 view at (10, 10) masked by a circle through its bounds: the pixel near its top-left corner
    /// (local centre (2.5, 2.5), 24.7 from the circle's centre (20, 20), beyond 20) shows the white canvas, where a
    /// clip to the bounding box would leave it blue; (12, 30) (local (2.5, 20.5), 17.5 from the centre) is blue.
    @Test func maskClipsToACircle() {
        let view = canvas()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.backgroundColor = .blue
        let circle = CAShapeLayer()
        circle.frame = card.bounds
        circle.path = UIBezierPath(ovalIn: card.bounds).cgPath
        card.layer.mask = circle
        view.addSubview(card)
        let image = png(view)
        #expect(image.color(atX: 12, y: 12) == .white)
        #expect(image.color(atX: 30, y: 30) == RGBColor(red: 0, green: 0, blue: 255))
        #expect(image.color(atX: 12, y: 30) == RGBColor(red: 0, green: 0, blue: 255))
        #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: view)).contains("clip-path=\"url(#"))
    }

    /// A layer with anchor point (0, 0) at position (20, 30), 10 × 10: it covers (20…30, 30…40), not the box
    /// centred on its position. Its opacity, animated linearly 1 → 0 over 2 s, is 0.5 at 1 s on a manual clock:
    /// black at half over white is 127.5 → 128.
    @Test func anchorPointAndAnimatedOpacityInPictures() {
        let view = canvas()
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.anchorPoint = .zero
        square.position = CGPoint(x: 20, y: 30)
        square.backgroundColor = UIColor.black.cgColor
        view.layer.addSublayer(square)
        var image = png(view)
        #expect(image.color(atX: 25, y: 35) == .black)
        #expect(image.color(atX: 17, y: 27) == .white)
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 2
            square.add(fade, forKey: "fade")
            clock.advance(by: 1)
            image = png(view)
        }
        #expect(image.color(atX: 25, y: 35) == RGBColor(red: 128, green: 128, blue: 128))
    }

    /// A 2 × 2 green bitmap as the contents of a 20 × 20 layer at (10, 10), `.resize`: stretched over it, so pixel
    /// (20, 20) is green. With `.center` it keeps its 2 × 2 size in the middle, (19…21, 19…21): pixel (12, 12) shows
    /// the white canvas.
    @Test func contentsImage() throws {
        let green: [UInt8] = [0, 255, 0, 255]
        let bitmap = try #require(Bitmap(width: 2, height: 2, rgba: green + green + green + green))
        let image = try #require(UIImage(data: PNGEncoder().encode(bitmap)))
        let view = canvas()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.contents = image.cgImage
        view.layer.addSublayer(layer)
        #expect(png(view).color(atX: 20, y: 20) == RGBColor(red: 0, green: 255, blue: 0))
        #expect(png(view).color(atX: 12, y: 12) == RGBColor(red: 0, green: 255, blue: 0))
        layer.contentsGravity = .center
        #expect(png(view).color(atX: 12, y: 12) == .white)
        #expect(png(view).color(atX: 20, y: 20) == RGBColor(red: 0, green: 255, blue: 0))
    }

    /// A shadow path given explicitly is the shadow's shape: a 10 × 10 square path at (0, 0) offset by (0, 0), radius 0
    /// under a 60 × 40 card at (20, 20) that draws no background: the shadow shows at (25, 25) and not at (50, 50).
    @Test func shadowPathShapesTheShadow() {
        let view = canvas()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = .zero
        card.layer.shadowRadius = 0
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        view.addSubview(card)
        let image = png(view)
        #expect(image.color(atX: 25, y: 25) == .black)
        #expect(image.color(atX: 50, y: 50) == .white)
    }

    /// A conic gradient around the centre (0.5, 0.5) from the direction of (1, 0.5), red to blue. Pixel (50, 75) has
    /// its centre (50.5, 75.5) at (0.5, 25.5) from (50, 50): on the square it is (0.0196…, 1), a pseudo-angle of
    /// (2 − 0.0196…) / 8 = 0.24754… of a turn (a true quarter turn less 1.1°): red 255 · 0.75245… = 191.875 → 192,
    /// blue 63.125 → 63. The SVG draws it as wedges clipped to the layer.
    @Test func conicGradientPixels() {
        let view = canvas()
        let gradient = CAGradientLayer()
        gradient.type = .conic
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        view.layer.addSublayer(gradient)
        #expect(png(view).color(atX: 50, y: 75) == RGBColor(red: 192, green: 0, blue: 63))
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        #expect(svg.components(separatedBy: "stroke-width=\"0.5\"").count - 1 == 96)
    }

    /// Continuous corners are drawn as a path of cubic curves (no `rx`), starting 1.528 · 10 = 15.28 points along
    /// each edge from the corner of a 40 × 40 view with corner radius 10.
    @Test func continuousCornersArePaths() {
        let view = canvas()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        card.backgroundColor = .red
        card.layer.cornerRadius = 10
        card.layer.cornerCurve = .continuous
        view.addSubview(card)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        #expect(svg.contains("<path d=\"M15.28 0 L24.72 0 C"))
        #expect(!svg.contains("rx=\"10\""))
    }

    /// Two circles in one path, radii 40 and 20 about (50, 50), filled by the even-odd rule: a ring. The centre
    /// pixel (50, 50) is inside both (an even count: white), pixel (50, 20) (centre 30 from the middle) only in the
    /// outer one (red). By the non-zero rule both turn the same way, so the centre is red.
    @Test func evenOddFillRuleCutsAHole() {
        let view = canvas()
        let shape = CAShapeLayer()
        shape.frame = view.bounds
        let path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        path.append(UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40)))
        shape.path = path.cgPath
        shape.fillColor = UIColor.red.cgColor
        shape.fillRule = .evenOdd
        view.layer.addSublayer(shape)
        #expect(png(view).color(atX: 50, y: 50) == .white)
        #expect(png(view).color(atX: 50, y: 20) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: view)).contains("fill-rule=\"evenodd\""))
        shape.fillRule = .nonZero
        #expect(png(view).color(atX: 50, y: 50) == RGBColor(red: 255, green: 0, blue: 0))
    }
}
