import Foundation
import ImageCodec
import LayoutRendering
import OpenCompositionalLayout
import Testing
import Raster

/// Image views showing bitmaps made from PNG data, drawn to SVG and PNG. The PNGs below were written by Python's
/// zlib and struct from the pixels in their comments; expected colours are worked out by hand from those pixels,
/// the views' frames and the blending rule (straight alpha "over").
@Suite("Bitmap images in view snapshots")
@MainActor
struct BitmapImageRenderingTests {
    /// 2 × 2 RGBA: red, green / blue, transparent (0, 0, 0, 0).
    static let quadrants = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR42mP4z8DwHwyBNIhgAAA/0gX7f+ZqKwAAAABJRU5ErkJggg=="
    /// 1 × 1 RGBA: (255, 0, 0, 128), red at 128/255 opacity.
    static let halfRed = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DQAAAEgQGA8wvcoAAAAABJRU5ErkJggg=="
    /// 2 × 1 RGBA: black opaque, black transparent (a mask).
    static let mask = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAD0lEQVR42mNgYGD4D8QMAAUEAQAJfvTVAAAAAElFTkSuQmCC"
    /// 2 × 1 RGBA: red, green, opaque.
    static let redGreen = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR42mP4z8DwHwQBEPgD/VP9jxkAAAAASUVORK5CYII="
    /// 4 × 2 RGBA, every pixel opaque red.
    static let wideRed = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAEklEQVR42mP4z8DwHxkzoAsAAA8hD/H+RRRjAAAAAElFTkSuQmCC"
    /// 4 × 4 RGBA checkerboard, opaque: white where x + y is even, black where odd.
    static let checker = "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAGElEQVR42mP4DwQMDAz/YTQDMgdME1QBAD9LJ9l51VRuAAAAAElFTkSuQmCC"
    /// 2 × 2 RGBA, every pixel opaque red.
    static let red = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR42mP4z8DwH4QZYAwAR8oH+Rq28akAAAAASUVORK5CYII="

    static func image(_ base64: String, scale: CGFloat = 1) throws -> UIImage {
        let data = try #require(Data(base64Encoded: base64))
        return try #require(UIImage(data: data, scale: scale))
    }

    static let white = RGBColor(red: 255, green: 255, blue: 255)
    static let redColor = RGBColor(red: 255, green: 0, blue: 0)
    static let greenColor = RGBColor(red: 0, green: 255, blue: 0)
    static let blueColor = RGBColor(red: 0, green: 0, blue: 255)
    static let yellowColor = RGBColor(red: 255, green: 255, blue: 0)

    /// The `href` of each `<image>` element, decoded from its base64 data URI and then as PNG.
    static func embeddedBitmaps(_ svg: String) throws -> [Bitmap] {
        let probe = XMLProbe(svg)
        #expect(probe.isWellFormed, "\(probe.errorDescription ?? "")")
        let prefix = "data:image/png;base64,"
        return try (probe.attributesByElement["image"] ?? []).map { attributes in
            let href = try #require(attributes["href"])
            #expect(href.hasPrefix(prefix))
            let data = try #require(Data(base64Encoded: String(href.dropFirst(prefix.count))))
            return try PNGDecoder.decode(data)
        }
    }

    /// The 2 × 2 bitmap in a 20 × 20 image view (scale to fill) with a yellow background: the SVG stretches it over
    /// the bounds; at 2 pixels per point each source pixel covers 20 × 20 pixels, so the quadrants' centres (10, 10),
    /// (30, 10), (10, 30), (30, 30) are red, green, blue, and — where the bitmap is transparent — the yellow beneath.
    @Test func quadrantsScaledToFill() throws {
        let view = UIImageView(image: try Self.image(Self.quadrants))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.backgroundColor = .yellow
        let snapshot = ViewSnapshot(capturing: view)
        let svg = ViewSVGRenderer().render(snapshot)
        #expect(svg.contains("<image x=\"0\" y=\"0\" width=\"20\" height=\"20\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,"))
        #expect(!svg.contains("image-placeholder"))
        let embedded = try Self.embeddedBitmaps(svg)
        #expect(embedded.count == 1)
        #expect(embedded.first.map { [$0.pixel(atX: 0, y: 0), $0.pixel(atX: 1, y: 0), $0.pixel(atX: 0, y: 1), $0.pixel(atX: 1, y: 1)] }
            == [Bitmap.Pixel(red: 255, green: 0, blue: 0), Bitmap.Pixel(red: 0, green: 255, blue: 0),
                Bitmap.Pixel(red: 0, green: 0, blue: 255), Bitmap.Pixel(red: 0, green: 0, blue: 0, alpha: 0)])
        // The same snapshot gives the same bytes.
        #expect(svg == ViewSVGRenderer().render(ViewSnapshot(capturing: view)))

