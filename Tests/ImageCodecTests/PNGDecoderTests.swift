import ImageCodec
import Testing

/// The PNG decoder against files written by Python's zlib and struct from the pixel values in
/// `ImageCodecFixtures.swift` (`scripts/make-image-fixtures.py`). Expected pixels are those values, scaled to eight
/// bits by hand where the file's depth differs.
@Suite("PNG decoder")
struct PNGDecoderTests {
    typealias Pixel = Bitmap.Pixel

    /// All pixels, row by row.
    static func pixels(_ bitmap: Bitmap) -> [[Pixel]] {
        (0..<bitmap.height).map { y in (0..<bitmap.width).compactMap { x in bitmap.pixel(atX: x, y: y) } }
    }

    /// The pixels `pixel(x, y)` of a `width` × `height` image, row by row.
    static func grid(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> Pixel) -> [[Pixel]] {
        (0..<height).map { y in (0..<width).map { x in pixel(x, y) } }
    }

    /// A 16-bit sample to eight bits, rounded to the nearest (v · 255 / 65535).
    static func eight(_ value: Int) -> UInt8 { UInt8((Double(value) * 255 / 65_535).rounded()) }

    @Test func rgbaEightBitInEveryBlockKind() throws {
        let expected: [[Pixel]] = [
            [Pixel(red: 255, green: 0, blue: 0), Pixel(red: 0, green: 255, blue: 0), Pixel(red: 0, green: 0, blue: 255)],
            [Pixel(red: 255, green: 255, blue: 255, alpha: 128), Pixel(red: 0, green: 0, blue: 0), Pixel(red: 0, green: 0, blue: 0, alpha: 0)],
        ]
        for file in [Fixtures.rgba3x2Level9, Fixtures.rgba3x2Stored] {
            let bitmap = try PNGDecoder.decode(file)
            #expect(bitmap.width == 3 && bitmap.height == 2)
            #expect(Self.pixels(bitmap) == expected)
            #expect(bitmap.rgba.count == 24)
        }
    }

    /// Pixel (x, y) = (16x, 16y, 255 − 16x, 128 + 8y), the same through dynamic codes, fixed codes, and image data
    /// split over three IDAT chunks after ancillary chunks.
    @Test func dynamicFixedAndSplitImageData() throws {
        let expected = Self.grid(16, 16) { x, y in
            Pixel(red: UInt8(16 * x), green: UInt8(16 * y), blue: UInt8(255 - 16 * x), alpha: UInt8(128 + 8 * y))
        }
        for file in [Fixtures.gradientDynamic, Fixtures.gradientFixed, Fixtures.gradientSplit] {
            #expect(Self.pixels(try PNGDecoder.decode(file)) == expected)
        }
        #expect(try PNGDecoder.decode(Fixtures.gradientDynamic) == PNGDecoder.decode(Fixtures.gradientFixed))
    }

    /// Rows filtered None, Sub, Up, Average and Paeth (RGB, 3 bytes per pixel): pixel (x, y) = (10x + 3y,
    /// 200 − 7xy, 37x + 11y); e.g. (3, 4) = (42, 116, 155).
    @Test func everyFilterTypeRGB() throws {
        let bitmap = try PNGDecoder.decode(Fixtures.filtersRGB)
        let expected = Self.grid(4, 5) { x, y in
            Pixel(red: UInt8(10 * x + 3 * y), green: UInt8(200 - 7 * x * y), blue: UInt8(37 * x + 11 * y))
        }
        #expect(Self.pixels(bitmap) == expected)
        #expect(bitmap.pixel(atX: 3, y: 4) == Pixel(red: 42, green: 116, blue: 155))
    }

    /// Filters on 16-bit grey + alpha (4 bytes per pixel): grey 1000x + 300y, alpha 65535 − 4000y. At (3, 4):
    /// grey 4200 · 255 / 65535 = 16.34 → 16, alpha 49535 · 255 / 65535 = 192.74 → 193.
    @Test func everyFilterTypeSixteenBitGreyAlpha() throws {
        let bitmap = try PNGDecoder.decode(Fixtures.filtersGreyAlpha16)
        let expected = Self.grid(4, 5) { x, y in
            let grey = Self.eight(1000 * x + 300 * y)
            return Pixel(red: grey, green: grey, blue: grey, alpha: Self.eight(65_535 - 4000 * y))
        }
        #expect(Self.pixels(bitmap) == expected)
        #expect(bitmap.pixel(atX: 3, y: 4) == Pixel(red: 16, green: 16, blue: 16, alpha: 193))
    }

