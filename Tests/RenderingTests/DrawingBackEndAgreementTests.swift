import DocumentRendering
import Foundation
@testable import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Every picture is built once as a ``Drawing``; its SVG and its PNG are two back ends of that one list, so they
/// agree: the SVG is the drawing's SVG, the PNG the drawing's pixels, every opaque filled rectangle of the SVG is
/// painted at the same pixels in the PNG, and a render that asks for pixels only writes no SVG on the way.
@MainActor
@Suite("One drawing, two back ends")
struct DrawingBackEndAgreementTests {
    /// Counts the SVG documents a drawing writes while it is set as the observer.
    final class SVGWriteCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
        func increment() { lock.lock(); value += 1; lock.unlock() }
    }

    /// Two 12 × 12 cells and a 14 × 14 badge in a 200 × 100 view: all inside the viewport (no veil over them), and
    /// too small for a label ("[0,0]" at the 7-point minimum is 5 · 0.6 · 7 = 21 points wide), so nothing is drawn
    /// over their centres.
    static let snapshot = LayoutSnapshot(
        title: "agreement", viewport: CGRect(x: 0, y: 0, width: 200, height: 100), contentSize: CGSize(width: 200, height: 100),
        elements: [.init(category: .cell, section: 0, item: 0, frame: CGRect(x: 10, y: 10, width: 12, height: 12)),
                   .init(category: .cell, section: 0, item: 1, frame: CGRect(x: 60, y: 10, width: 12, height: 12)),
                   .init(category: .supplementaryView, elementKind: "badge", section: 0, item: 0,
                         frame: CGRect(x: 110, y: 50, width: 14, height: 14), zIndex: 1)])

    /// A red 100 × 80 view holding a blue 30 × 40 view at (10, 20), and a clipping green 40 × 50 view at (50, 10)
    /// scrolled by (0, 5) holding a yellow 20 × 20 view at its (0, 10): on screen at (50, 10 + 10 − 5) = (50, 15).
    static var viewSnapshot: ViewSnapshot {
        let yellow = ViewSnapshot.Node(typeName: "UIView", center: CGPoint(x: 10, y: 20), bounds: CGRect(x: 0, y: 0, width: 20, height: 20),
                                       background: LayoutSnapshot.Paint(rgb: RGBColor(red: 255, green: 255, blue: 0)))
        let green = ViewSnapshot.Node(typeName: "UIScrollView", center: CGPoint(x: 70, y: 35), bounds: CGRect(x: 0, y: 5, width: 40, height: 50),
                                      background: LayoutSnapshot.Paint(rgb: RGBColor(red: 0, green: 255, blue: 0)), clipsToBounds: true,
                                      children: [yellow])
        let blue = ViewSnapshot.Node(typeName: "UIView", center: CGPoint(x: 25, y: 40), bounds: CGRect(x: 0, y: 0, width: 30, height: 40),
                                     background: LayoutSnapshot.Paint(rgb: RGBColor(red: 0, green: 0, blue: 255)))
        let root = ViewSnapshot.Node(typeName: "UIView", center: CGPoint(x: 50, y: 40), bounds: CGRect(x: 0, y: 0, width: 100, height: 80),
                                     background: LayoutSnapshot.Paint(rgb: RGBColor(red: 255, green: 0, blue: 0)), children: [blue, green])
        return ViewSnapshot(size: CGSize(width: 100, height: 80), root: root)
    }

    /// Each opaque filled rectangle of `svg` that is the last to cover its own centre has that centre's pixel in
    /// `image` (at scale 1) in its colour; returns how many were compared.
    private func compareFilledRects(_ svg: String, _ image: RasterImage) -> Int {
        let rects = SVGFilledRects(svg).rects
        var compared = 0
        for (index, entry) in rects.enumerated() where entry.rect.width >= 2 && entry.rect.height >= 2 {
            let centre = CGPoint(x: entry.rect.midX, y: entry.rect.midY)
            // Skip a rectangle a later one covers at its centre.
            if rects[(index + 1)...].contains(where: { $0.rect.contains(centre) }) { continue }
            let pixel = image.color(atX: Int(centre.x.rounded(.down)), y: Int(centre.y.rounded(.down)))
            #expect(pixel == entry.color, "\(entry.rect) is \(entry.color) in the SVG, \(String(describing: pixel)) in the PNG")
            compared += 1
        }
        return compared
    }

    @Test("the layout picture's SVG and PNG are the back ends of one drawing")
    func layoutPictureIsOneDrawing() throws {
        let geometry = LayoutPicture.geometry(for: Self.snapshot)
        let drawing = LayoutPicture.drawing(Self.snapshot, geometry: geometry, appearance: .light)
        let svg = SVGRenderer().render(Self.snapshot)
        #expect(svg.contains(drawing.svg(decimals: 3, clipPrefix: SVGRenderer.pictureID(Self.snapshot, index: 0) + "-clip")))
        var painted = RasterImage(width: Int(geometry.size.width.rounded(.up)), height: Int(geometry.size.height.rounded(.up)), background: .white)
        drawing.paint(into: &painted)
        #expect(try PNGRenderer().rasterize(Self.snapshot) == painted)
    }

    @Test("every opaque filled rectangle of a layout picture's SVG is painted at the same pixels in its PNG")
    func layoutPictureRectsAgree() throws {
        for framing in [PictureFraming.annotated, .clipped(CGRect(x: 0, y: 0, width: 200, height: 100))] {
            let compared = compareFilledRects(SVGRenderer().render(Self.snapshot, framing: framing),
                                              try PNGRenderer().rasterize(Self.snapshot, framing: framing))
            // The content area and the three boxes at least (and the background and the legend's three swatches when
            // annotated; clipped, the content area covers the background's centre).
            #expect(compared >= 4)
        }
    }

    @Test("the view picture's SVG and PNG are the back ends of one drawing, and their rectangles agree")
    func viewPictureIsOneDrawing() throws {
        let snapshot = Self.viewSnapshot
        let drawing = snapshot.drawing()
        #expect(ViewSVGRenderer().render(snapshot).contains(drawing.svg(decimals: 2, clipPrefix: "clip")))
        var painted = RasterImage(width: 100, height: 80, background: .white)
        drawing.paint(into: &painted)
        let image = ViewPNGRenderer(scale: 1).image(snapshot)
        #expect(image == painted)
        // The blue, green and yellow views' backgrounds (the red one's centre, (50, 40), lies under the green view);
        // the yellow view, scrolled up 5 in the green one, at (50, 15)…(70, 35).
        #expect(compareFilledRects(ViewSVGRenderer().render(snapshot), image) == 3)
        #expect(image.color(atX: 50, y: 15) == RGBColor(red: 255, green: 255, blue: 0))
        #expect(image.color(atX: 69, y: 34) == RGBColor(red: 255, green: 255, blue: 0))
        #expect(image.color(atX: 70, y: 34) == RGBColor(red: 0, green: 255, blue: 0))
        #expect(image.color(atX: 50, y: 14) == RGBColor(red: 0, green: 255, blue: 0))
    }

    @Test("the SVG writes one element per drawing operation that paints")
    func oneElementPerOperation() {
        let drawing = LayoutPicture.drawing(Self.snapshot, geometry: LayoutPicture.geometry(for: Self.snapshot), appearance: .dark)
        let painting = drawing.operations.filter {
            switch $0 {
            case .fill, .stroke, .figure, .text, .image: true
            case .beginGroup, .endGroup: false
            }
        }.count
        let probe = XMLProbe("<svg xmlns=\"http://www.w3.org/2000/svg\">" + drawing.svg() + "</svg>")
        #expect(probe.isWellFormed)
        let elements = probe.elementNames.filter { ["rect", "path", "text", "image"].contains($0) }.count
        let clipShapes = (probe.attributesByElement["clipPath"] ?? []).count
        #expect(elements - clipShapes == painting)
    }

    @Test("a PNG-only render builds no SVG text; an SVG render writes its drawing once")
    func pngOnlyRendersWriteNoSVG() async throws {
        let counter = SVGWriteCounter()
        try await Drawing.$svgWriteObserver.withValue({ counter.increment() }) {
            _ = try PNGRenderer().render(Self.snapshot)
            _ = try PNGRenderer().render(sideBySide: [Self.snapshot, Self.snapshot])
            _ = ViewPNGRenderer().render(Self.viewSnapshot)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-only-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let request = RenderRequest(file: ReferenceFiles.examples.appendingPathComponent("grid.json").path, outputFolder: folder.path,
                                        formats: [.png], device: "iPhone 16 Pro")
            let written = try await DocumentRenderer().render(request).writtenFiles
            #expect(written.map(\.pathExtension) == ["png"])
            #expect(counter.count == 0)
            _ = SVGRenderer().render(Self.snapshot)
            _ = ViewSVGRenderer().render(Self.viewSnapshot)
        }
        #expect(counter.count == 2)
    }
}
