import ImageCodec
import Testing

/// Malformed and hostile PNG files: each ends in its typed error, none traps.
@Suite("Hostile PNG files")
struct HostilePNGTests {
    /// Every proper prefix of a valid file throws (the signature, a chunk or `IEND` is cut short).
    @Test func everyTruncationThrows() {
        let file = Fixtures.rgba3x2Level9
        for length in 0..<file.count {
            #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(file[..<length]) }
        }
        #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode(file[..<7]) }
        // The signature and IHDR (8 + 25 bytes), then nothing: the next chunk is missing.
        #expect(throws: PNGDecodingError.truncated) { try PNGDecoder.decode(file[..<33]) }
        // Everything but IEND's last CRC byte.
        #expect(throws: PNGDecodingError.truncated) { try PNGDecoder.decode(file.dropLast()) }
    }

    /// A changed IHDR byte (the width's last, at offset 19) no longer matches the chunk's CRC (its last four bytes,
    /// offsets 29…32).
    @Test func aBadCRCIsCaught() throws {
        var file = Fixtures.rgba3x2Level9
        file[19] ^= 0x01
        let stored = UInt32(file[29]) << 24 | UInt32(file[30]) << 16 | UInt32(file[31]) << 8 | UInt32(file[32])
        let error = #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(file) }
        guard case .crcMismatch(let chunk, let expected, let actual) = error else {
            Issue.record("expected a CRC mismatch, got \(String(describing: error))")
            return
        }
        #expect(chunk == "IHDR" && expected == stored && actual != stored)
    }

