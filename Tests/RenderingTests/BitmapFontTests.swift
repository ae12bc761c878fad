import Foundation
import LayoutRendering
import Testing
import Raster

/// The built-in PNG renderer's own font, and the text it draws with it.
@Suite("Bitmap font and PNG text")
struct BitmapFontTests {
    @Test("glyphs checked by hand: 'A', 'g' with its descender, and a box for a character the font lacks")
    func glyphs() {
        // A:  .###.  #...#  #...#  #####  #...#  #...#  #...#, nothing below the baseline.
        #expect(BitmapFont.glyph(for: "A") == [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001, 0, 0])
        // g: an x-height bowl (rows 2 to 5) and a tail through the two descender rows.
        #expect(BitmapFont.glyph(for: "g") == [0, 0, 0b01111, 0b10001, 0b10001, 0b01111, 0b00001, 0b10001, 0b01110])
        // The leftmost column is the most significant of the five bits.
        #expect(BitmapFont.isSet(BitmapFont.glyph(for: "A"), column: 0, row: 1))
        #expect(!BitmapFont.isSet(BitmapFont.glyph(for: "A"), column: 0, row: 0))
        #expect(!BitmapFont.isSet(BitmapFont.glyph(for: "A"), column: 5, row: 3))
        // Beyond printable ASCII and the picture's own few characters: the missing-glyph box.
        #expect(BitmapFont.glyph(for: "é") == BitmapFont.missingGlyph)
        #expect(BitmapFont.glyph(for: "\u{7}") == BitmapFont.missingGlyph)
        #expect(!BitmapFont.hasGlyph(for: "é") && BitmapFont.hasGlyph(for: "×") && BitmapFont.hasGlyph(for: "~"))
        #expect(BitmapFont.missingGlyph == [0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111, 0, 0])
        // Every printable ASCII character has a glyph of its own, distinct from the box.
        for value in 0x21...0x7E {
            let character = Character(Unicode.Scalar(UInt8(value)))
            #expect(BitmapFont.glyph(for: character) != BitmapFont.missingGlyph, "\(character)")
            #expect(BitmapFont.glyph(for: character).count == BitmapFont.rowCount)
        }
    }

    @Test("a line is six units a character: 0.6 of the font size, the SVG's estimate")
    func width() {
        #expect(BitmapFont.width(of: "abc", unit: 2) == 36)
        #expect(BitmapFont.width(of: "", unit: 3) == 0)
    }

    @Test("drawing 'I' one pixel a unit sets exactly its pixels above the baseline")
    func drawsAGlyph() {
        var image = RasterImage(width: 30, height: 30, background: .white)
        image.draw("I", left: 10, baseline: 20, unit: 1, color: .black)
        // I: .###. then ..#.. five times then .###., rows 13 to 19 (the baseline 20 less 7 rows).
        var black: Set<[Int]> = []
        for y in 0..<30 { for x in 0..<30 where image.color(atX: x, y: y) == .black { black.insert([x, y]) } }
        var expected: Set<[Int]> = [[11, 13], [12, 13], [13, 13], [11, 19], [12, 19], [13, 19]]
        for y in 14...18 { expected.insert([12, y]) }
        #expect(black == expected)
    }

    @Test("text is clipped to its box, scaled by the unit, and bad places draw nothing")
    func clipsAndScales() {
        var image = RasterImage(width: 40, height: 40, background: .white)
        // Two units a pixel: 'I' covers x 12..<18 and y 6..<20 (top = 20 − 7 × 2); clipped to x < 14.
        image.draw("I", left: 10, baseline: 20, unit: 2, color: .black, clip: CGRect(x: 0, y: 0, width: 14, height: 40))
        #expect(image.color(atX: 12, y: 6) == .black && image.color(atX: 13, y: 7) == .black)
        #expect(image.color(atX: 14, y: 6) == .white)   // past the clip
        #expect(image.color(atX: 14, y: 10) == .white)  // the stem (x 14..<16) is clipped away
        var untouched = RasterImage(width: 10, height: 10, background: .white)
        untouched.draw("I", left: .nan, baseline: 5, unit: 1, color: .black)
        untouched.draw("I", left: 0, baseline: 8, unit: -1, color: .black)
        untouched.draw("I", left: 0, baseline: 8, unit: .infinity, color: .black)
        #expect(untouched == RasterImage(width: 10, height: 10, background: .white))
    }

