import Foundation
import ImageCodec
import LayoutRendering
import Testing
import Raster

@Suite("PNG output")
struct PNGRendererTests {
    @Test("CRC-32 and Adler-32 give the published check values")
    func checksums() {
        // The CRC-32 check value of "123456789" (ISO 3309 / PNG) is 0xCBF43926.
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        // Adler-32 of "Wikipedia": A = 1 + Σ bytes = 920 = 0x398, B = Σ of the running A values = 4582 = 0x11E6.
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        // Past the 5,552-byte reduction block: 10,000 bytes of 255: A = (1 + 2,550,000) mod 65,521
        // = 2,550,001 − 38 × 65,521 = 60,203; B = Σ_{k=1}^{10000} (1 + 255k) = 10,000 + 255 × 50,005,000
        // = 12,751,285,000, mod 65,521 = 12,751,285,000 − 194,613 × 65,521 = 46,627.
        #expect(Adler32.checksum([UInt8](repeating: 255, count: 10_000)) == UInt32(46_627) << 16 | 60_203)
    }

    @Test("a raster written with stored blocks decodes to the same pixels, CRCs and size")
    func storedRoundTrip() throws {
        var image = RasterImage(width: 300, height: 250, background: .white)
        // Pixel centres x + 0.5 in [10, 20) → columns 10…19; rows 5…7.
        image.fill(CGRect(x: 10, y: 5, width: 10, height: 3), with: RGBColor(red: 1, green: 2, blue: 3))
        // Half-opaque black over white: 255 × 0.5 = 127.5 → 128.
        image.fill(CGRect(x: 0, y: 100, width: 300, height: 1), with: .black, opacity: 0.5)
        let data = PNGEncoder(compression: .stored).encode(image)
        let probe = try PNGProbe(data)
        #expect(probe.chunkTypes == ["IHDR", "IDAT", "IEND"])
        #expect(probe.width == 300 && probe.height == 250 && probe.bitDepth == 8 && probe.colorType == 2)
        // 250 rows × (1 + 900) bytes = 225,250 bytes: four stored blocks (3 × 65,535 + 28,645).
        #expect(probe.pixels == image.pixels)
        #expect(probe.color(x: 10, y: 5) == RGBColor(red: 1, green: 2, blue: 3))
        #expect(probe.color(x: 19, y: 7) == RGBColor(red: 1, green: 2, blue: 3))
        #expect(probe.color(x: 20, y: 7) == .white)
        #expect(probe.color(x: 9, y: 5) == .white)
        #expect(probe.color(x: 150, y: 100) == RGBColor(red: 128, green: 128, blue: 128))
    }

    @Test("the run-length encoding decodes to the same pixels")
    func runLengthRoundTrip() throws {
        var image = RasterImage(width: 97, height: 61, background: RGBColor(red: 200, green: 10, blue: 30))
        image.fill(CGRect(x: 3, y: 4, width: 50, height: 20), with: RGBColor(red: 1, green: 2, blue: 3))
        image.fill(CGRect(x: 40, y: 0, width: 1, height: 61), with: .white, opacity: 0.3)
        // A stretch without runs: every pixel a different grey.
        for x in 0..<97 { image.fill(CGRect(x: x, y: 60, width: 1, height: 1), with: RGBColor(red: UInt8(x), green: UInt8(x * 2), blue: 7)) }
        let probe = try PNGProbe(PNGEncoder(compression: .runLength).encode(image))
        #expect(probe.width == 97 && probe.height == 61)
        #expect(probe.pixels == image.pixels)
    }

    @Test("the run-length encoding is much smaller than stored blocks for flat pictures")
    func runLengthIsSmaller() {
        let image = RasterImage(width: 400, height: 400, background: RGBColor(red: 9, green: 8, blue: 7))
        let stored = PNGEncoder(compression: .stored).encode(image)
        let compressed = PNGEncoder(compression: .runLength).encode(image)
        // Stored: 400 × 1,201 bytes of data plus headers; run length: about 1,201 / 258 matches per row.
        #expect(stored.count > 480_000)
        #expect(compressed.count < 20_000)
        #expect(compressed.starts(with: PNGEncoder.signature))
    }

    @Test("a snapshot's picture has the SVG's size and its boxes at hand-computed pixels")
    func pixelsOfASnapshot() throws {
        let snapshot = LayoutSnapshot(
            title: "px", viewport: CGRect(x: 0, y: 0, width: 100, height: 80), contentSize: CGSize(width: 100, height: 120),
            elements: [.init(category: .cell, section: 0, item: 0, frame: CGRect(x: 10, y: 10, width: 20, height: 20))])
        let data = try PNGRenderer(scale: 2, compression: .stored).render(snapshot)
        let probe = try PNGProbe(data)
        // Width: the title band's subtitle "view 100 × 80 · 1 elements, content size 100 × 120, 0 diagnostics" has
        // 65 characters × 11 pt × 0.6 = 429, + 2 × 16 margin = 461 (> the 460 minimum); × 2 = 922 pixels.
        // Height: 70 (title band) + 120 (content) + 2 × 16 = 222; × 2 = 444 pixels.
        #expect(probe.width == 922)
        #expect(probe.height == 444)
        // Content (0, 0) lands at picture (16, 70 + 16) = (16, 86), pixel (32, 172).
        // The cell spans pixels x 52..<92, y 192..<232; its 1-pt border is 2 pixels centred on the box's edge, as
        // the SVG strokes it: x 51..<53.
        #expect(probe.color(x: 70, y: 210) == RGBColor(hex: "#d6e6fb"))   // fill
        #expect(probe.color(x: 51, y: 210) == RGBColor(hex: "#2f6db5"))   // border
        #expect(probe.color(x: 52, y: 210) == RGBColor(hex: "#2f6db5"))
        #expect(probe.color(x: 53, y: 210) == RGBColor(hex: "#d6e6fb"))
        // Content point (50, 100) is below the 80-pt viewport: the content fill #fbfbfd under the white veil at
        // 0.55: 251 × 0.45 + 255 × 0.55 = 253.2 → 253; 253 × 0.45 + 140.25 = 254.1 → 254. Pixel (132, 372).
        #expect(probe.color(x: 132, y: 372) == RGBColor(red: 253, green: 253, blue: 254))
        // The viewport outline: 2 pt centred on the edge x = 0 → content x −1..<1 → pixels 30..<34.
        #expect(probe.color(x: 31, y: 200) == RGBColor(hex: "#d62f6a"))
        #expect(probe.color(x: 34, y: 200) == RGBColor(hex: "#fbfbfd"))
        // The title band is background.
        #expect(probe.color(x: 0, y: 0) == .white)
    }

    @Test("a picture beyond the pixel limit is refused, not allocated")
    func tooLarge() {
        let snapshot = LayoutSnapshot(title: "huge", viewport: CGRect(x: 0, y: 0, width: 100, height: 100),
                                      contentSize: CGSize(width: 100_000, height: 100_000), elements: [])
        #expect(throws: PNGRenderer.PictureTooLarge.self) { try PNGRenderer().render(snapshot) }
    }
}