    /// The image data ends with 0x01020304 in place of its Adler-32, 0x9C020A77 (Python's `zlib.adler32` of the rows).
    @Test func aBadAdlerIsCaught() {
        #expect(throws: PNGDecodingError.compressedData(.checksumMismatch(expected: 0x0102_0304, actual: 0x9C02_0A77))) {
            try PNGDecoder.decode(Fixtures.badAdler)
        }
    }

    @Test func zeroAndHugeDimensionsAreRefused() throws {
        #expect(throws: PNGDecodingError.invalidDimensions(width: 0, height: 2)) { try PNGDecoder.decode(Fixtures.zeroWidth) }
        // 10^10 pixels: refused from the header, before the data is looked at.
        #expect(throws: PNGDecodingError.imageTooLarge(width: 100_000, height: 100_000, limit: 50_000_000)) {
            try PNGDecoder.decode(Fixtures.huge)
        }
        // A lower limit refuses a small image: 3 × 2 = 6 pixels.
        #expect(throws: PNGDecodingError.imageTooLarge(width: 3, height: 2, limit: 5)) {
            try PNGDecoder.decode(Fixtures.rgba3x2Level9, maximumPixelCount: 5)
        }
        #expect(try PNGDecoder.decode(Fixtures.rgba3x2Level9, maximumPixelCount: 6).width == 3)
        // With no practical limit, the sizes still cannot overflow: the rows need 100,000 · (1 + 4 · 100,000) =
        // 40,000,100,000 bytes, the data inflates to its 100, and nothing the size of the image is allocated.
        #expect(throws: PNGDecodingError.imageDataSizeMismatch(expected: 40_000_100_000, actual: 100)) {
            try PNGDecoder.decode(Fixtures.huge, maximumPixelCount: .max)
        }
    }

    /// A 1 × 1 RGBA image needs 1 + 4 = 5 bytes of rows; its ~1 KB of IDAT inflates to a million: the inflater stops
    /// at the sixth byte.
    @Test func aDecompressionBombIsStopped() {
        #expect(Fixtures.bomb.count < 2_000)
        #expect(throws: PNGDecodingError.compressedData(.outputLimitExceeded(limit: 5))) { try PNGDecoder.decode(Fixtures.bomb) }
    }

    /// The rows need 2 · (1 + 3 · 4) = 26 bytes; the data holds 25.
    @Test func shortImageDataIsRefused() {
        #expect(throws: PNGDecodingError.imageDataSizeMismatch(expected: 26, actual: 25)) { try PNGDecoder.decode(Fixtures.shortData) }
    }

    @Test func structuralErrorsAreTyped() {
        #expect(throws: PNGDecodingError.invalidFilterType(5)) { try PNGDecoder.decode(Fixtures.badFilter) }
        #expect(throws: PNGDecodingError.unknownCriticalChunk("ABCD")) { try PNGDecoder.decode(Fixtures.unknownCritical) }
        #expect(throws: PNGDecodingError.missingPalette) { try PNGDecoder.decode(Fixtures.missingPalette) }
        #expect(throws: PNGDecodingError.invalidFormat(bitDepth: 3, colorType: 0)) { try PNGDecoder.decode(Fixtures.badDepth) }
        #expect(throws: PNGDecodingError.misplacedChunk("IDAT")) { try PNGDecoder.decode(Fixtures.splitImageData) }
        #expect(throws: PNGDecodingError.paletteIndexOutOfRange(2)) { try PNGDecoder.decode(Fixtures.palette8BitOutOfRange) }
        #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode(Array("GIF89a garbage".utf8)) }
    }

    /// Chunks in the wrong order or shape, made from a valid file by moving or rewriting chunks (CRCs recomputed by
    /// `chunk(_:_:)`, the PNG spec's CRC written out bit by bit).
    @Test func misplacedChunksAreRefused() {
        let signature = PNGDecoder.signature
        let header = chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])
        // The 1 × 1 grey rows [filter 0, sample 0x7F] in one stored block (final, LEN 2, NLEN 0xFFFD). Adler-32 of
        // [0, 0x7F]: a = 1 + 0 + 127 = 128; b sums a after each byte: 1 + 128 = 129; b · 2^16 + a = 0x00810080.
        let data = chunk("IDAT", [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0x00, 0x7F, 0x00, 0x81, 0x00, 0x80])
        let end = chunk("IEND", [])
        // The valid file decodes to one grey pixel 0x7F.
        #expect((try? PNGDecoder.decode(signature + header + data + end))?.pixel(atX: 0, y: 0)
            == Bitmap.Pixel(red: 127, green: 127, blue: 127))
        #expect(throws: PNGDecodingError.missingHeader) { try PNGDecoder.decode(signature + data + header + end) }
        #expect(throws: PNGDecodingError.misplacedChunk("IHDR")) { try PNGDecoder.decode(signature + header + header + data + end) }
        #expect(throws: PNGDecodingError.missingImageData) { try PNGDecoder.decode(signature + header + end) }
        // A palette in a greyscale image.
        #expect(throws: PNGDecodingError.misplacedChunk("PLTE")) {
            try PNGDecoder.decode(signature + header + chunk("PLTE", [1, 2, 3]) + data + end)
        }
        // tRNS of the wrong length for greyscale (2 bytes).
        #expect(throws: PNGDecodingError.invalidTransparency) {
            try PNGDecoder.decode(signature + header + chunk("tRNS", [0, 1, 2]) + data + end)
        }
        // A chunk type with a digit, and a length over 2^31 − 1.
        #expect(throws: PNGDecodingError.malformedChunk) { try PNGDecoder.decode(signature + header + chunk("ID4T", []) + data + end) }
        #expect(throws: PNGDecodingError.malformedChunk) {
            try PNGDecoder.decode(signature + header + [0x80, 0, 0, 0] + Array("tEXt".utf8) + [0, 0, 0, 0] + data + end)
        }
        // Unknown ancillary chunks are skipped.
        #expect((try? PNGDecoder.decode(signature + header + chunk("zzZz", [9, 9]) + data + end)) != nil)
    }

    /// Every byte of valid files flipped, one at a time, is refused with a typed error, never a trap: every byte
    /// after the signature lies in a chunk's length, type, data or CRC, and CRC-32 detects every error of one byte
    /// (any burst of at most 32 bits; PNG spec, annex D), while a flipped signature byte is not PNG. Random bytes
    /// after the signature, from a fixed seed, are refused too (a random chunk passes its CRC once in 2³²).
    @Test func damagedFilesNeverTrap() {
        var refused = 0, accepted: [String] = []
        for (name, file) in [("rgba3x2Level9", Fixtures.rgba3x2Level9), ("palette2Bit", Fixtures.palette2Bit),
                             ("adam7RGB5x5", Fixtures.adam7RGB5x5), ("grey16Bit", Fixtures.grey16Bit)] {
            for index in file.indices {
                for mask: UInt8 in [0x01, 0x80, 0xFF] {
                    var damaged = file
                    damaged[index] ^= mask
                    do {
                        _ = try PNGDecoder.decode(damaged)
                        accepted.append("\(name) byte \(index) ^ \(mask)")
                    } catch {
                        refused += 1
                    }
                }
            }
        }
        #expect(accepted == [])
        #expect(refused == 3 * (Fixtures.rgba3x2Level9.count + Fixtures.palette2Bit.count + Fixtures.adam7RGB5x5.count
                                + Fixtures.grey16Bit.count))
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var randomAccepted = 0
        for _ in 0..<1_000 {
            var file = PNGDecoder.signature
            for _ in 0..<48 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                file.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            if (try? PNGDecoder.decode(file)) != nil { randomAccepted += 1 }
        }
        #expect(randomAccepted == 0)
    }

    /// A chunk: length, type, data, and the CRC-32 of type and data, computed bit by bit from the polynomial
    /// 0xEDB88320 (PNG spec, annex D), independently of the decoder's table.
    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }
}
