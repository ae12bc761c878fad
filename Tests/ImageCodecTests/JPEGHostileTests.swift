import ImageCodec
import Testing

/// Malformed and hostile JPEG files: each ends in its typed error, none traps.
@Suite("Hostile JPEG files")
struct JPEGHostileTests {
    /// The offset of the first marker FF `code` before the scan data (walking the segments by their lengths), or
    /// nil. A file's markers up to SOS are FF, the code, a two-byte length counting itself.
    static func markerOffset(_ file: [UInt8], _ code: UInt8) -> Int? {
        var position = 2
        while position + 4 <= file.count, file[position] == 0xFF {
            if file[position + 1] == code { return position }
            if file[position + 1] == 0xDA { return nil }
            position += 2 + (Int(file[position + 2]) << 8 | Int(file[position + 3]))
        }
        return nil
    }

    /// `file` without its segments of marker `code` (before the scan).
    static func removing(_ code: UInt8, from file: [UInt8]) -> [UInt8] {
        var file = file
        while let offset = markerOffset(file, code) {
            let length = 2 + (Int(file[offset + 2]) << 8 | Int(file[offset + 3]))
            file.removeSubrange(offset..<offset + length)
        }
        return file
    }

    /// The fixtures the byte-by-byte tests use, by name (so that a failure names its file, not its bytes).
    static let smallFiles = ["grey13x7": JPEGFixtures.grey13x7, "odd13x7Progressive": JPEGFixtures.odd13x7Progressive,
                             "gradient444Restart": JPEGFixtures.gradient444Restart]

    /// Every proper prefix of a valid file throws: the end-of-image marker (FF D9) is the last two bytes, so each
    /// prefix lacks it, if nothing earlier.
    @Test(arguments: ["grey13x7", "odd13x7Progressive", "gradient444Restart"])
    func everyTruncationThrows(_ name: String) throws {
        let file = try #require(Self.smallFiles[name])
        for length in 0..<file.count {
            #expect(throws: JPEGDecodingError.self) { try JPEGDecoder.decode(file[..<length]) }
        }
        #expect(throws: JPEGDecodingError.notJPEG) { try JPEGDecoder.decode(file[..<1]) }
        #expect(throws: JPEGDecodingError.truncated) { try JPEGDecoder.decode(file.dropLast()) }
    }

    /// Each byte of a small baseline and a small progressive file changed in turn (inverted, or its lowest or highest
    /// bit flipped): the decoder returns a bitmap of the file's size or throws, and never traps. Inverting the first byte loses the start-of-image marker.
    @Test(arguments: ["grey13x7", "odd13x7Progressive"])
    func flippedBytesNeverTrap(_ name: String) throws {
        let file = try #require(Self.smallFiles[name])
        var decoded = 0
        for position in file.indices {
            for mask: UInt8 in [0xFF, 0x01, 0x80] {
                var damaged = file
                damaged[position] ^= mask
                if let bitmap = try? JPEGDecoder.decode(damaged) {
                    #expect(bitmap.rgba.count == bitmap.width * bitmap.height * 4)
                    decoded += 1
                }
            }
        }
        // Bytes in comments or padding, and many entropy-coded bits, only change pixels.
        #expect(decoded > 0)
        var first = file
        first[0] ^= 0xFF
        #expect(throws: JPEGDecodingError.notJPEG) { try JPEGDecoder.decode(first) }
    }