    @Test("a PNG label's ink stays inside the glyph box the text measurer gives it")
    func labelInPNG() throws {
        let snapshot = LayoutSnapshot(
            title: "t", viewport: CGRect(x: 0, y: 0, width: 200, height: 40), contentSize: CGSize(width: 200, height: 40),
            elements: [.init(category: .supplementaryView, elementKind: "header", section: 0, item: 0,
                             frame: CGRect(x: 0, y: 0, width: 200, height: 40), zIndex: 1)])
        let probe = try PNGProbe(try PNGRenderer(scale: 1).render(snapshot))
        // "header [0,0]" at 12 pt is, by the text measurer's advances, 5 × 0.55 (h e a d e) + 0.35 (r) + 0.25 (space)
        // + 0.35 ([) + 0.6 (0) + 0.25 (,) + 0.6 (0) + 0.35 (]) = 5.5 em = 66 pixels wide at 1×. The element sits at
        // picture (16, 86): centred on x = 116, the text runs from 83 to 149; its baseline is 86 + 20 + 12 × 0.35
        // = 110.2. DejaVu's tallest glyphs here reach 1556/2048 em above the baseline (9.1 pixels) and the comma
        // and brackets 0.13 em below it; with the one-pixel halo the ink stays in x 81..<151, y 99..<114.
        // Inside the element's one-pixel border (x 17..<215, y 87..<125), everything but the text is its fill.
        var ink = 0, stray = 0
        for y in 87..<125 {
            let background = probe.color(x: 20, y: y)
            for x in 17..<215 where probe.color(x: x, y: y) != background {
                if (81..<151).contains(x) && (99..<114).contains(y) { ink += 1 } else { stray += 1 }
            }
        }
        #expect(ink > 100)
        #expect(stray == 0)
    }

    @Test("a cell's text in a PNG stays inside its cell, however long")
    func cellTextIsClipped() throws {
        var snapshot = LayoutSnapshot(
            title: "t", viewport: CGRect(x: 0, y: 0, width: 200, height: 100), contentSize: CGSize(width: 200, height: 100),
            elements: [.init(category: .cell, section: 0, item: 0, frame: CGRect(x: 20, y: 20, width: 60, height: 44))])
        let ink = RGBColor(red: 1, green: 99, blue: 7)
        let paint = LayoutSnapshot.Paint(rgb: ink)
        snapshot.cellContents = [.init(section: 0, item: 0, text: String(repeating: "W", count: 40),
                                       textColor: LayoutSnapshot.Color(light: paint, dark: paint))]
        let probe = try PNGProbe(try PNGRenderer(scale: 2).render(snapshot))
        // The cell covers picture points (36, 106) to (96, 150): pixels 72..<192 and 212..<300 at 2×.
        var inside = 0, outside = 0
        for y in 0..<probe.height {
            for x in 0..<probe.width where probe.color(x: x, y: y) == ink {
                if (72..<192).contains(x) && (212..<300).contains(y) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 0)
        #expect(outside == 0)
    }

    @Test("the PNG draws the title band's title in the title colour")
    func titleInPNG() throws {
        let snapshot = LayoutSnapshot(title: "TITLE", viewport: CGRect(x: 0, y: 0, width: 50, height: 50),
                                      contentSize: CGSize(width: 50, height: 50), elements: [])
        let probe = try PNGProbe(try PNGRenderer(scale: 1).render(snapshot))
        // 16 pt, baseline 24, from x = 16: DejaVu's 'T' (1493/2048 em tall, 11.7 pixels) has its bar in rows 12 and
        // 13 and its stem in the middle of its 0.65-em (10.4-pixel) advance, down to the baseline. Nothing reaches
        // row 11 or above.
        func dark(_ x: Int, _ y: Int) -> Bool { probe.color(x: x, y: y).red < 160 }
        #expect(dark(18, 13) || dark(18, 12))
        #expect(dark(21, 20))
        #expect(!dark(16, 9) && !dark(21, 10))
        #expect(probe.color(x: 21, y: 20) != .white)
    }
}
