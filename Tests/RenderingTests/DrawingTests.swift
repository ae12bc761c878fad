import Foundation
import LayoutRendering
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

    /// The SVG: each operation one element, the group's transform and opacity on an outer `<g>` and its clip on an
    /// inner one (the clip path in the group's coordinates).
    @Test func svg() {
        #expect(Self.drawing.svg() == """
            <rect x="0" y="0" width="10" height="5" fill="#ff0000"/>
            <clipPath id="drawing-clip0"><rect x="0" y="0" width="5" height="5"/></clipPath>
            <g transform="matrix(1 0 0 1 10 0)" opacity="0.5">
            <g clip-path="url(#drawing-clip0)">
            <rect x="0" y="0" width="10" height="10" rx="2" fill="#0000ff"/>
            </g></g>
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
}
