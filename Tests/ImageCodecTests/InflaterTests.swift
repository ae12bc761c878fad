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

    /// Any bit flipped in a valid zlib stream is refused with a typed error, never a trap, unless DEFLATE ignores
    /// it. A flip in the header breaks its check bits (RFC 1950, 2.2: CMF·256 + FLG is a multiple of 31, and no
    /// 2ᵏ with k < 16 is); a flip in a stored block's LEN or NLEN breaks their complement; a flip in the data changes
    /// the output by ±2ᵏ (k < 8) in one byte, which Adler-32 detects; a flip in a compressed block breaks its codes
    /// or changes the output. DEFLATE ignores the padding to a byte boundary (RFC 1951, 3.2.4): after a stored
    /// block's three header bits (bits 19…23 of the stored stream: its header starts at byte 2) and after the final
    /// block's end-of-block code, in the compressed stream's last DEFLATE byte (the one before the four Adler-32
    /// bytes); flips there are accepted, and only there.
    @Test func flippedBitsNeverTrap() {
        func accepted(_ stream: [UInt8]) -> [Int] {
            (0..<stream.count * 8).filter { bit in
                var damaged = stream
                damaged[bit / 8] ^= 1 << UInt8(bit % 8)
                return (try? Inflater.zlibDecompress(damaged, outputLimit: 1 << 16)) != nil
            }
        }
        #expect(accepted(Fixtures.textStored) == Array(19...23))
        let compressed = accepted(Fixtures.textLevel9)
        let lastDeflateByte = Fixtures.textLevel9.count - 5
        // The padding is the top bits of that byte: a run ending at its bit 7.
        #expect(!compressed.isEmpty)
        #expect(compressed.allSatisfy { $0 / 8 == lastDeflateByte })
        #expect(compressed == Array((compressed.first ?? 0)...(lastDeflateByte * 8 + 7)))
    }

    /// Random bytes after a valid zlib header, from a fixed seed: a typed error or a value within the output limit,
    /// never a trap. With the zlib wrapper nothing passes (the Adler-32 of random output matches once in 2³²).
    @Test func randomStreamsNeverTrap() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var zlibAccepted = 0, rawOverLimit = 0
        for _ in 0..<2_000 {
            var stream: [UInt8] = [0x78, 0xDA]
            for _ in 0..<64 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                stream.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            if (try? Inflater.zlibDecompress(stream, outputLimit: 1 << 16)) != nil { zlibAccepted += 1 }
            if let raw = try? Inflater.inflate(stream.dropFirst(2), outputLimit: 1 << 10), raw.count > 1 << 10 { rawOverLimit += 1 }
        }
        #expect(zlibAccepted == 0)
        #expect(rawOverLimit == 0)
    }
}
