/// Why ``PNGDecoder`` refused a file. Every malformed input ends in one of these; none traps.
public enum PNGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature (PNG spec, 5.2).
    case notPNG
    /// The file ends inside a chunk, or before its `IEND` chunk.
    case truncated
    /// A chunk's length is over 2^31 − 1 or its type is not four ASCII letters (PNG spec, 5.3).
    case malformedChunk
    /// A chunk's CRC-32 does not match its type and data (PNG spec, 5.3).
    case crcMismatch(chunk: String, expected: UInt32, actual: UInt32)
    /// The first chunk is not `IHDR`, or it is not 13 bytes long (PNG spec, 11.2.1).
    case missingHeader
    /// The width or height is 0 or over 2^31 − 1.
    case invalidDimensions(width: Int, height: Int)
    /// The bit depth is not one the colour type allows (PNG spec, table 11.1).
    case invalidFormat(bitDepth: Int, colorType: Int)
    /// The compression method, filter method or interlace method is not one PNG defines (all 0; interlace 0 or 1).
    case invalidMethod
    /// The image has more pixels than the decoder's limit: refused before anything is inflated.
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// A chunk appears where the PNG spec does not allow it (PNG spec, 5.6): a second `IHDR`, `PLTE` or `tRNS`,
    /// `PLTE` or `tRNS` after the image data, `IDAT` chunks that are not consecutive, `PLTE` in a greyscale image.
    case misplacedChunk(String)
    /// An unknown chunk that the file marks as critical (an upper-case first letter, PNG spec, 5.4).
    case unknownCriticalChunk(String)
    /// The palette's length is not a multiple of 3, or it has no entries, or more than the bit depth can index.
    case invalidPalette
    /// An indexed-colour image without a `PLTE` chunk.
    case missingPalette
    /// A `tRNS` chunk of the wrong length for the colour type, or with more entries than the palette.
    case invalidTransparency
    /// No `IDAT` chunk.
    case missingImageData
    /// The image data (the `IDAT` chunks together) is not a valid zlib stream, or inflates past the image's size.
    case compressedData(InflateError)
    /// The image data inflates to fewer bytes than the image's rows need.
    case imageDataSizeMismatch(expected: Int, actual: Int)
    /// A row starts with a filter type other than 0…4 (PNG spec, 9.2).
    case invalidFilterType(UInt8)
    /// An indexed-colour pixel names an entry past the palette's end.
    case paletteIndexOutOfRange(Int)

    /// A sentence for logs.
    public var description: String {
        switch self {
        case .notPNG: "the data is not a PNG file"
        case .truncated: "the PNG file ends too early"
        case .malformedChunk: "a PNG chunk has an invalid length or type"
        case .crcMismatch(let chunk, let expected, let actual):
            "the \(chunk) chunk's CRC is \(hex(actual)), the file says \(hex(expected))"
        case .missingHeader: "the PNG file does not start with a valid IHDR chunk"
        case .invalidDimensions(let width, let height): "the PNG image's size \(width) × \(height) is invalid"
        case .invalidFormat(let bitDepth, let colorType): "bit depth \(bitDepth) is invalid for colour type \(colorType)"
        case .invalidMethod: "the PNG file names an unknown compression, filter or interlace method"
        case .imageTooLarge(let width, let height, let limit):
            "the PNG image's \(width) × \(height) pixels are more than the limit of \(limit)"
        case .misplacedChunk(let chunk): "the \(chunk) chunk is out of place"
        case .unknownCriticalChunk(let chunk): "the PNG file needs the unknown chunk \(chunk)"
        case .invalidPalette: "the PNG palette is invalid"
        case .missingPalette: "the indexed-colour PNG image has no palette"
        case .invalidTransparency: "the PNG tRNS chunk is invalid"
        case .missingImageData: "the PNG file has no image data"
        case .compressedData(let error): "the PNG image data is invalid: \(error)"
        case .imageDataSizeMismatch(let expected, let actual):
            "the PNG image data holds \(actual) bytes, the image needs \(expected)"
        case .invalidFilterType(let type): "a PNG row has the unknown filter type \(type)"
        case .paletteIndexOutOfRange(let index): "a PNG pixel names palette entry \(index), past the palette's end"
        }
    }
}
