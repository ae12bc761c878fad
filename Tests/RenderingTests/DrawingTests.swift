import Foundation
import ImageCodec
@testable import Graphics
@testable import LayoutRendering
import OpenCompositionalLayout
import Testing

/// One drawing list, two back ends: the same operations written as SVG and painted into pixels.
@Suite("Drawing")
struct DrawingTests {
    /// A red 10 × 5 box; a group moved 10 right, clipped to its 5 × 5 corner and at half opacity, holding a blue
    /// 10 × 10 box with corners of 2; a text run 3.6 points wide at the bottom right (4-pt "Hi": 4 · (0.65 + 0.25)).
    static let drawing = Drawing([
        .fill(.rect(CGRect(x: 0, y: 0, width: 10, height: 5)), DrawingPaint(RGBColor(red: 255, green: 0, blue: 0))),
        .beginGroup(DrawingGroup(transform: CGAffineTransform(translationX: 10, y: 0), clip: .rect(CGRect(x: 0, y: 0, width: 5, height: 5)),
                                 opacity: 0.5)),
        .fill(.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2), DrawingPaint(RGBColor(red: 0, green: 0, blue: 255))),
        .endGroup,
        .text(DrawingText("Hi", at: CGPoint(x: 15, y: 10), fontSize: 4, paint: DrawingPaint(.black), advance: 3.6)),
    ])

    /// The SVG: each operation one element (a rectangle at the origin without its `x` and `y`); the group, which
    /// only moves and clips to a rectangle at its origin, a nested `<svg>` (which clips to its own viewport).
    @Test func svg() {
        #expect(Self.drawing.svg() == """
            <rect width="10" height="5" fill="#ff0000"/>
            <svg x="10" y="0" width="5" height="5" opacity="0.5">
            <rect width="10" height="10" rx="2" fill="#0000ff"/>
            </svg>
            <text x="15" y="10" font-size="4" textLength="3.6" lengthAdjust="spacingAndGlyphs" fill="#000000">Hi</text>

            """)
    }

    /// The pixels at scale 1 on white: the red box covers (2, 2); the blue box, moved to x 10…20 and clipped to
    /// x 10…15, y 0…5, covers (12, 2) at half opacity: red and green 255 · 0.5 = 127.5 → 128, blue 255; (17, 2) is
    /// past the clip's right edge (and above the 4-pt text, whose glyphs stand at most 4 pt over its baseline at 10)
    /// and (12, 7) below the clip, so both stay white.
    @Test func pixels() {
        var image = RasterImage(width: 20, height: 10, background: .white)
        Self.drawing.paint(into: &image)
        #expect(image.color(atX: 2, y: 2) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 12, y: 2) == RGBColor(red: 128, green: 128, blue: 255))
        #expect(image.color(atX: 17, y: 2) == .white)
        #expect(image.color(atX: 12, y: 7) == .white)
    }

    /// A path of a move, lines, a quadratic and a cubic curve and a close is written in SVG path syntax.
    @Test func pathSyntax() {
        let path = DrawingPath([.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 4, y: 0)),
                                .quadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 6, y: 2)),
                                .curve(to: CGPoint(x: 0, y: 4), control1: CGPoint(x: 3, y: 6), control2: CGPoint(x: 1, y: 6)), .close])
        #expect(Drawing([.stroke(.path(path), DrawingPaint(.black), lineWidth: 1.5)]).svg()
            == "<path d=\"M0 0 L4 0 Q6 2 4 4 C3 6 1 6 0 4 Z\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1.5\"/>\n")
    }

    /// A group that turns its operations keeps its transform on an outer `<g>` and its clip on an inner one (the clip
    /// path in the group's coordinates); a group with a title writes it first; a group with nothing for SVG readers
    /// (only the PNG's anti-aliasing) writes no element.
    @Test func groups() {
        let turned = Drawing([.beginGroup(DrawingGroup(name: "a<b", transform: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 0),
                                                       clip: .rect(CGRect(x: 1, y: 1, width: 2, height: 2)), title: "T & U",
                                                       metadata: ["View": "UI\"Label"])),
                              .fill(.rect(CGRect(x: 0, y: 0, width: 4, height: 4)), DrawingPaint(.black)), .endGroup,
                              .beginGroup(DrawingGroup(isAntialiased: false)), .endGroup])
        // A clip prefix that is not an identifier is made one.
        #expect(turned.svg(clipPrefix: "c\"><x").contains("<clipPath id=\"c---x0\">"))
        #expect(turned.svg(clipPrefix: "c") == """
            <clipPath id="c0"><rect x="1" y="1" width="2" height="2"/></clipPath>
            <g class="a&lt;b" data-view="UI&quot;Label" transform="matrix(0 1 -1 0 5 0)">
            <title>T &amp; U</title>
            <g clip-path="url(#c0)">
            <rect width="4" height="4" fill="#000000"/>
            </g></g>

            """)
    }

    /// A figure writes its class, fill, stroke (width, dashes, round ends and corners, opacity), `data-` attributes
    /// and title; a text run its class and its halo as a stroke painted first.
    @Test func figuresAndHalos() {
        let figure = DrawingFigure(.rect(CGRect(x: 0, y: 0, width: 4, height: 2)), fill: nil,
                                   stroke: DrawingStroke(DrawingPaint(.white, opacity: 0.5), lineWidth: 2, dash: [3, 1], lineCap: .round,
                                                         lineJoin: .round),
                                   name: "box", title: "<box>", metadata: ["section": "1"])
        #expect(Drawing([.figure(figure)]).svg() == "<rect class=\"box\" width=\"4\" height=\"2\" fill=\"none\""
            + " stroke=\"#ffffff\" stroke-width=\"2\" stroke-dasharray=\"3 1\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
            + " stroke-opacity=\"0.5\" data-section=\"1\"><title>&lt;box&gt;</title></rect>\n")
        let text = DrawingText("Hi", at: CGPoint(x: 1, y: 2), fontSize: 4, paint: DrawingPaint(.black), advance: 3,
                               halo: DrawingStroke(DrawingPaint(.white), lineWidth: 3), name: "label")
        #expect(Drawing([.text(text)]).svg() == "<text class=\"label\" x=\"1\" y=\"2\" font-size=\"4\" textLength=\"3\""
            + " lengthAdjust=\"spacingAndGlyphs\" fill=\"#000000\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">Hi</text>\n")
    }

    /// A stroke of a rectangle is painted as a band centred on its edges, moved to whole pixels, halves inwards: a
    /// 1-point stroke of (2, 2, 6, 4) covers −0.5…0.5 about each edge, moved in to columns 2 and 7 and rows 2 and
    /// 5; a 2-point stroke covers 1…3 and 7…9 across, exactly.
    @Test func rectangleStrokesArePixelAligned() {
        var thin = RasterImage(width: 12, height: 10, background: .white)
        Drawing([.stroke(.rect(CGRect(x: 2, y: 2, width: 6, height: 4)), DrawingPaint(.black), lineWidth: 1)]).paint(into: &thin)
        #expect([2, 7].allSatisfy { thin.color(atX: $0, y: 3) == .black })
        #expect([1, 3, 6, 8].allSatisfy { thin.color(atX: $0, y: 3) == .white })
        #expect([2, 5].allSatisfy { thin.color(atX: 4, y: $0) == .black })
        var thick = RasterImage(width: 12, height: 10, background: .white)
        Drawing([.stroke(.rect(CGRect(x: 2, y: 2, width: 6, height: 4)), DrawingPaint(.black), lineWidth: 2)]).paint(into: &thick)
        #expect([1, 2, 7, 8].allSatisfy { thick.color(atX: $0, y: 4) == .black })
        #expect([0, 3, 6, 9].allSatisfy { thick.color(atX: $0, y: 4) == .white })
    }

    /// A tinted image is written as its bitmap in the tint through its alpha, and painted alike: a 1 × 1 opaque red
    /// pixel tinted blue at half opacity is blue at alpha 128 in the SVG's PNG, and 255 · 0.5 = 127.5 → 128 over white
    /// in the pixels.
    @Test func tintedImages() throws {
        let red = try #require(Bitmap(width: 1, height: 1, rgba: [255, 0, 0, 255]))
        let blue = DrawingPaint(RGBColor(red: 0, green: 0, blue: 255), opacity: 0.5)
        let image = DrawingImage(red, in: CGRect(x: 0, y: 0, width: 2, height: 2), tint: blue)
        let tinted = try #require(Bitmap(width: 1, height: 1, rgba: [0, 0, 255, 128]))
        #expect(Drawing([.image(image)]).svg().contains(PNGEncoder().encode(tinted).base64EncodedString()))
        var pixels = RasterImage(width: 2, height: 2, background: .white)
        Drawing([.image(image)]).paint(into: &pixels)
        #expect(pixels.color(atX: 1, y: 1) == RGBColor(red: 128, green: 128, blue: 255))
    }

    /// Bad numbers neither trap nor leak into the SVG: non-finite places, sizes, widths, dashes and transforms are
    /// written as 0 (or left out) and paint nothing; a stroke 10⁹ points long costs no more than the image.
    @Test func hostileNumbers() {
        let nan = CGFloat.nan, huge: CGFloat = 1e9
        let drawing = Drawing([
            .beginGroup(DrawingGroup(transform: CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                                     clip: .rect(CGRect(x: 0, y: 0, width: nan, height: 4)), opacity: .nan)),
            .fill(.rect(CGRect(x: nan, y: 0, width: 4, height: 4)), DrawingPaint(.black)),
            .endGroup,
            .figure(DrawingFigure(.path(DrawingPath([.move(to: CGPoint(x: -huge, y: 1)), .line(to: CGPoint(x: huge, y: 1)),
                                                     .line(to: CGPoint(x: nan, y: 2))])),
                                  stroke: DrawingStroke(DrawingPaint(.black), lineWidth: 2, dash: [nan, -1], lineCap: .round, lineJoin: .round))),
            .stroke(.rect(CGRect(x: 1, y: 1, width: 4, height: 4)), DrawingPaint(.black), lineWidth: .infinity),
            .text(DrawingText(String(repeating: "x", count: 100_000), at: CGPoint(x: nan, y: .infinity), fontSize: nan,
                              paint: DrawingPaint(.black))),
            .endGroup,
        ])
        let svg = drawing.svg()
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(!svg.contains("stroke-dasharray"))
        var image = RasterImage(width: 8, height: 4, background: .white)
        drawing.paint(into: &image)
        // Only the long line paints: row 1 (y 0…2 under the 2-point pen through y = 1) is black across, row 3 white.
        #expect((0..<8).allSatisfy { image.color(atX: $0, y: 1) == .black })
        #expect((0..<8).allSatisfy { image.color(atX: $0, y: 3) == .white })
    }

    /// Dashes as SVG cuts them, by hand: [3, 2] along 0…10 gives 0…3 and 5…8 (the third dash would start at 10, where
    /// the line ends); an odd pattern [2] repeats as [2, 2]: 0…2, 4…6, 8…10; around a closed 4 × 4 square (16 long)
    /// [6, 2] gives 0…6 (over the top-right corner) and 8…14 (over the bottom-left one). A pattern finer than
    /// ``DrawingDashes/maximumDashes`` dashes, or with a negative length, is drawn solid.
    @Test func dashesAreCutAsSVGCutsThem() throws {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        #expect(DrawingDashes.dashes(of: [p(0, 0), p(10, 0)], isClosed: false, pattern: [3, 2]) == [[p(0, 0), p(3, 0)], [p(5, 0), p(8, 0)]])
        #expect(DrawingDashes.dashes(of: [p(0, 0), p(10, 0)], isClosed: false, pattern: [2])
            == [[p(0, 0), p(2, 0)], [p(4, 0), p(6, 0)], [p(8, 0), p(10, 0)]])
        let square = [p(0, 0), p(4, 0), p(4, 4), p(0, 4)]
        #expect(DrawingDashes.dashes(of: square, isClosed: true, pattern: [6, 2])
            == [[p(0, 0), p(4, 0), p(4, 2)], [p(4, 4), p(0, 4), p(0, 2)]])
        #expect(DrawingDashes.dashes(of: [p(0, 0), p(1e9, 0)], isClosed: false, pattern: [1e-3]) == nil)
        #expect(DrawingDashes.dashes(of: [p(0, 0), p(10, 0)], isClosed: false, pattern: [3, -1]) == nil)
    }

    /// A dashed 1-point stroke of (2, 2, 8, 4) at scale 1, by hand: its band's centre line is the rectangle (2.5, 2.5,
    /// 7, 3), 20 long, cut by [2, 2] from the top-left corner clockwise: dashes along the top at x 2.5…4.5 and
    /// 6.5…8.5 (pixels 2, 3 and 6, 7 of row 2), down the right at y 3.5…5.5 (rows 3, 4 of column 9), along the bottom
    /// at x 7.5…5.5 (pixels 6, 5 of row 5), and from x 3.5 round the bottom-left corner up to y 4.5 (pixel 2 of row
    /// 5, reaching half a line past the corner, and row 4 of column 2); everything else stays white, as the SVG's
    /// `stroke-dasharray="2 2"` draws it (to half a pixel).
    @Test func dashedRectangleStrokes() {
        var image = RasterImage(width: 12, height: 8, background: .white)
        Drawing([.figure(DrawingFigure(.rect(CGRect(x: 2, y: 2, width: 8, height: 4)),
                                       stroke: DrawingStroke(DrawingPaint(.black), lineWidth: 1, dash: [2, 2])))]).paint(into: &image)
        var black: Set<[Int]> = []
        for y in 0..<8 { for x in 0..<12 where image.color(atX: x, y: y) == .black { black.insert([x, y]) } }
        #expect(black == [[2, 2], [3, 2], [6, 2], [7, 2], [9, 3], [9, 4], [5, 5], [6, 5], [2, 5], [2, 4]])
    }

    /// A translucent group is composited once, as SVG composites it: two red boxes overlapping at x 4…6 in a group at
    /// half opacity over white are 255 · 0.5 + 0 · 0.5 = 127.5 → 128 in green and blue where one covers a pixel and
    /// where both do (painting each box at half opacity would darken the overlap to 64); outside the group's pixels
    /// the image is untouched.
    @Test func translucentGroupsAreCompositedOnce() {
        let red = DrawingPaint(RGBColor(red: 255, green: 0, blue: 0))
        var image = RasterImage(width: 12, height: 4, background: .white)
        Drawing([.beginGroup(DrawingGroup(opacity: 0.5)),
                 .fill(.rect(CGRect(x: 0, y: 0, width: 6, height: 4)), red),
                 .fill(.rect(CGRect(x: 4, y: 0, width: 6, height: 4)), red),
                 .endGroup]).paint(into: &image)
        let half = RGBColor(red: 255, green: 128, blue: 128)
        #expect([1, 5, 8].allSatisfy { image.color(atX: $0, y: 2) == half })
        #expect(image.color(atX: 11, y: 2) == .white)
    }
}