    /// Indices 0 1 2 3 / 3 2 1 0 into red, green, blue, white; tRNS gives entries 0…2 alphas 255, 128, 0 and entry 3
    /// none (opaque).
    @Test func twoBitPaletteWithTransparency() throws {
        let red = Pixel(red: 255, green: 0, blue: 0), green = Pixel(red: 0, green: 255, blue: 0, alpha: 128)
        let blue = Pixel(red: 0, green: 0, blue: 255, alpha: 0), white = Pixel(red: 255, green: 255, blue: 255)
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.palette2Bit)) == [[red, green, blue, white], [white, blue, green, red]])
    }

    @Test func oneAndFourBitPalettes() throws {
        let a = Pixel(red: 10, green: 20, blue: 30), b = Pixel(red: 40, green: 50, blue: 60)
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.palette1Bit)) == [[a, b, a, b, a, b, a, b, a]])
        // Indices 15…11: entry i = (16i, 255 − 16i, i).
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.palette4Bit)) == [[
            Pixel(red: 240, green: 15, blue: 15), Pixel(red: 224, green: 31, blue: 14), Pixel(red: 208, green: 47, blue: 13),
            Pixel(red: 192, green: 63, blue: 12), Pixel(red: 176, green: 79, blue: 11),
        ]])
    }

    /// Grey samples scale to eight bits: 1 bit ×255, 2 bits ×85, 4 bits ×17; 16 bits round: 0x8080 → 128,
    /// 0x1234 = 4660 → 4660 · 255 / 65535 = 18.13 → 18.
    @Test func greyscaleAtEveryDepth() throws {
        func grey(_ value: UInt8, _ alpha: UInt8 = 255) -> Pixel { Pixel(red: value, green: value, blue: value, alpha: alpha) }
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.grey1Bit))
            == [[255, 0, 255, 0, 0, 255, 255, 255, 0, 0].map { grey($0) }])
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.grey2Bit)) == [[grey(0), grey(85), grey(170), grey(255)]])
        // tRNS grey 5 (at the file's 4 bits) makes the second pixel transparent.
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.grey4BitTransparent)) == [[grey(0), grey(85, 0), grey(170), grey(255)]])
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.grey16Bit)) == [[grey(0), grey(255)], [grey(128), grey(18)]])
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.grey16BitTransparent)) == [[grey(0), grey(255)], [grey(128), grey(18, 0)]])
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.greyAlpha8Bit)) == [[grey(100, 50), grey(200)]])
    }

    /// tRNS (255, 0, 255) makes magenta transparent; 16-bit samples round v · 255 / 65535: 0x7FFF → 127.498 → 127,
    /// 0x0101 → 1, 0xFEFF → 254.004 → 254, 0x8000 → 127.502 → 128, 0x4000 → 63.75 → 64.
    @Test func truecolourWithTransparencyAndSixteenBits() throws {
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.rgbTransparent))
            == [[Pixel(red: 255, green: 0, blue: 255, alpha: 0), Pixel(red: 1, green: 2, blue: 3)]])
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.rgb16Bit)) == [[Pixel(red: 255, green: 0, blue: 127)]])
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.rgba16Bit)) == [[Pixel(red: 1, green: 254, blue: 128, alpha: 64)]])
    }

    /// Adam7: the seven passes put back in place, pixel (x, y) = (50x, 50y, 100 + x + 10y).
    @Test func adam7Interlacing() throws {
        let expected = Self.grid(5, 5) { x, y in Pixel(red: UInt8(50 * x), green: UInt8(50 * y), blue: UInt8(100 + x + 10 * y)) }
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.adam7RGB5x5)) == expected)
    }

    /// A 2 × 3 interlaced image leaves passes 2, 3 and 4 empty (no rows, no filter bytes): samples (x + 3y) mod 4,
    /// i.e. 0 1 / 3 0 / 2 3, times 85.
    @Test func adam7WithEmptyPasses() throws {
        func grey(_ value: UInt8) -> Pixel { Pixel(red: value, green: value, blue: value) }
        #expect(Self.pixels(try PNGDecoder.decode(Fixtures.adam7Grey2Bit2x3))
            == [[grey(0), grey(85)], [grey(255), grey(0)], [grey(170), grey(255)]])
    }

    @Test func bitmapsCompareByPixels() throws {
        let a = try PNGDecoder.decode(Fixtures.rgba3x2Level9), b = try PNGDecoder.decode(Fixtures.rgba3x2Stored)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != (try PNGDecoder.decode(Fixtures.gradientDynamic)))
        #expect(!a.isOpaque)
        #expect(try PNGDecoder.decode(Fixtures.filtersRGB).isOpaque)
        #expect(Bitmap(width: 2, height: 1, rgba: [1, 2, 3, 4]) == nil)
        #expect(Bitmap(width: -1, height: 1, rgba: []) == nil)
        #expect(Bitmap(width: 1, height: 1, rgba: [1, 2, 3, 4])?.pixel(atX: 0, y: 0) == Pixel(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(Bitmap(width: 1, height: 1, rgba: [1, 2, 3, 4])?.pixel(atX: 1, y: 0) == nil)
    }
}
