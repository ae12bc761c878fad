import Foundation
import ImageCodec
import Testing

/// The JPEG encoder: the file's structure, its quantisation tables against ITU T.81's annex K, and round trips
/// through ``JPEGDecoder`` within tolerances worked out from the quantisers.
///
/// Checked by hand once (tests cannot run other programs): ImageMagick 6.9's `convert` and libjpeg-turbo's
/// `djpeg` read the encoder's files of a 301 × 203 picture at qualities 0, 0.5, 0.9 and 1, and their pixels are
/// within 3 of ``JPEGDecoder``'s, a mean difference under 0.2 (their inverse DCT and chroma upsampling round
/// differently).
@Suite("JPEG encoder")
struct JPEGEncoderTests {
    /// A `width` × `height` bitmap of `pixel(x, y)`.
    static func bitmap(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> Bitmap {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rgba += pixel(x, y) }
        }
        return try #require(Bitmap(width: width, height: height, rgba: rgba))
    }

    /// The contents of the first segment with marker FF `code` (walking the segments from the start).
    static func segment(_ file: [UInt8], _ code: UInt8) -> [UInt8]? {
        var position = 2
        while position + 4 <= file.count, file[position] == 0xFF {
            let length = Int(file[position + 2]) << 8 | Int(file[position + 3])
            if file[position + 1] == code { return Array(file[position + 4..<min(file.count, position + 2 + length)]) }
            if file[position + 1] == 0xDA { return nil }
            position += 2 + length
        }
        return nil
    }

    /// The largest channel difference between two bitmaps of the same size.
    static func largestDifference(_ first: Bitmap, _ second: Bitmap) -> Int {
        guard first.width == second.width, first.height == second.height else { return .max }
        return zip(first.rgba, second.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test func theFileIsBaselineJFIF() throws {
        let file = [UInt8](JPEGEncoder(quality: 0.8).encode(try Self.bitmap(13, 7) { x, y in [UInt8(x * 19), UInt8(y * 30), 90, 255] }))
        #expect(file.starts(with: [0xFF, 0xD8, 0xFF, 0xE0]))
        #expect(Array(file.suffix(2)) == [0xFF, 0xD9])
        // APP0: "JFIF", 0, version 1.01.
        #expect(Self.segment(file, 0xE0)?.prefix(7).elementsEqual([0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01]) == true)
        // SOF0: 8 bits, height 7, width 13, three components; Y 2 × 2 (4:2:0 below quality 0.9), Cb and Cr 1 × 1.
        #expect(Self.segment(file, 0xC0) == [8, 0, 7, 0, 13, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
        // Four Huffman tables: 4 × 17 header bytes + 12 + 162 + 12 + 162 values.
        let huffmanLength: Int = 4 * 17 + 2 * 12 + 2 * 162
        #expect(Self.segment(file, 0xC4)?.count == huffmanLength)
        let header = try #require(ImageHeader(sniffing: file))
        #expect(header.format == .jpeg && header.width == 13 && header.height == 7)
        // From quality 0.9 the chroma keeps every sample: Y 1 × 1.
        let full = [UInt8](JPEGEncoder(quality: 0.9).encode(try Self.bitmap(2, 2) { _, _ in [1, 2, 3, 255] }))
        #expect(Self.segment(full, 0xC0)?[7] == 0x11)
    }

    /// Quality 0.5 is IJG quality 50, a scale of 200 − 2 · 50 = 100 %: T.81's tables K.1 and K.2 as they are,
    /// written in zig-zag order (the order below).
    @Test func qualityOneHalfWritesTheAnnexKTables() throws {
        let luminance: [UInt8] = [
            16, 11, 12, 14, 12, 10, 16, 14, 13, 14, 18, 17, 16, 19, 24, 40,
            26, 24, 22, 22, 24, 49, 35, 37, 29, 40, 58, 51, 61, 60, 57, 51,
            56, 55, 64, 72, 92, 78, 64, 68, 87, 69, 55, 56, 80, 109, 81, 87,
            95, 98, 103, 104, 103, 62, 77, 113, 121, 112, 100, 120, 92, 101, 103, 99,
        ]
        let chrominance: [UInt8] = [17, 18, 18, 24, 21, 24, 47, 26, 26, 47, 99, 66, 56, 66]
            + [UInt8](repeating: 99, count: 50)
        let file = [UInt8](JPEGEncoder(quality: 0.5).encode(try Self.bitmap(8, 8) { _, _ in [0, 0, 0, 255] }))
        #expect(Self.segment(file, 0xDB) == [0] + luminance + [1] + chrominance)
    }

    /// Other qualities scale the tables: 0.25 → q = 25, 5000 / 25 = 200 %: 16 → (16 · 200 + 50) / 100 = 32;
    /// 0 → q = 1, 5000 %: 16 → 800, kept at 255; 1 → q = 100, 0 %: every entry kept at 1.
    @Test func otherQualitiesScaleTheTables() throws {
        let black = try Self.bitmap(8, 8) { _, _ in [0, 0, 0, 255] }
        let quarter = try #require(Self.segment([UInt8](JPEGEncoder(quality: 0.25).encode(black)), 0xDB))
        #expect(quarter[1] == 32 && quarter[2] == 22)   // 11 · 2 = 22
        let lowest = try #require(Self.segment([UInt8](JPEGEncoder(quality: 0).encode(black)), 0xDB))
        #expect(lowest[1] == 255 && lowest[6] == 255)   // 10 · 50 = 500, kept at 255
        let best = try #require(Self.segment([UInt8](JPEGEncoder(quality: 1).encode(black)), 0xDB))
        #expect(best.count == 130 && best.enumerated().allSatisfy { $0.offset % 65 == 0 || $0.element == 1 })
        #expect(JPEGEncoder(quality: 0.5).scaledQuality == 50)
        #expect(JPEGEncoder(quality: 7).quality == 1 && JPEGEncoder(quality: -1).quality == 0)
        #expect(JPEGEncoder(quality: .nan).quality == 0.75 && JPEGEncoder(quality: 0).scaledQuality == 1)
    }

    /// Four solid 8 × 8 quadrants, each exactly one block: a block of one colour has only a DC coefficient. At
    /// quality 1 the quantisers are 1 and the chroma keeps every sample, so what is lost is rounding: Y, Cb, Cr to
    /// whole numbers (±0.5) going in, and back to RGB (at most 1.772 · 0.5 + 0.5 ≈ 1.4, and pure colours whose Cb
    /// or Cr clamps at 255 lose under 1): ±2.
    @Test func fullQualityRoundTripKeepsSolidBlocks() throws {
        let colours: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [90, 140, 200, 255]]
        let source = try Self.bitmap(16, 16) { x, y in colours[(y / 8) * 2 + x / 8] }
        let decoded = try JPEGDecoder.decode([UInt8](JPEGEncoder(quality: 1).encode(source)))
        #expect(Self.largestDifference(source, decoded) <= 2)
    }

    /// A solid picture at quality 0.5 (4:2:0): the DC quantisers are 16 (Y) and 17 (Cb, Cr) and the DC coefficient
    /// is 8 × the block's mean level, so Y comes back within 16 / 8 / 2 = 1 and Cb, Cr within 17 / 16 ≈ 1.1, plus
    /// ±0.5 of rounding each; in RGB at most 1.5 + 1.772 · 1.6 ≈ 4.3: ±4 (the chroma is solid, so subsampling
    /// loses nothing).
    @Test func halfQualityRoundTripOfASolidPicture() throws {
        let source = try Self.bitmap(24, 10) { _, _ in [200, 100, 50, 255] }
        let decoded = try JPEGDecoder.decode([UInt8](JPEGEncoder(quality: 0.5).encode(source)))
        #expect(decoded.width == 24 && decoded.height == 10)
        #expect(Self.largestDifference(source, decoded) <= 4)
    }

    /// Alpha is dropped after compositing over black: transparent → black, white at alpha 128 → 255 · 128 / 255 =
    /// 128 grey (±2 as above).
    @Test func alphaIsCompositedOverBlack() throws {
        let source = try Self.bitmap(16, 8) { x, _ in x < 8 ? [255, 255, 255, 0] : [255, 255, 255, 128] }
        let decoded = try JPEGDecoder.decode([UInt8](JPEGEncoder(quality: 1).encode(source)))
        let clear = try #require(decoded.pixel(atX: 3, y: 3)), half = try #require(decoded.pixel(atX: 12, y: 3))
        #expect(clear.red <= 2 && clear.green <= 2 && clear.blue <= 2 && clear.alpha == 255)
        #expect(abs(Int(half.red) - 128) <= 2 && abs(Int(half.green) - 128) <= 2 && abs(Int(half.blue) - 128) <= 2)
    }

    /// An empty bitmap is written as one white pixel.
    @Test func anEmptyBitmapIsOneWhitePixel() throws {
        let empty = try #require(Bitmap(width: 0, height: 5, rgba: []))
        let decoded = try JPEGDecoder.decode([UInt8](JPEGEncoder(quality: 0.9).encode(empty)))
        let pixel = try #require(decoded.pixel(atX: 0, y: 0))
        #expect(decoded.width == 1 && decoded.height == 1)
        #expect(pixel.red >= 253 && pixel.green >= 253 && pixel.blue >= 253)
    }

    /// A picture whose blocks code to bytes FF somewhere: every FF in the scan data is followed by a stuffed 00 or
    /// is a marker, and the file decodes. A 64 × 64 noise-like pattern at quality 1 makes long codes of many ones.
    @Test func scanDataIsStuffed() throws {
        let source = try Self.bitmap(64, 64) { x, y in
            let value = UInt8((x * 73 + y * 151 + x * y * 37) % 256)
            return [value, 255 &- value, value &* 3, 255]
        }
        let file = [UInt8](JPEGEncoder(quality: 1).encode(source))
        let scan = try #require(file.indices.dropLast().first { file[$0] == 0xFF && file[$0 + 1] == 0xDA })
        let data = file[(scan + 14)..<(file.count - 2)]
        #expect(data.contains(0xFF))
        #expect(data.indices.dropLast().allSatisfy { data[$0] != 0xFF || data[$0 + 1] == 0x00 })
        #expect(try JPEGDecoder.decode(file).width == 64)
    }
}
