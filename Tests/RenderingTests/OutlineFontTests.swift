import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing
import Raster

/// The embedded outline font and its rasterizer. The font facts come from DejaVu Sans's own tables (`head`,
/// `hhea`, `cmap`, `hmtx`, `glyf`), read independently of this reader.
@Suite struct OutlineFontTests {
    let font = PictureFont.embedded

    @Test func theEmbeddedFontLoads() throws {
        let font = try #require(font)
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascender == 1901)
        #expect(font.descender == -483)
    }

    /// 'l' is glyph 79, 569 units wide, one contour spanning x 193…377 and y 0…1556; 'A' is glyph 36, 1401 wide,
    /// two contours (the outside and the counter); the space is glyph 3, 651 wide and blank; 'é' is a composite
    /// (glyph 171) whose parts reach from y −29 to 1638.
    @Test func glyphsAdvancesAndOutlines() throws {
        let font = try #require(font)
        let l = font.glyph(for: "l")
        #expect(l == 79)
        #expect(font.advance(of: l) == 569)
        let outline = font.outline(of: l)
        #expect(outline.count == 1)
        let points = outline.flatMap { $0 }
        #expect(points.map(\.x).min() == 193 && points.map(\.x).max() == 377)
        #expect(points.map(\.y).min() == 0 && points.map(\.y).max() == 1556)
        #expect(font.glyph(for: "A") == 36 && font.advance(of: 36) == 1401 && font.outline(of: 36).count == 2)
        #expect(font.glyph(for: " ") == 3 && font.advance(of: 3) == 651 && font.outline(of: 3).isEmpty)
        let eAcute = font.glyph(for: "é")
        #expect(eAcute == 171)
        let parts = font.outline(of: eAcute).flatMap { $0 }
        #expect(font.outline(of: eAcute).count >= 2)
        // On-curve extremes lie inside the box the glyph declares; control points may not, so only bounds.
        #expect((parts.map(\.y).max() ?? 0) <= 1638 && (parts.map(\.y).min() ?? 0) >= -29)
        // A character the font lacks is its missing glyph, 0.
        #expect(font.glyph(for: "\u{E000}") == 0)
    }

    /// Bad font files never trap: random bytes, a truncated font and an empty file give nil or empty outlines.
    @Test func hostileFontFiles() {
        #expect(TrueTypeFont(data: Data()) == nil)
        var random = [UInt8]()
        var state: UInt64 = 12345
        for _ in 0..<4096 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            random.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        #expect(TrueTypeFont(data: Data(random)) == nil)
        // The real font cut to its first 64 KB: its tables point past the end, so they are refused or read empty.
        if let full = try? Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")) {
            let cut = TrueTypeFont(data: full.prefix(65_536))
            for scalar in "Hello é".unicodeScalars {
                _ = cut?.outline(of: cut?.glyph(for: scalar) ?? 0)
            }
        }
    }

    /// Text is anti-aliased: a 20-pixel 'l' drawn in black on white has fully covered pixels in its stem and
    /// partly covered ones at its edges. Its stem is (377 − 193) / 2048 · 20 = 1.80 em-pixels wide before the
    /// glyph is scaled to the measurer's advance ('l' is a hairline, 0.25 em = 5 px, against 569 units: ×0.879),
    /// so about 1.58 pixels: at least one column partly covered.
    @Test func textIsAntiAliased() throws {
        let font = try #require(font)
        var image = RasterImage(width: 20, height: 30, background: .white)
        image.draw("l", font: font, left: 2, baseline: 25, pixelSize: 20, color: .black)
        var partial = 0, full = 0
        for y in 0..<30 {
            for x in 0..<20 {
                guard let color = image.color(atX: x, y: y) else { continue }
                if color == .black { full += 1 } else if color != .white { partial += 1 }
            }
        }
        #expect(full > 0)
        #expect(partial > 0)
        // Nothing above the glyph's top: 1556 / 2048 · 20 = 15.2 pixels above the baseline, so rows 0…8 stay white.
        #expect((0..<9).allSatisfy { y in (0..<20).allSatisfy { image.color(atX: $0, y: y) == .white } })
    }

    /// The rasterizer's coverage: a 4-pixel-tall bar from x 2.5 to 7.5 (a glyph-like square outline) covers
    /// pixels 3…6 fully and pixels 2 and 7 half.
    @Test func coverageOfAHalfPixelEdge() throws {
        let font = try #require(font)
        // 'l' scaled so that its stem spans 2.5…7.5: stem 184 units → 5 pixels, scale 5/184; left edge at 193 units.
        let scale = 5.0 / 184
        var image = RasterImage(width: 10, height: 60, background: .white)
        // Draw through the public text call: pixelSize = scale · 2048; the advance is the measurer's, so the glyph
        // is scaled across by advance / 569; undo that by choosing a pixel size whose advance keeps the ratio.
        let pixelSize = scale * 2048
        let advance = PictureFont.advance(of: "l", size: pixelSize)
        let across = advance / 569
        image.draw("l", font: font, left: 2.5 - 193 * across, baseline: 50, pixelSize: pixelSize, color: .black)
        let stemLeft = 2.5, stemRight = 2.5 + 184 * across
        // A row in the middle of the stem.
        let row = 40
        for x in 0..<10 {
            let covered = max(0, min(Double(x + 1), stemRight) - max(Double(x), stemLeft))
            guard let color = image.color(atX: x, y: row) else { continue }
            if covered >= 1 { #expect(color == .black, "column \(x)") }
            if covered == 0 { #expect(color == .white, "column \(x)") }
            if covered > 0.1 && covered < 0.9 { #expect(color != .black && color != .white, "column \(x)") }
        }
    }

    /// A glyph keeps the weight of its strokes whatever advance the measurer gives it. The measurer gives a capital J
    /// 0.5 em and a capital I 0.25 em, while the font draws both as the same vertical stem in an advance of
    /// 604/2048 = 0.295 em. Stretched to fill, J's stem came out 0.5/0.295 ÷ 0.25/0.295 = 2 times I's. Now each is
    /// stretched by at most 15 % either way: I by 0.25/0.295 = 0.848 → 0.85, J by 1.69 → 1.15, so J's stem is
    /// 1.15/0.85 = 1.35 times I's, and J's ink is centred in its advance.
    @Test func glyphsKeepTheirStrokeWeight() throws {
        let font = try #require(font)
        #expect(font.advance(of: font.glyph(for: "I")) == 604 && font.advance(of: font.glyph(for: "J")) == 604)
        /// The dark columns of the row a third of the way down from the cap height, in a 100-pixel glyph.
        func stem(_ character: String) -> (left: Int, right: Int, advance: Double) {
            var image = RasterImage(width: 120, height: 120, background: .white)
            image.draw(character, font: font, left: 10, baseline: 100, pixelSize: 100, color: .black)
            let row = 100 - 50
            let dark = (0..<120).filter { (image.color(atX: $0, y: row)?.red ?? 255) < 128 }
            return (dark.min() ?? -1, dark.max() ?? -1, PictureFont.advance(of: character.unicodeScalars.first!, size: 100))
        }
        let i = stem("I"), j = stem("J")
        let iWidth = Double(i.right - i.left + 1), jWidth = Double(j.right - j.left + 1)
        #expect(iWidth > 5 && jWidth > 5)
        #expect(abs(jWidth - iWidth * 1.15 / 0.85) <= 2, "I \(iWidth) px, J \(jWidth) px")
        // J's ink (604 units × 1.15 of scale wide at most) lies inside its 50-pixel advance, away from both edges.
        #expect(Double(j.left) > 10 && Double(j.right) < 10 + j.advance)
    }
}
