import Foundation
@testable import LayoutRendering
import OpenCompositionalLayout
import Testing
import Raster

/// Hostile input to the raster drawing: huge or non-finite sizes and places, huge accessory rects and views,
/// fonts whose composite glyphs reference each other; none may trap or hang. And a label's halo: one fill, so
/// its opacity does not compound.
@Suite struct HostileRenderInputTests {
    /// Every pixel of `image` is `color`.
    private func isAll(_ image: RasterImage, _ color: RGBColor) -> Bool {
        (0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { x in image.color(atX: x, y: y) == color } }
    }

    // MARK: Outline text

    /// Sizes and places far beyond any Int (1e18 px to the em, a baseline at 1e19) or not finite draw nothing
    /// into a small image, without trapping.
    @Test func outlineTextAtHugeOrNonFiniteSizesDrawsNothing() throws {
        let font = try #require(PictureFont.embedded)
        var image = RasterImage(width: 20, height: 20, background: .white)
        for (left, baseline, size) in [(0.0, 10.0, 1e18), (0, 1e19, 10), (0, 1e19, 1e18), (0, -1e19, 1e18), (-1e19, 10, 1e18),
                                        (1e19, 10, 10), (0, 10, 1e300), (0, 10, .infinity), (0, 10, .nan), (.nan, 10, 10)] {
            image.draw("lA", font: font, left: left, baseline: baseline, pixelSize: size, color: .black)
        }
        // 'l' at 1e18 px reaches x ≈ 1e17 (its stem, 193…377 font units, starts 193/2048 of the em right of the
        // pen): nothing of it lies in the image; the others are off the image or not drawn.
        #expect(isAll(image, .white))
    }

    /// A glyph so large that its stem covers the whole image, placed far outside any Int, still fills it: the
    /// stem of 'l' spans x 193…377 and y 0…1556 font units; centred on the image, every pixel is inside it.
    @Test func aHugeGlyphCoveringTheImageFillsIt() throws {
        let font = try #require(PictureFont.embedded)
        let size = 1e12
        let scaleY = size / 2048
        let scaleX = PictureFont.advance(of: "l", size: size) / 569
        var image = RasterImage(width: 8, height: 8, background: .white)
        image.draw("l", font: font, left: 4 - 285 * scaleX, baseline: 4 + 778 * scaleY, pixelSize: size, color: .black)
        #expect(isAll(image, .black))
    }

    // MARK: Accessories

    /// Paints `accessory`'s glyph, its coordinates mapped to pixels by `transform`.
    private func paint(_ accessory: ViewSnapshot.Accessory, transform: CGAffineTransform = .identity, into image: inout RasterImage) {
        Drawing([.beginGroup(DrawingGroup(transform: transform))] + AccessoryGlyph.operations(accessory) + [.endGroup]).paint(into: &image)
    }

