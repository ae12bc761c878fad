/// Why ``JPEGDecoder`` refused a file. Every malformed input ends in one of these; none traps.
public enum JPEGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the start-of-image marker, FF D8 (ITU T.81, B.2.1).
    case notJPEG
    /// The file ends inside a segment or its entropy-coded data, or before the end-of-image marker (FF D9).
    case truncated
    /// A marker segment's length does not fit its contents (the marker's code is given).
    case malformedSegment(marker: UInt8)
    /// A marker where T.81's syntax does not allow it (B.2): a scan or the end before the frame header, a second
    /// frame header, an unknown marker code, or entropy-coded data that is not followed by a marker.
    case misplacedMarker(UInt8)
    /// A coding process this decoder does not implement: lossless (SOF3), hierarchical (SOF5–SOF7) or
    /// arithmetic coding (SOF9–SOF15, DAC). The frame or DAC marker's code is given.
    case unsupportedProcess(marker: UInt8)
    /// A sample precision other than 8 bits (12-bit JPEG is not supported).
    case unsupportedPrecision(Int)
    /// A component count other than 1 (grey) or 3 (YCbCr or RGB): 4 (CMYK, YCCK) or 2.
    case unsupportedComponentCount(Int)
    /// The width or height is 0 (a height defined later by a DNL segment is not supported).
    case invalidDimensions(width: Int, height: Int)
    /// The image has more pixels than the decoder's limit: refused before anything the size of the image is made.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// A component's sampling factor is outside 1…4, or the largest factor is not a whole multiple of it.
    case invalidSamplingFactors
    /// A DHT segment's code counts over-subscribe the code space or name more than 256 values, or its class or
    /// index is out of range.
    case invalidHuffmanTable
    /// A DQT segment's precision or index is out of range, or a quantisation value is 0.
    case invalidQuantizationTable
    /// A scan uses a Huffman table that no DHT segment defined.
    case missingHuffmanTable
    /// A component's first scan comes before the quantisation table it names.
    case missingQuantizationTable
    /// A scan names a component that the frame header does not define.
    case unknownComponent(UInt8)
    /// A scan header's component count, spectral selection or successive approximation is invalid for the frame's
    /// process (T.81, B.2.3 and G.1.1).
    case invalidScan
    /// More scans than ``JPEGDecoder/maximumScanCount``.
    case tooManyScans(limit: Int)
    /// The entropy-coded data holds a code no table defines, puts a coefficient past the block's 64th, or ends at a
    /// marker before the scan's blocks are complete.
    case corruptData
    /// A restart marker is missing or out of sequence (RST0…RST7 in turn).
    case badRestartMarker(expected: UInt8, found: UInt8)
    /// The end-of-image marker before any scan.
    case missingScan

    /// A sentence for logs.
    public var description: String {
        switch self {
        case .notJPEG: "the data is not a JPEG file"
        case .truncated: "the JPEG file ends too early"
        case .malformedSegment(let marker): "the JPEG segment \(markerName(marker)) has an invalid length or contents"
        case .misplacedMarker(let marker): "the JPEG marker \(markerName(marker)) is out of place"
        case .unsupportedProcess(let marker): "the JPEG coding process of marker \(markerName(marker)) is not supported"
        case .unsupportedPrecision(let bits): "\(bits)-bit JPEG samples are not supported"
        case .unsupportedComponentCount(let count): "JPEG images of \(count) components are not supported"
        case .invalidDimensions(let width, let height): "the JPEG image's size \(width) × \(height) is invalid"
        case .imageTooLarge(let width, let height, let limit):
            "the JPEG image's \(width) × \(height) pixels are more than the limit of \(limit)"
        case .invalidSamplingFactors: "the JPEG image's sampling factors are invalid"
        case .invalidHuffmanTable: "a JPEG Huffman table is invalid"
        case .invalidQuantizationTable: "a JPEG quantisation table is invalid"
        case .missingHuffmanTable: "a JPEG scan uses an undefined Huffman table"
        case .missingQuantizationTable: "a JPEG component uses an undefined quantisation table"
        case .unknownComponent(let identifier): "a JPEG scan names the unknown component \(identifier)"
        case .invalidScan: "a JPEG scan header is invalid"
        case .tooManyScans(let limit): "the JPEG file has more than \(limit) scans"
        case .corruptData: "the JPEG image's entropy-coded data is corrupt"
        case .badRestartMarker(let expected, let found):
            "the JPEG restart marker is \(markerName(found)), expected \(markerName(expected))"
        case .missingScan: "the JPEG file has no scan"
        }
    }

    private func markerName(_ marker: UInt8) -> String {
        let digits = String(marker, radix: 16, uppercase: true)
        return "FF" + (digits.count < 2 ? "0" : "") + digits
    }
}
