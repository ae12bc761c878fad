import ImageCodec
import Testing

/// The inflater against streams written by Python's zlib and by hand (see `scripts/make-image-fixtures.py`).
@Suite("Inflater")
struct InflaterTests {
    /// The text the `text…` fixtures compress: 40 lines, 2,110 bytes.
    static let text = Array((0..<40).map { "line \($0): the quick brown fox jumps over the lazy dog\n" }.joined().utf8)

    @Test func theTextFitsItsDescription() {
        // 10 lines of 52 bytes (one-digit numbers) + 30 of 53: 520 + 1,590 = 2,110.
        #expect(Self.text.count == 2_110)
    }

    /// Dynamic Huffman codes (zlib level 9 chose block type 2) and stored blocks (level 0) both give the text back.
    @Test func dynamicAndStoredStreamsInflate() throws {
        #expect(try Inflater.zlibDecompress(Fixtures.textLevel9, outputLimit: 1 << 20) == Self.text)
        #expect(try Inflater.zlibDecompress(Fixtures.textStored, outputLimit: 1 << 20) == Self.text)
        // The limit may equal the output's size.
        #expect(try Inflater.zlibDecompress(Fixtures.textLevel9, outputLimit: 2_110) == Self.text)
    }

    /// A fixed block: literal "a", then length 4 at distance 1 copies the byte it is writing (an overlapping
    /// match): "aaaaa".
    @Test func anOverlappingMatchRepeats() throws {
        #expect(try Inflater.inflate(Fixtures.fixedRuns, outputLimit: 100) == Array("aaaaa".utf8))
    }

    @Test func theOutputLimitStopsABomb() {
        #expect(throws: InflateError.outputLimitExceeded(limit: 2_109)) {
            try Inflater.zlibDecompress(Fixtures.textLevel9, outputLimit: 2_109)
        }
        #expect(throws: InflateError.outputLimitExceeded(limit: 100)) {
            try Inflater.zlibDecompress(Fixtures.textStored, outputLimit: 100)
        }
        #expect(throws: InflateError.outputLimitExceeded(limit: 4)) { try Inflater.inflate(Fixtures.fixedRuns, outputLimit: 4) }
    }

    /// The stream ends with 0xD599E3F7, Python's `zlib.adler32` of the text; a changed last byte is caught.
    @Test func aWrongAdlerIsCaught() {
        var stream = Fixtures.textLevel9
        stream[stream.count - 1] = 0x00
        #expect(throws: InflateError.checksumMismatch(expected: 0xD599_E300, actual: 0xD599_E3F7)) {
            try Inflater.zlibDecompress(stream, outputLimit: 1 << 20)
        }
    }

    /// RFC 1950, 2.2: CMF·256 + FLG must be a multiple of 31 (0x7801 = 31 · 991; 0x7800 is not), CM must be 8, and
    /// FDICT (0x20 in FLG; 0x78BB = 31 · 997) asks for a dictionary.
    @Test func theZlibHeaderIsChecked() {
        #expect(throws: InflateError.invalidZlibHeader) { try Inflater.zlibDecompress([0x78, 0x00, 0x03, 0x00], outputLimit: 10) }
        #expect(throws: InflateError.invalidZlibHeader) { try Inflater.zlibDecompress([0x77, 0x01 + 0x1E, 0x03, 0x00], outputLimit: 10) }
        #expect(throws: InflateError.presetDictionary) { try Inflater.zlibDecompress([0x78, 0xBB, 0, 0, 0, 0], outputLimit: 10) }
        #expect(throws: InflateError.truncated) { try Inflater.zlibDecompress([0x78], outputLimit: 10) }
        #expect(throws: InflateError.truncated) { try Inflater.zlibDecompress([], outputLimit: 10) }
    }

    /// Every proper prefix of a valid stream is truncated, whatever block it stops in.
    @Test func everyPrefixIsTruncated() {
        for stream in [Fixtures.textLevel9, Fixtures.textStored] {
            for length in 0..<stream.count {
                #expect(throws: InflateError.truncated) { try Inflater.zlibDecompress(stream[..<length], outputLimit: 1 << 20) }
            }
        }
    }

    @Test func aBackReferenceBeforeTheStartIsRefused() {
        #expect(throws: InflateError.distanceTooFar(distance: 1, available: 0)) {
            try Inflater.inflate(Fixtures.distanceBeforeStart, outputLimit: 100)
        }
        #expect(throws: InflateError.distanceTooFar(distance: 2, available: 1)) {
            try Inflater.inflate(Fixtures.distanceTooFar, outputLimit: 100)
        }
    }

    @Test func invalidCodeLengthsAreRefused() {
        // 19 codes of length 1 over-subscribe the two codes of one bit.
        #expect(throws: InflateError.invalidCodeLengths) { try Inflater.inflate(Fixtures.oversubscribed, outputLimit: 100) }
        // HLIT 30 means 287 literal/length codes; 286 is the most.
        #expect(throws: InflateError.invalidCodeLengths) { try Inflater.inflate(Fixtures.tooManyLiterals, outputLimit: 100) }
        // A repeat (16) as the first length has nothing to repeat.
        #expect(throws: InflateError.invalidCodeLengths) { try Inflater.inflate(Fixtures.repeatWithoutPrevious, outputLimit: 100) }
        // All 258 lengths 0: no code for end-of-block (256).
        #expect(throws: InflateError.invalidCodeLengths) { try Inflater.inflate(Fixtures.noEndOfBlock, outputLimit: 100) }
    }

    @Test func malformedBlocksAreRefused() {
        #expect(throws: InflateError.invalidBlockType) { try Inflater.inflate(Fixtures.reservedBlockType, outputLimit: 100) }
        #expect(throws: InflateError.storedLengthMismatch) { try Inflater.inflate(Fixtures.storedMismatch, outputLimit: 100) }
        // A fixed block (0b011: final, type 1) holding the reserved literal/length 286: code 0xC6 in 8 bits, sent
        // most significant bit first after the three header bits.
        #expect(throws: InflateError.invalidSymbol) { try Inflater.inflate([0b0001_1011, 0b0000_0011], outputLimit: 100) }
    }

    /// Any bit flipped in a valid stream ends in a value or a typed error, never a trap.
    @Test func flippedBitsNeverTrap() {
        for stream in [Fixtures.textLevel9, Fixtures.textStored] {
            for bit in 0..<stream.count * 8 {
                var damaged = stream
                damaged[bit / 8] ^= 1 << UInt8(bit % 8)
                _ = try? Inflater.zlibDecompress(damaged, outputLimit: 1 << 16)
            }
        }
    }

    /// Random bytes after a valid zlib header, from a fixed seed: a value or a typed error, never a trap.
    @Test func randomStreamsNeverTrap() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var stream: [UInt8] = [0x78, 0xDA]
            for _ in 0..<64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                stream.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            _ = try? Inflater.zlibDecompress(stream, outputLimit: 1 << 16)
            _ = try? Inflater.inflate(stream.dropFirst(2), outputLimit: 1 << 16)
        }
    }
}