        let png = ViewPNGRenderer(scale: 2).image(snapshot)
        #expect(png.width == 40 && png.height == 40)
        #expect(png.color(atX: 10, y: 10) == Self.redColor)
        #expect(png.color(atX: 30, y: 10) == Self.greenColor)
        #expect(png.color(atX: 10, y: 30) == Self.blueColor)
        #expect(png.color(atX: 30, y: 30) == Self.yellowColor)
        // Nearest neighbour when enlarging: the quadrants' edges stay sharp (pixel 19 red, 20 green).
        #expect(png.color(atX: 19, y: 0) == Self.redColor && png.color(atX: 20, y: 0) == Self.greenColor)
    }

    /// (255, 0, 0) at alpha a = 128/255 over white: red 255 · a + 255 · (1 − a) = 255; green and blue 0 · a +
    /// 255 · (1 − a) = 255 · 127/255 = 127. With the view at alpha 0.5, a = 64/255: green 255 · 191/255 = 191.
    @Test func translucentPixelsBlendOver() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .white
        let view = UIImageView(image: try Self.image(Self.halfRed))
        view.frame = root.bounds
        root.addSubview(view)
        #expect(ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: root)).color(atX: 5, y: 5) == RGBColor(red: 255, green: 127, blue: 127))
        view.alpha = 0.5
        #expect(ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: root)).color(atX: 5, y: 5) == RGBColor(red: 255, green: 191, blue: 191))
        // The SVG carries the alpha as the group's opacity.
        #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: root)).contains("<g data-view=\"UIImageView\" opacity=\"0.5\">\n<image "))
    }

    /// A template bitmap is drawn in the view's tint (system blue, (0, 122, 255)) through its alpha: the opaque left
    /// pixel is blue, the transparent right one shows the white beneath. `withTintColor(.red)` draws red the same way;
    /// an automatic bitmap keeps its own colours (black) whatever the view's tint.
    @Test func templateAndTintedBitmaps() throws {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.tintColor = .systemBlue
        view.image = try Self.image(Self.mask).withRenderingMode(.alwaysTemplate)
        var png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
        #expect(png.color(atX: 5, y: 5) == RGBColor(red: 0, green: 122, blue: 255))
        #expect(png.color(atX: 15, y: 5) == Self.white)
        let embedded = try Self.embeddedBitmaps(ViewSVGRenderer().render(ViewSnapshot(capturing: view)))
        #expect(embedded.first?.pixel(atX: 0, y: 0) == Bitmap.Pixel(red: 0, green: 122, blue: 255))
        #expect(embedded.first?.pixel(atX: 1, y: 0)?.alpha == 0)

        view.image = try Self.image(Self.mask).withTintColor(.red)
        png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
        #expect(png.color(atX: 5, y: 5) == Self.redColor)

        view.image = try Self.image(Self.mask)
        png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
        #expect(png.color(atX: 5, y: 5) == RGBColor(red: 0, green: 0, blue: 0))
        #expect(png.color(atX: 15, y: 5) == Self.white)
    }

    /// A 4 × 2 image (4 × 2 points) in a 20 × 20 view: aspect fit scales by 5 to 20 × 10 at y = 5; aspect fill by
    /// 10 to 40 × 20 at x = −10; centre keeps 4 × 2 at (8, 9); bottom-right at (16, 18).
    @Test func contentModesPlaceTheImage() throws {
        let view = UIImageView(image: try Self.image(Self.wideRed))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let cases: [(UIView.ContentMode, String)] = [
            (.scaleToFill, "x=\"0\" y=\"0\" width=\"20\" height=\"20\""),
            (.scaleAspectFit, "x=\"0\" y=\"5\" width=\"20\" height=\"10\""),
            (.scaleAspectFill, "x=\"-10\" y=\"0\" width=\"40\" height=\"20\""),
            (.center, "x=\"8\" y=\"9\" width=\"4\" height=\"2\""),
            (.topLeft, "x=\"0\" y=\"0\" width=\"4\" height=\"2\""),
            (.bottomRight, "x=\"16\" y=\"18\" width=\"4\" height=\"2\""),
        ]
        for (mode, attributes) in cases {
            view.contentMode = mode
            #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: view)).contains("<image \(attributes) preserveAspectRatio=\"none\""),
                    "\(mode)")
        }
        // Aspect fit at 1 pixel per point: rows 5…14 are red, rows 0…4 and 15…19 the white canvas.
        view.contentMode = .scaleAspectFit
        let png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
        #expect(png.color(atX: 10, y: 4) == Self.white && png.color(atX: 10, y: 5) == Self.redColor)
        #expect(png.color(atX: 10, y: 14) == Self.redColor && png.color(atX: 10, y: 15) == Self.white)
    }

    /// An aspect-filled image overflows a view that does not clip (drawn at x −10…30 inside a 40-wide root, placed
    /// at x 10) and stays inside one that does: pixel 5 of the root is red, then white once the view clips.
    @Test func clippingCutsAnOverflowingImage() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let view = UIImageView(image: try Self.image(Self.wideRed))
        view.frame = CGRect(x: 10, y: 0, width: 20, height: 20)
        view.contentMode = .scaleAspectFill
        root.addSubview(view)
        #expect(ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: root)).color(atX: 5, y: 10) == Self.redColor)
        view.clipsToBounds = true
        #expect(ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: root)).color(atX: 5, y: 10) == Self.white)
        #expect(ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: root)).color(atX: 15, y: 10) == Self.redColor)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: root))
        #expect(svg.contains("<svg x=\"0\" y=\"0\" width=\"20\" height=\"20\">\n<image x=\"-10\""))
    }

    /// A round avatar: a red image in a 20 × 20 view with corner radius 10 that clips. The corner pixel (0, 0),
    /// centre (0.5, 0.5), is 13.4 from the circle's centre (10, 10), outside its radius: white; the centre is red.
    @Test func roundedClippingRoundsABitmap() throws {
        let view = UIImageView(image: try Self.image(Self.red))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.layer.cornerRadius = 10
        view.clipsToBounds = true
        let png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
        #expect(png.color(atX: 0, y: 0) == Self.white)
        #expect(png.color(atX: 10, y: 10) == Self.redColor)
        #expect(png.color(atX: 10, y: 0) == Self.redColor)
        #expect(ViewSVGRenderer().render(ViewSnapshot(capturing: view))
            .contains("<clipPath id=\"clip0\"><rect width=\"20\" height=\"20\" rx=\"10\"/></clipPath>\n<g clip-path=\"url(#clip0)\">\n<image "))
    }

    /// Drawn smaller than it is, each pixel averages the bitmap pixels it covers: the 4 × 4 checkerboard in a
    /// 2 × 2 view covers 2 × 2 source pixels per pixel, two white and two black: 255 · 2/4 = 127.5, rounded 128.
    @Test func shrinkingAverages() throws {
        let view = UIImageView(image: try Self.image(Self.checker))
        view.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        let png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            #expect(png.color(atX: x, y: y) == RGBColor(red: 128, green: 128, blue: 128))
        }
    }

    /// A transform scaling x by −1 mirrors the picture: red, green becomes green on the left, red on the right.
    @Test func aMirroringTransformFlipsTheBitmap() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let view = UIImageView(image: try Self.image(Self.redGreen))
        view.frame = root.bounds
        view.transform = CGAffineTransform(scaleX: -1, y: 1)
        root.addSubview(view)
        let png = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: root))
        #expect(png.color(atX: 5, y: 5) == Self.greenColor)
        #expect(png.color(atX: 15, y: 5) == Self.redColor)
    }

    /// A JPEG has a size and no pixels headless: an 8 × 4 one, centred in a 20 × 20 view, is a placeholder at
    /// (6, 8), 8 × 4.
    @Test func aJPEGIsASizedPlaceholder() {
        // SOI, SOF0: precision 8, height 4, width 8, one component.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x04, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00])
        let view = UIImageView(image: UIImage(data: jpeg))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.contentMode = .center
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        #expect(svg.contains("<rect class=\"image-placeholder\" x=\"6\" y=\"8\" width=\"8\" height=\"4\""))
        #expect(!svg.contains("<image "))
    }

    /// A bitmap with a name shows it on hover; one without has no `<title>`.
    @Test func aNamedBitmapHasATitle() throws {
        let bitmap = try #require(Bitmap(width: 1, height: 1, rgba: [255, 0, 0, 255]))
        func snapshot(named name: String) -> ViewSnapshot {
            let image = ViewSnapshot.Image(rect: CGRect(x: 0, y: 0, width: 4, height: 4), name: name, isSymbol: false, tint: nil,
                                           bitmap: bitmap)
            return ViewSnapshot(size: CGSize(width: 4, height: 4),
                                root: ViewSnapshot.Node(typeName: "UIImageView", center: CGPoint(x: 2, y: 2),
                                                        bounds: CGRect(x: 0, y: 0, width: 4, height: 4), content: [.image(image)]))
        }
        #expect(ViewSVGRenderer().render(snapshot(named: "a < b")).contains("\"><title>a &lt; b</title></image>\n"))
        #expect(!ViewSVGRenderer().render(snapshot(named: "")).contains("<title>"))
        #expect(ViewSVGRenderer().render(snapshot(named: "")).contains("\"/>\n</g>"))
    }

    /// The PNG encoder writes a bitmap as 8-bit RGBA that decodes back to the same pixels, the same bytes each time.
    @Test func bitmapsRoundTripThroughThePNGEncoder() throws {
        let image = try Self.image(Self.quadrants)
        let bitmap = try #require(image.bitmap)
        let data = PNGEncoder().encode(bitmap)
        #expect(data == PNGEncoder().encode(bitmap))
        #expect(try PNGDecoder.decode(data) == bitmap)
        #expect(try PNGDecoder.decode(PNGEncoder(compression: .stored).encode(bitmap)) == bitmap)
        // IHDR: bit depth 8, colour type 6 (RGBA) at offsets 24 and 25.
        #expect(Array(data[24...25]) == [8, 6])
    }
}
