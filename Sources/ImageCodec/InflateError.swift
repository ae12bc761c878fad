/// Why ``Inflater`` refused a compressed stream. Every malformed input ends in one of these; none traps.
public enum InflateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input ended inside the stream.
    case truncated
    /// The zlib header is not DEFLATE with a window of at most 32 KB, or its check bits are wrong (RFC 1950, 2.2).
    case invalidZlibHeader
    /// The zlib header asks for a preset dictionary, which neither PNG nor this inflater provides (RFC 1950, 2.2).
    case presetDictionary
    /// A block header names the reserved block type 3 (RFC 1951, 3.2.3).
    case invalidBlockType
    /// A stored block's length and its ones' complement disagree (RFC 1951, 3.2.4).
    case storedLengthMismatch
    /// A block's code lengths do not make a usable Huffman code: over-subscribed or incomplete, more than 286
    /// literal/length or 30 distance codes, no end-of-block code, or a repeat that starts with nothing to repeat or
    /// runs past the end (RFC 1951, 3.2.7).
    case invalidCodeLengths
    /// A code that the block's Huffman code does not assign, or a reserved literal/length (286, 287) or distance
    /// (30, 31) symbol.
    case invalidSymbol
    /// A back-reference reaches before the start of the output.
    case distanceTooFar(distance: Int, available: Int)
    /// The output would grow past the limit the caller set (a decompression bomb, or more data than expected).
    case outputLimitExceeded(limit: Int)
    /// The Adler-32 at the end of a zlib stream is not the checksum of the output (RFC 1950, 2.2).
    case checksumMismatch(expected: UInt32, actual: UInt32)

    /// A sentence for logs.
    public var description: String {
        switch self {
        case .truncated: "the compressed data ends too early"
        case .invalidZlibHeader: "the zlib header is invalid"
        case .presetDictionary: "the zlib stream needs a preset dictionary"
        case .invalidBlockType: "a DEFLATE block has the reserved type 3"
        case .storedLengthMismatch: "a stored block's length does not match its complement"
        case .invalidCodeLengths: "a DEFLATE block's Huffman code lengths are invalid"
        case .invalidSymbol: "the compressed data holds an invalid Huffman code"
        case .distanceTooFar(let distance, let available):
            "a back-reference reaches \(distance) bytes back with only \(available) written"
        case .outputLimitExceeded(let limit): "the data inflates to more than \(limit) bytes"
        case .checksumMismatch(let expected, let actual):
            "the Adler-32 checksum is \(hex(actual)), the stream says \(hex(expected))"
        }
    }
}

/// `0x` and eight hexadecimal digits.
func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}
