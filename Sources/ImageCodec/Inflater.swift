/// Decompresses zlib streams (RFC 1950) and the DEFLATE data inside them (RFC 1951): stored blocks, blocks with
/// the fixed Huffman codes and blocks with dynamic ones.
///
/// The output never grows past a limit the caller gives, so a small stream cannot expand into a huge allocation;
/// every read is bounds-checked and every malformed input throws an ``InflateError``.
///
/// ```swift
/// let bytes = try Inflater.zlibDecompress(stream, outputLimit: 1 << 20)
/// ```
public enum Inflater {
    /// The lengths of literal/length codes 257…285: the base and the number of extra bits (RFC 1951, 3.2.5).
    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                      115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The distances of distance codes 0…29: the base and the number of extra bits (RFC 1951, 3.2.5).
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
                                        1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
                                            12, 12, 13, 13]
    /// The order in which a dynamic block lists the code length code's lengths (RFC 1951, 3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The whole of a zlib stream: its two-byte header, the DEFLATE data, and the Adler-32 of the output, checked.
    /// Bytes after the checksum are ignored.
    ///
    /// - Parameters:
    ///   - bytes: The stream.
    ///   - outputLimit: The most bytes the output may hold; a stream that inflates to more throws
    ///     ``InflateError/outputLimitExceeded(limit:)`` before the excess is written.
    /// - Complexity: O(n + m) for n input and m output bytes, plus O(2^9) per dynamic block for its code tables.
    public static func zlibDecompress(_ bytes: some Collection<UInt8>, outputLimit: Int) throws(InflateError) -> [UInt8] {
        let input = Array(bytes)
        guard input.count >= 2 else { throw .truncated }
        let method = input[0], flags = input[1]
        // CMF: compression method 8 (DEFLATE) in the low nibble, log2(window) − 8 ≤ 7 in the high nibble; the two
        // bytes as a big-endian number are a multiple of 31 (RFC 1950, 2.2).
        guard method & 0x0F == 8, method >> 4 <= 7, (Int(method) << 8 | Int(flags)) % 31 == 0 else {
            throw .invalidZlibHeader
        }
        guard flags & 0x20 == 0 else { throw .presetDictionary }
        var reader = BitReader(input, startingAt: 2)
        let output = try inflate(&reader, outputLimit: outputLimit)
        reader.alignToByte()
        var expected: UInt32 = 0
        for _ in 0..<4 { expected = expected << 8 | UInt32(try reader.bits(8)) }
        let actual = Checksum.adler32(output)
        guard expected == actual else { throw .checksumMismatch(expected: expected, actual: actual) }
        return output
    }

    /// Raw DEFLATE data (no zlib header or checksum), up to and including its final block.
    ///
    /// - Parameters:
    ///   - bytes: The compressed blocks.
    ///   - outputLimit: The most bytes the output may hold.
    /// - Complexity: O(n + m) for n input and m output bytes.
    public static func inflate(_ bytes: some Collection<UInt8>, outputLimit: Int) throws(InflateError) -> [UInt8] {
        var reader = BitReader(Array(bytes))
        return try inflate(&reader, outputLimit: outputLimit)
    }

    private static func inflate(_ reader: inout BitReader, outputLimit: Int) throws(InflateError) -> [UInt8] {
        let limit = max(0, outputLimit)
        var output: [UInt8] = []
        var isFinal = false
        while !isFinal {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try storedBlock(&reader, into: &output, limit: limit)
            case 1: try compressedBlock(&reader, literals: fixedLiteralCode, distances: fixedDistanceCode, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try compressedBlock(&reader, literals: literals, distances: distances, into: &output, limit: limit)
            default: throw .invalidBlockType
            }
        }
        return output
    }

    /// A stored block: from the next byte boundary, LEN and its ones' complement NLEN (16 bits each, little
    /// endian), then LEN bytes as they are (RFC 1951, 3.2.4).
    private static func storedBlock(_ reader: inout BitReader, into output: inout [UInt8], limit: Int) throws(InflateError) {
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else { throw .storedLengthMismatch }
        guard output.count + length <= limit else { throw .outputLimitExceeded(limit: limit) }
        try reader.copyBytes(length, to: &output)
    }

    /// The fixed literal/length code (RFC 1951, 3.2.6): 0–143 in 8 bits, 144–255 in 9, 256–279 in 7, 280–287 in 8.
    private static let fixedLiteralCode: HuffmanCode = {
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144...255 { lengths[symbol] = 9 }
        for symbol in 256...279 { lengths[symbol] = 7 }
        // The lengths make a complete code, so this cannot throw.
        return (try? HuffmanCode(lengths: lengths[...])) ?? HuffmanCode.emptyCode
    }()

    /// The fixed distance code: the 32 five-bit codes (30 and 31 never occur in valid data).
    private static let fixedDistanceCode: HuffmanCode = (try? HuffmanCode(lengths: [Int](repeating: 5, count: 32)[...]))
        ?? HuffmanCode.emptyCode

    /// A dynamic block's header (RFC 1951, 3.2.7): HLIT, HDIST and HCLEN, the code length code's lengths, then the
    /// literal/length and distance code lengths in that code, with runs (16: repeat the previous length 3–6 times;
    /// 17: 3–10 zeros; 18: 11–138 zeros) that may run from one table into the other.
    private static func dynamicCodes(_ reader: inout BitReader) throws(InflateError) -> (HuffmanCode, HuffmanCode) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .invalidCodeLengths }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengthCode = try HuffmanCode(lengths: codeLengthLengths[...])
        // The code length code must be complete: a single-symbol code would let a stream lengthen itself for free.
        guard !codeLengthCode.isEmpty, codeLengthCode.isComplete else { throw .invalidCodeLengths }

        let total = literalCount + distanceCount
        var lengths: [Int] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            let symbol = try codeLengthCode.decode(from: &reader)
            let value: Int, repeatCount: Int
            switch symbol {
            case 0...15: (value, repeatCount) = (symbol, 1)
            case 16:
                guard let previous = lengths.last else { throw .invalidCodeLengths }
                (value, repeatCount) = (previous, 3 + (try reader.bits(2)))
            case 17: (value, repeatCount) = (0, 3 + (try reader.bits(3)))
            default: (value, repeatCount) = (0, 11 + (try reader.bits(7)))
            }
            guard lengths.count + repeatCount <= total else { throw .invalidCodeLengths }
            lengths.append(contentsOf: repeatElement(value, count: repeatCount))
        }
        // Without a code for end-of-block (256) the block could never end.
        guard lengths[256] > 0 else { throw .invalidCodeLengths }
        let literals = try HuffmanCode(lengths: lengths[0..<literalCount])
        let distances = try HuffmanCode(lengths: lengths[literalCount..<total])
        return (literals, distances)
    }

    /// A block of Huffman-coded literals and back-references (RFC 1951, 3.2.5), up to its end-of-block code.
    private static func compressedBlock(_ reader: inout BitReader, literals: HuffmanCode, distances: HuffmanCode,
                                        into output: inout [UInt8], limit: Int) throws(InflateError) {
        while true {
            let symbol = try literals.decode(from: &reader)
            if symbol < 256 {
                guard output.count < limit else { throw .outputLimitExceeded(limit: limit) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < lengthBases.count else { throw .invalidSymbol }
            let length = lengthBases[lengthCode] + (try reader.bits(lengthExtraBits[lengthCode]))
            let distanceCode = try distances.decode(from: &reader)
            guard distanceCode < distanceBases.count else { throw .invalidSymbol }
            let distance = distanceBases[distanceCode] + (try reader.bits(distanceExtraBits[distanceCode]))
            guard distance <= output.count else { throw .distanceTooFar(distance: distance, available: output.count) }
            guard output.count + length <= limit else { throw .outputLimitExceeded(limit: limit) }
            // Byte by byte: a match may overlap the bytes it is writing (a distance shorter than the length repeats).
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }
}