    /// SOF0's contents: precision (offset 4 from the marker), height (5–6), width (7–8), component count (9), then
    /// per component its identifier, sampling factors and table.
    @Test func hugeAndZeroDimensionsAreRefused() throws {
        let file = JPEGFixtures.solid420
        let frame = try #require(Self.markerOffset(file, 0xC0))
        var huge = file
        // 60,000 = 0xEA60 on each side: 3.6 billion pixels, refused before any coefficient array is made.
        huge.replaceSubrange(frame + 5..<frame + 9, with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: JPEGDecodingError.imageTooLarge(width: 60_000, height: 60_000, limit: 50_000_000)) {
            try JPEGDecoder.decode(huge)
        }
        // A lower limit refuses the 16 × 16 = 256-pixel original; 256 is accepted.
        #expect(throws: JPEGDecodingError.imageTooLarge(width: 16, height: 16, limit: 255)) {
            try JPEGDecoder.decode(file, maximumPixelCount: 255)
        }
        #expect(try JPEGDecoder.decode(file, maximumPixelCount: 256).width == 16)
        var zero = file
        zero.replaceSubrange(frame + 5..<frame + 7, with: [0, 0])
        #expect(throws: JPEGDecodingError.invalidDimensions(width: 16, height: 0)) { try JPEGDecoder.decode(zero) }
    }

    /// Sampling factors are 1…4, and the largest must be a whole multiple of each (the first component's byte is at
    /// offset 11 from the marker: 0x22 in the 4:2:0 file).
    @Test func samplingFactorsOutOfRangeAreRefused() throws {
        let file = JPEGFixtures.solid420
        let frame = try #require(Self.markerOffset(file, 0xC0))
        #expect(file[frame + 11] == 0x22)
        for factors: UInt8 in [0x52, 0x20, 0x00] {
            var damaged = file
            damaged[frame + 11] = factors
            #expect(throws: JPEGDecodingError.invalidSamplingFactors) { try JPEGDecoder.decode(damaged) }
        }
        // Y 2 × 2 and Cb (offset 14) 3 × 1: the largest horizontal factor, 3, is no multiple of Y's 2.
        var uneven = file
        uneven[frame + 14] = 0x31
        #expect(throws: JPEGDecodingError.invalidSamplingFactors) { try JPEGDecoder.decode(uneven) }
    }

    /// 256 codes, 255 of length 1 and one of length 2 (a count byte holds at most 255): length 1 has room for two
    /// codes. Three codes of length 1 over-subscribe it too.
    @Test func overSubscribedHuffmanTablesAreRefused() {
        var table: [UInt8] = [0x00, 255, 1] + [UInt8](repeating: 0, count: 14) + (0...255).map { UInt8($0) }
        var file: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC4, UInt8((table.count + 2) >> 8), UInt8((table.count + 2) & 0xFF)] + table
        #expect(throws: JPEGDecodingError.invalidHuffmanTable) { try JPEGDecoder.decode(file) }
        table = [0x10, 3] + [UInt8](repeating: 0, count: 15) + [1, 2, 3]
        file = [0xFF, 0xD8, 0xFF, 0xC4, 0x00, UInt8(table.count + 2)] + table
        #expect(throws: JPEGDecodingError.invalidHuffmanTable) { try JPEGDecoder.decode(file) }
    }

    @Test func missingTablesAreRefused() {
        #expect(throws: JPEGDecodingError.missingHuffmanTable) {
            try JPEGDecoder.decode(Self.removing(0xC4, from: JPEGFixtures.solid420))
        }
        #expect(throws: JPEGDecodingError.missingQuantizationTable) {
            try JPEGDecoder.decode(Self.removing(0xDB, from: JPEGFixtures.solid420))
        }
    }

    /// The scan header's first component identifier (offset 5 from the SOS marker) changed to 9, which the frame
    /// (components 1, 2, 3) does not define.
    @Test func aScanOfAnUnknownComponentIsRefused() throws {
        var file = JPEGFixtures.solid420
        let scan = try #require(file.indices.dropLast().first { file[$0] == 0xFF && file[$0 + 1] == 0xDA })
        file[scan + 5] = 9
        #expect(throws: JPEGDecodingError.unknownComponent(9)) { try JPEGDecoder.decode(file) }
    }

    @Test func markersOutOfOrderAreRefused() throws {
        // No frame header: the scan comes first.
        #expect(throws: JPEGDecodingError.misplacedMarker(0xDA)) {
            try JPEGDecoder.decode(Self.removing(0xC0, from: JPEGFixtures.solid420))
        }
        // Two frame headers.
        let file = JPEGFixtures.solid420
        let frame = try #require(Self.markerOffset(file, 0xC0))
        let length = 2 + (Int(file[frame + 2]) << 8 | Int(file[frame + 3]))
        var twice = file
        twice.insert(contentsOf: file[frame..<frame + length], at: frame)
        #expect(throws: JPEGDecodingError.misplacedMarker(0xC0)) { try JPEGDecoder.decode(twice) }
        // End of image straight after the start.
        #expect(throws: JPEGDecodingError.misplacedMarker(0xD9)) { try JPEGDecoder.decode([0xFF, 0xD8, 0xFF, 0xD9]) }
        // Not a marker where one must be.
        #expect(throws: JPEGDecodingError.misplacedMarker(0x12)) { try JPEGDecoder.decode([0xFF, 0xD8, 0x12, 0x34]) }
    }

    /// Fill bytes (FF) may precede any marker (ITU T.81, B.1.1.2): 100,000 of them before the frame header change
    /// nothing; 100,000 after the start-of-image marker and nothing else is a truncated file.
    @Test func fillBytesAreSkipped() throws {
        let file = JPEGFixtures.solid420
        let frame = try #require(Self.markerOffset(file, 0xC0))
        var filled = file
        filled.insert(contentsOf: [UInt8](repeating: 0xFF, count: 100_000), at: frame)
        #expect(try JPEGDecoder.decode(filled) == JPEGDecoder.decode(file))
        #expect(throws: JPEGDecodingError.truncated) {
            try JPEGDecoder.decode([0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 100_000))
        }
    }

    /// Arithmetic coding (SOF9), lossless (SOF3), 12-bit samples and four components are typed as unsupported.
    @Test func unsupportedFormatsAreTyped() throws {
        let file = JPEGFixtures.solid420
        let frame = try #require(Self.markerOffset(file, 0xC0))
        var arithmetic = file
        arithmetic[frame + 1] = 0xC9
        #expect(throws: JPEGDecodingError.unsupportedProcess(marker: 0xC9)) { try JPEGDecoder.decode(arithmetic) }
        var lossless = file
        lossless[frame + 1] = 0xC3
        #expect(throws: JPEGDecodingError.unsupportedProcess(marker: 0xC3)) { try JPEGDecoder.decode(lossless) }
        var twelveBit = file
        twelveBit[frame + 4] = 12
        #expect(throws: JPEGDecodingError.unsupportedPrecision(12)) { try JPEGDecoder.decode(twelveBit) }
        // A CMYK frame header: 4 components of 1 × 1 with table 0; length 8 + 3 · 4 = 20.
        let cmyk: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 20, 8, 0, 1, 0, 1, 4,
                             1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0, 4, 0x11, 0]
        #expect(throws: JPEGDecodingError.unsupportedComponentCount(4)) { try JPEGDecoder.decode(cmyk) }
    }

    /// The fixture's restart markers are RST0, RST1, RST2 in turn; the first made RST1 is out of sequence.
    @Test func restartMarkersOutOfSequenceAreRefused() throws {
        var file = JPEGFixtures.gradient444Restart
        let scan = try #require(file.indices.dropLast().first { file[$0] == 0xFF && file[$0 + 1] == 0xDA })
        let restart = try #require((scan + 2..<file.count - 1).first { file[$0] == 0xFF && file[$0 + 1] == 0xD0 })
        file[restart + 1] = 0xD1
        #expect(throws: JPEGDecodingError.badRestartMarker(expected: 0xD0, found: 0xD1)) { try JPEGDecoder.decode(file) }
    }
}