    /// Accessory rects that are not drawable (not finite, or beyond 1e7 points) draw nothing.
    @Test func undrawableAccessoryRectsDrawNothing() {
        for rect in [CGRect(x: 0, y: 0, width: 1e30, height: 1e30), CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                     CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), CGRect(x: -9e18, y: 0, width: 9e18, height: 10)] {
            for kind in [ViewSnapshot.Accessory.Kind.disclosureIndicator, .reorder, .detail, .insert] {
                var image = RasterImage(width: 10, height: 10, background: .white)
                let accessory = ViewSnapshot.Accessory(kind: kind, rect: rect, paint: LayoutSnapshot.Paint(rgb: .black))
                #expect(AccessoryGlyph.operations(accessory).isEmpty)
                paint(accessory, into: &image)
                #expect(isAll(image, .white))
            }
        }
    }

    /// A drawable but long stroke (10⁷ points) costs no more than the image it crosses: the reorder glyph's top bar,
    /// 2 pixels thick, centred on y = 0, covers row 0 (y 0…1, inside −1…1) wholly and not row 1.
    @Test func aLongAccessoryStrokeIsClippedToTheImage() {
        var image = RasterImage(width: 20, height: 20, background: .white)
        let accessory = ViewSnapshot.Accessory(kind: .reorder, rect: CGRect(x: 0, y: 0, width: 1e7, height: 1e7),
                                               paint: LayoutSnapshot.Paint(rgb: .black))
        paint(accessory, into: &image)
        #expect((0..<20).allSatisfy { image.color(atX: $0, y: 0) == .black })
        #expect((0..<20).allSatisfy { image.color(atX: $0, y: 1) == .white })
        // Mapped a million times larger, the 2-point pen is 2·10⁶ pixels wide: every pixel is under it.
        var huge = RasterImage(width: 20, height: 20, background: .white)
        paint(accessory, transform: CGAffineTransform(scaleX: 1e6, y: 1e6), into: &huge)
        #expect(isAll(huge, .black))
    }

    // MARK: View pictures

    /// The canvas: ceil(size × scale) per side, 1…16,384, and at most 50,000,000 pixels (cut at the bottom):
    /// 1e30 points square gives 16,384 across and ⌊50,000,000 / 16,384⌋ = 3,051 down.
    @Test func viewCanvasesAreClampedBeforeTheyBecomeInts() {
        func canvas(_ size: CGSize, scale: CGFloat) -> [Int] {
            let canvas = ViewPNGRenderer.canvasSize(size, scale: scale)
            return [canvas.width, canvas.height]
        }
        #expect(canvas(CGSize(width: 100.2, height: 50), scale: 2) == [201, 100])
        #expect(canvas(CGSize(width: 1e30, height: 1e30), scale: 2) == [16_384, 3_051])
        #expect(canvas(CGSize(width: 1e30, height: 10), scale: 1) == [16_384, 10])
        #expect(canvas(CGSize(width: 10, height: 1e30), scale: 1) == [10, 16_384])
        #expect(canvas(CGSize(width: CGFloat.nan, height: -5), scale: 1) == [1, 1])
        #expect(canvas(CGSize(width: CGFloat.infinity, height: 0), scale: 1) == [1, 1])
        // A 1e30-point-wide view renders (16,384 × 2 pixels) instead of trapping.
        let root = ViewSnapshot.Node(typeName: "UIView", center: CGPoint(x: 5e29, y: 1), bounds: CGRect(x: 0, y: 0, width: 1e30, height: 2),
                                     background: LayoutSnapshot.Paint(rgb: .black))
        let image = ViewPNGRenderer(scale: 1).image(ViewSnapshot(size: CGSize(width: 1e30, height: 2), root: root))
        #expect(image.width == 16_384 && image.height == 2)
    }

    // MARK: Composite glyphs

    /// A TrueType file built by hand: `head` (long `loca`), `hhea`, `maxp`, `hmtx`, `loca`, `glyf` and a
    /// format-4 `cmap` with only its closing segment. `glyphs` are the `glyf` entries, in order.
    private func font(glyphs: [[UInt8]]) throws -> TrueTypeFont {
        func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] { u16(value >> 16 & 0xFFFF) + u16(value & 0xFFFF) }
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(18..<20, with: u16(1000))  // unitsPerEm
        head.replaceSubrange(50..<52, with: u16(1))  // indexToLocFormat: long
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(4..<6, with: u16(800))
        hhea.replaceSubrange(34..<36, with: u16(1))  // numberOfHMetrics
        let maxp = u32(0x0000_5000) + u16(glyphs.count)
        let hmtx = u16(500) + u16(0)
        var loca: [UInt8] = [], glyf: [UInt8] = []
        for glyph in glyphs {
            loca += u32(glyf.count)
            glyf += glyph
        }
        loca += u32(glyf.count)
        let format4 = u16(4) + u16(24) + u16(0) + u16(2) + u16(2) + u16(0) + u16(0)
            + u16(0xFFFF) + u16(0) + u16(0xFFFF) + u16(1) + u16(0)
        let cmap = u16(0) + u16(1) + u16(0) + u16(3) + u32(12) + format4
        let tables: [(String, [UInt8])] = [("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea), ("hmtx", hmtx),
                                          ("loca", loca), ("maxp", maxp)]
        var directory = u32(0x0001_0000) + u16(tables.count) + u16(0) + u16(0) + u16(0)
        var body: [UInt8] = []
        var offset = 12 + tables.count * 16
        for (tag, bytes) in tables {
            directory += Array(tag.utf8) + u32(0) + u32(offset) + u32(bytes.count)
            body += bytes
            offset += bytes.count
        }
        return try #require(TrueTypeFont(data: Data(directory + body)))
    }

    /// A composite glyph of 64 parts, each `part` (moved by words, XY values; all but the last say more follow).
    private func composite(of part: Int) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xFF] + [UInt8](repeating: 0, count: 8)
        for index in 0..<64 {
            let flags = 0x0001 | 0x0002 | (index < 63 ? 0x0020 : 0)
            bytes += [UInt8(flags >> 8), UInt8(flags & 0xFF), UInt8(part >> 8), UInt8(part & 0xFF), 0, 0, 0, 0]
        }
        return bytes
    }

    /// A simple glyph: one contour of three on-curve points, all at (0, 0) (flags: on curve, x and y repeated).
    private let triangle: [UInt8] = [0, 1] + [UInt8](repeating: 0, count: 8) + [0, 2] + [0, 0] + [0x31, 0x31, 0x31]

    /// Glyph 0 is a composite of 64 copies of itself, eight levels deep: 64⁸ parts without a budget. It stops
    /// after 1,024 parts, with no contours (no part is simple). Glyph 1 (64 triangles, glyph 3) is within the
    /// budget: 64 contours of 3 points. Glyph 2 is 64 copies of glyph 1: 4,160 parts; each copy of glyph 1 spends
    /// 1 + 64 parts, so 15 copies (975 parts, 960 triangles) and 48 triangles of the 16th fit in 1,024: 1,008.
    @Test func compositeGlyphsStopWhenTheirBudgetIsSpent() throws {
        let font = try font(glyphs: [composite(of: 0), composite(of: 3), composite(of: 1), triangle])
        #expect(font.outline(of: 3) == [[TrueTypeFont.Point](repeating: TrueTypeFont.Point(x: 0, y: 0, isOnCurve: true), count: 3)])
        #expect(font.outline(of: 0).isEmpty)
        #expect(font.outline(of: 1).count == 64 && font.outline(of: 1).allSatisfy { $0.count == 3 })
        #expect(font.outline(of: 2).count == 1_008)
        #expect(TrueTypeFont.OutlineBudget.maximumParts == 1_024)
    }

    // MARK: Halo

    /// A label's halo is one fill: a pixel every shifted copy covers is painted once, at the label's opacity.
    /// At scale 8 a 2-point halo's copies are 8 pixels apart (half its width, 1 point, each way); 4 pixels left of
    /// the stem of 'l' only the three left-shifted copies cover it, fully. Red at 0.45 over white: 255, and
    /// 255 · 0.55 = 140.25 → 140 (three compounded passes would give 42). Inside the stem the blue text at 0.45 then
    /// covers that: red 255 · 0.55 = 140.25 → 140, green 140 · 0.55 = 77, blue 255 · 0.45 + 140 · 0.55 = 191.75 → 192.
    @Test func aHaloIsPaintedOnceAtTheLabelsOpacity() throws {
        #expect(PictureFont.embedded != nil)
        let blue = RGBColor(red: 0, green: 0, blue: 255), red = RGBColor(red: 255, green: 0, blue: 0)
        func line(_ paint: DrawingPaint, halo: DrawingStroke? = nil) -> Drawing {
            Drawing([.text(DrawingText("l", at: CGPoint(x: 10, y: 30), fontSize: 30, paint: paint, halo: halo))])
        }
        // Where the stem is: the first fully covered column of the middle row of the plain text.
        var plain = RasterImage(width: 300, height: 300, background: .white)
        line(DrawingPaint(.black)).paint(into: &plain, scale: 8)
        let row = 240 - 90
        let stem = try #require((0..<300).first { plain.color(atX: $0, y: row) == .black })
        let stemEnd = try #require((stem..<300).first { plain.color(atX: $0, y: row) != .black })
        #expect(stemEnd - stem >= 8)
        var image = RasterImage(width: 300, height: 300, background: .white)
        line(DrawingPaint(blue, opacity: 0.45), halo: DrawingStroke(DrawingPaint(red, opacity: 0.45), lineWidth: 2)).paint(into: &image, scale: 8)
        #expect(image.color(atX: stem - 4, y: row) == RGBColor(red: 255, green: 140, blue: 140))
        #expect(image.color(atX: stem + 2, y: row) == RGBColor(red: 140, green: 77, blue: 192))
    }

    // MARK: Shared rules

    /// One corner-radius rule: at most half the shorter side, at least 0, 0 when not finite. A 10 × 4 rectangle:
    /// 5 → 2, 1.5 → 1.5, −3 → 0, NaN and ∞ → 0.
    @Test func cornerRadiiAreClampedByOneRule() {
        let rect = CGRect(x: 3, y: 7, width: 10, height: 4)
        #expect(rect.clampedCornerRadius(5) == 2)
        #expect(rect.clampedCornerRadius(1.5) == 1.5)
        #expect(rect.clampedCornerRadius(-3) == 0)
        #expect(rect.clampedCornerRadius(.nan) == 0)
        #expect(rect.clampedCornerRadius(.infinity) == 0)
    }

    /// One phone rule: the shorter side under 600 points, so a phone in landscape (844 × 390) is a phone and its
    /// home indicator stays 134 points wide; an iPad (1024 × 768) is not, its indicator a quarter of 1024 = 256.
    @Test func aPhoneInLandscapeIsStillAPhone() throws {
        #expect(DeviceFrame.isPhone(CGSize(width: 844, height: 390)))
        #expect(DeviceFrame.isPhone(CGSize(width: 390, height: 844)))
        #expect(!DeviceFrame.isPhone(CGSize(width: 1024, height: 768)))
        let chrome = ScreenChrome.systemBars
        let insets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        // The last fill of the chrome's drawing is the home indicator.
        func lastFill(_ drawing: Drawing) -> DrawingOperation? {
            drawing.operations.last { if case .fill = $0 { true } else { false } }
        }
        let landscape = chrome.drawing(screen: CGRect(x: 0, y: 0, width: 844, height: 390), safeArea: insets, isDark: false)
        #expect(lastFill(landscape) == .fill(.roundedRect(CGRect(x: 422 - 67, y: 390 - 13, width: 134, height: 5), cornerRadius: 2.5),
                                             DrawingPaint(.black)))
        let tablet = chrome.drawing(screen: CGRect(x: 0, y: 0, width: 1024, height: 768), safeArea: insets, isDark: true)
        #expect(lastFill(tablet) == .fill(.roundedRect(CGRect(x: 512 - 128, y: 768 - 13, width: 256, height: 5), cornerRadius: 2.5),
                                          DrawingPaint(.white)))
    }

    /// The bitmap font's halo (when the outline font cannot be loaded) is painted once too: a square of "H"'s
    /// stem covered by both the copy shifted up and the one shifted down is black at 0.5 over white once,
    /// 255 · 0.5 = 127.5 → 128 (twice would give 64); a square neither covers stays white.
    @Test func aBitmapHaloIsPaintedOnce() throws {
        let glyph = BitmapFont.glyph(for: "H")
        // A row of the first column with set bits above and below it.
        let row = try #require((1..<(BitmapFont.rowCount - 1)).first {
            BitmapFont.isSet(glyph, column: 0, row: $0 - 1) && BitmapFont.isSet(glyph, column: 0, row: $0 + 1)
        })
        var image = RasterImage(width: 40, height: 40, background: .white)
        image.draw("H", left: 10, baseline: 30, unit: 2, offsets: [(0, -1), (0, 1)], color: .black, opacity: 0.5)
        // Square (0, row) is at x 10…12, y 30 − 7 · 2 + row · 2.
        let y = 30 - 14 + row * 2
        #expect(image.color(atX: 10, y: y) == RGBColor(red: 128, green: 128, blue: 128))
        #expect(image.color(atX: 11, y: y + 1) == RGBColor(red: 128, green: 128, blue: 128))
        #expect(image.color(atX: 9, y: y) == .white)
    }
}
