import ImageCodec
import Testing

/// The JPEG decoder against files ImageMagick (libjpeg) made from pictures defined in
/// `scripts/make-jpeg-fixtures.py` (`JPEGFixtures.swift`). Expected pixels are the source pictures', within
/// tolerances worked out from what the encoder lost, never the decoder's own output.
@Suite("JPEG decoder")
struct JPEGDecoderTests {
    /// The largest difference of any channel between the bitmap's pixel (x, y) and `expected`.
    static func difference(_ bitmap: Bitmap, _ x: Int, _ y: Int, _ expected: (Int, Int, Int)) -> Int {
        guard let pixel = bitmap.pixel(atX: x, y: y) else { return .max }
        return max(abs(Int(pixel.red) - expected.0), abs(Int(pixel.green) - expected.1), abs(Int(pixel.blue) - expected.2))
    }

    /// The largest channel difference over the pixels `where` selects.
    static func largestDifference(_ bitmap: Bitmap, where include: (Int, Int) -> Bool = { _, _ in true },
                                  _ expected: (Int, Int) -> (Int, Int, Int)) -> Int {
        var largest = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where include(x, y) {
                largest = max(largest, difference(bitmap, x, y, expected(x, y)))
            }
        }
        return largest
    }

    /// The source of the gradient fixtures: pixel (x, y) = (16x, 16y, 255 − 16x).
    static func gradient(_ x: Int, _ y: Int) -> (Int, Int, Int) { (16 * x, 16 * y, 255 - 16 * x) }

    /// A solid picture has only DC coefficients; at quality 90 libjpeg's DC quantisers are 3 (luma) and 3 (chroma)
    /// (annex K's 16 and 17 scaled by 20 %), so the block mean is kept to within 3 / 8 / 2 < 0.2 of a level; with
    /// the encoder's rounding to whole Y, Cb, Cr (±0.5 each, times at most 1.772 back in RGB) every channel is within
    /// ±2. Pure red's Cr (255.5) clamps to 255, which costs R 0.5 · 1.402 < 1.
    @Test func solidColoursDecodeToTheirColour() throws {
        let solid = try JPEGDecoder.decode(JPEGFixtures.solid420)
        #expect(solid.width == 16 && solid.height == 16)
        #expect(solid.isOpaque)
        #expect(Self.largestDifference(solid) { _, _ in (200, 100, 50) } <= 2)

        let red = try JPEGDecoder.decode(JPEGFixtures.red444)
        #expect(red.width == 8 && red.height == 8)
        #expect(Self.largestDifference(red) { _, _ in (255, 0, 0) } <= 2)
    }

    /// Quality 100 quantises every coefficient by 1, so what is lost is the encoder's rounding: whole Y, Cb, Cr
    /// values (±0.5 each) and its integer DCT's rounding (about ±0.5 per sample). Back in RGB a channel sums at
    /// most 1 + 1.772 · 1 ≈ 2.8 of error: ±3.
    @Test func aGradientAtFullQualityMatchesItsSource() throws {
        let bitmap = try JPEGDecoder.decode(JPEGFixtures.gradient444)
        #expect(bitmap.width == 16 && bitmap.height == 16)
        #expect(Self.largestDifference(bitmap, Self.gradient) <= 3)
    }

    /// Subsampled chroma of the gradient: Cb and Cr are linear in x and y, a 2-sample average of a linear ramp is the
    /// ramp at the midpoint, and the ¾–¼ upsampling filter puts it back exactly wherever both neighbours exist. So
    /// away from the border the error is that of 4:4:4 (±3) plus the average's rounding (±0.5 of a level, under
    /// 1 in RGB): ±4. At the border the filter repeats the edge sample and the error may be larger (the ramp's
    /// half step: up to 16 · ½ · 1.402 ≈ 11 in red); those pixels are only checked to ±16.
    @Test(arguments: ["4:2:2", "4:2:0", "4:4:0"])
    func subsampledGradientsMatchTheirSource(_ name: String) throws {
        let files = ["4:2:2": JPEGFixtures.gradient422, "4:2:0": JPEGFixtures.gradient420, "4:4:0": JPEGFixtures.gradient440]
        let bitmap = try JPEGDecoder.decode(try #require(files[name]))
        #expect(bitmap.width == 16 && bitmap.height == 16)
        let interior = Self.largestDifference(bitmap, where: { x, y in (1...14).contains(x) && (1...14).contains(y) },
                                              Self.gradient)
        #expect(interior <= 4)
        #expect(Self.largestDifference(bitmap, Self.gradient) <= 16)
    }

    /// A progressive file holds the same quantised coefficients as the baseline file of the same picture and
    /// settings (libjpeg's progressive script only splits them into bands and bits), and `jpegtran -restart`
    /// changes no coefficient; so each pair decodes to the same pixels — closer than the ±1 a reader might allow.
    @Test func progressiveAndRestartFilesMatchTheirBaseline() throws {
        #expect(try JPEGDecoder.decode(JPEGFixtures.gradient420Progressive) == JPEGDecoder.decode(JPEGFixtures.gradient420))
        #expect(try JPEGDecoder.decode(JPEGFixtures.odd13x7Progressive) == JPEGDecoder.decode(JPEGFixtures.odd13x7))
        #expect(try JPEGDecoder.decode(JPEGFixtures.gradient444Restart) == JPEGDecoder.decode(JPEGFixtures.gradient444))
    }

    /// One component at quality 100: no colour conversion, quantisers of 1; only the DCTs' rounding remains, under
    /// one level. 13 × 7 is not a whole number of blocks: the padding is cropped.
    @Test func greyOddSizedImage() throws {
        let bitmap = try JPEGDecoder.decode(JPEGFixtures.grey13x7)
        #expect(bitmap.width == 13 && bitmap.height == 7)
        #expect(Self.largestDifference(bitmap) { x, _ in (20 * x, 20 * x, 20 * x) } <= 1)
    }

    /// 13 × 7 in 4:2:0 has one MCU of 16 × 16 across and one down (a 7 × 4 chroma plane); the progressive file
    /// has the same size. The centre pixel (6, 3) is (18 · 6 + 10, 30 · 3 + 20, 200 − 60 − 30) = (118, 110, 110);
    /// quality 95's quantisers (about a tenth of annex K's) keep it within ±8.
    @Test func oddSizedColourImage() throws {
        for file in [JPEGFixtures.odd13x7, JPEGFixtures.odd13x7Progressive] {
            let bitmap = try JPEGDecoder.decode(file)
            #expect(bitmap.width == 13 && bitmap.height == 7)
            #expect(Self.difference(bitmap, 6, 3, (118, 110, 110)) <= 8)
        }
    }

    /// The header sniffer and the decoder agree on the size of every fixture.
    @Test func theHeaderAgreesWithTheDecoder() throws {
        for file in [JPEGFixtures.solid420, JPEGFixtures.grey13x7, JPEGFixtures.odd13x7Progressive] {
            let header = try #require(ImageHeader(sniffing: file))
            let bitmap = try JPEGDecoder.decode(file)
            #expect(header.format == .jpeg && header.width == bitmap.width && header.height == bitmap.height)
        }
    }

    /// An Adobe APP14 segment (FF EE, length 14: "Adobe", version 100, two flag words, the transform) put after
    /// SOI. Transform 1 says YCbCr, as the file is: nothing changes. Transform 0 says the three components are RGB
    /// as stored, so pure red's stored Y, Cb, Cr come out as the colour: Y = 0.299 · 255 ≈ 76,
    /// Cb = 128 − 0.168736 · 255 ≈ 85, Cr = 128 + 0.5 · 255 = 255.5, clamped to 255; ±2 as for the solid colours.
    @Test func theAdobeTransformFlagIsFollowed() throws {
        func adobe(_ transform: UInt8) -> [UInt8] {
            [0xFF, 0xD8, 0xFF, 0xEE, 0x00, 0x0E, 0x41, 0x64, 0x6F, 0x62, 0x65, 0x00, 0x64, 0, 0, 0, 0, transform]
                + JPEGFixtures.red444.dropFirst(2)
        }
        #expect(try JPEGDecoder.decode(adobe(1)) == JPEGDecoder.decode(JPEGFixtures.red444))
        let stored = try JPEGDecoder.decode(adobe(0))
        #expect(Self.largestDifference(stored) { _, _ in (76, 85, 255) } <= 2)
    }

    /// The same quantisation tables written with 16-bit entries (a DQT table's precision nibble 1, each entry two
    /// bytes, big endian) decode to the same pixels.
    @Test func sixteenBitQuantisationTablesDecodeTheSame() throws {
        let file = JPEGFixtures.solid420
        var rebuilt: [UInt8] = Array(file.prefix(2))
        var position = 2
        // Walk the segments up to the scan, widening each DQT table (1 + 64 bytes) to 1 + 128.
        while file[position + 1] != 0xDA {
            let length = Int(file[position + 2]) << 8 | Int(file[position + 3])
            let contents = Array(file[position + 4..<position + 2 + length])
            if file[position + 1] == 0xDB {
                var widened: [UInt8] = []
                for start in stride(from: 0, to: contents.count, by: 65) {
                    widened.append(0x10 | contents[start])
                    for entry in contents[start + 1..<start + 65] { widened += [0, entry] }
                }
                rebuilt += [0xFF, 0xDB, UInt8((widened.count + 2) >> 8), UInt8((widened.count + 2) & 0xFF)] + widened
            } else {
                rebuilt += file[position..<position + 2 + length]
            }
            position += 2 + length
        }
        rebuilt += file[position...]
        #expect(rebuilt.count > file.count)
        #expect(try JPEGDecoder.decode(rebuilt) == JPEGDecoder.decode(file))
    }
}
