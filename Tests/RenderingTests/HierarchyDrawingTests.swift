import Foundation
import ImageCodec
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Views and layers drawn into graphics contexts (`drawHierarchy(in:afterScreenUpdates:)`, `render(in:)`,
/// `snapshotView(afterScreenUpdates:)`): pixel colours of the images made, at points chosen inside and outside the
/// views, worked out from their frames. Renderers draw at scale 1, so pixel (x, y) covers the point square at (x, y).
@Suite("Drawing hierarchies into contexts")
@MainActor
struct HierarchyDrawingTests {
    init() { ViewSnapshot.installHierarchyDrawing() }

    func renderer(_ size: CGSize) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format)
    }

    func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> Bitmap.Pixel? { image.bitmap?.pixel(atX: x, y: y) }

    static let red = Bitmap.Pixel(red: 255, green: 0, blue: 0)
    static let blue = Bitmap.Pixel(red: 0, green: 0, blue: 255)
    static let green = Bitmap.Pixel(red: 0, green: 255, blue: 0)

    /// A 40 × 20 red view with a blue 10 × 10 subview at (20, 5): the snapshot idiom gives red at (5, 5) and blue at
    /// (25, 10); `drawHierarchy` says it drew.
    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        card.backgroundColor = .red
        let badge = UIView(frame: CGRect(x: 20, y: 5, width: 10, height: 10))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        return card
    }

    @Test func theSnapshotIdiomGivesTheViewsPicture() {
        let view = card()
        var drew = false
        let image = renderer(view.bounds.size).image { _ in
            drew = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(pixel(image, 5, 5) == Self.red)
        #expect(pixel(image, 25, 10) == Self.blue)
    }

    /// Drawn into a rectangle twice the size, the picture is scaled: the badge covers (40…60, 10…30), so (50, 20) is
    /// blue and (10, 10) red; drawn at an offset of (10, 0) in a 50-wide image, (5, 5) is left transparent.
    @Test func theRectangleScalesAndPlacesThePicture() {
        let view = card()
        let doubled = renderer(CGSize(width: 80, height: 40)).image { _ in
            view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 40), afterScreenUpdates: false)
        }
        #expect(pixel(doubled, 50, 20) == Self.blue)
        #expect(pixel(doubled, 10, 10) == Self.red)
        let shifted = renderer(CGSize(width: 50, height: 20)).image { _ in
            view.drawHierarchy(in: CGRect(x: 10, y: 0, width: 40, height: 20), afterScreenUpdates: false)
        }
        #expect(pixel(shifted, 5, 5)?.alpha == 0)
        #expect(pixel(shifted, 35, 10) == Self.blue)
    }

    /// Rounded corners and `draw(_:)` output come along: a 20 × 20 view with a corner radius of 10 (a disc) leaves the
    /// corner pixel (0, 0) transparent; a view drawing a green rectangle over its left half shows it at (5, 10).
    @Test func cornersAndDrawnContent() {
        final class HalfGreen: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20))
            }
        }
        let disc = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        disc.backgroundColor = .red
        disc.layer.cornerRadius = 10
        let round = renderer(disc.bounds.size).image { _ in disc.drawHierarchy(in: disc.bounds, afterScreenUpdates: true) }
        #expect(pixel(round, 0, 0)?.alpha == 0)
        #expect(pixel(round, 10, 10) == Self.red)
        let half = HalfGreen(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let drawn = renderer(half.bounds.size).image { _ in half.drawHierarchy(in: half.bounds, afterScreenUpdates: true) }
        #expect(pixel(drawn, 5, 10) == Self.green)
        #expect(pixel(drawn, 15, 10)?.alpha == 0)
    }

    /// Without a current context nothing is drawn and the answer is false.
    @Test func withoutAContextNothingIsDrawn() {
        #expect(!card().drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
    }

    /// A standalone 20 × 20 green layer with a red 10 × 10 sublayer at (10, 0), rendered into a context: green at
    /// (5, 15), red at (15, 5). Its position is left out: the layer draws in its own coordinates.
    @Test func renderingALayer() {
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
        layer.backgroundColor = UIColor.green.cgColor
        let corner = CALayer()
        corner.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        corner.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(corner)
        let image = renderer(CGSize(width: 20, height: 20)).image { context in layer.render(in: context.cgContext) }
        #expect(pixel(image, 5, 15) == Self.green)
        #expect(pixel(image, 15, 5) == Self.red)
    }

    /// A view's layer renders its view's tree: the card's badge is blue at (25, 10).
    @Test func renderingAViewsLayer() {
        let view = card()
        let image = renderer(view.bounds.size).image { context in view.layer.render(in: context.cgContext) }
        #expect(pixel(image, 25, 10) == Self.blue)
        #expect(pixel(image, 5, 5) == Self.red)
    }

    /// A snapshot view is the view's size at the origin and keeps the picture of the moment: after the card turns
    /// green, a picture of the snapshot still shows red at (5, 5) and the badge at (25, 10).
    @Test func aSnapshotViewKeepsThePictureOfTheMoment() throws {
        let view = card()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .green
        let picture = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: snapshot))
        #expect(picture.color(atX: 5, y: 5) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(picture.color(atX: 25, y: 10) == RGBColor(red: 0, green: 0, blue: 255))
    }

    /// A resizable snapshot of the part (20, 0, 20, 20) of the card is 20 × 20 and shows the badge at (5, 10).
    @Test func aResizableSnapshotShowsItsPart() throws {
        let view = card()
        let snapshot = try #require(view.resizableSnapshotView(from: CGRect(x: 20, y: 0, width: 20, height: 20),
                                                               afterScreenUpdates: true, withCapInsets: .zero))
        #expect(snapshot.bounds.size == CGSize(width: 20, height: 20))
        let picture = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: snapshot))
        #expect(picture.color(atX: 5, y: 10) == RGBColor(red: 0, green: 0, blue: 255))
        #expect(picture.color(atX: 15, y: 2) == RGBColor(red: 255, green: 0, blue: 0))
    }
}
