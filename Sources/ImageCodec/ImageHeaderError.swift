/// Why ``ImageHeader/init(validating:)`` refused a file: the bytes are no recognised format, or they claim one but
/// what they say does not hold together.
public enum ImageHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes start with no signature of a recognised format.
    case unrecognizedFormat
    /// The file ends before its header (for a GIF, before its first image's data) is complete.
    case truncated(ImageHeader.Format)
    /// The header gives a width or height of zero, or one beyond the format's limit.
    case invalidSize(ImageHeader.Format, width: Int, height: Int)
    /// The header's fields contradict the format: `reason` says which.
    case malformed(ImageHeader.Format, reason: String)
    /// The image data is too short to hold `width` × `height` pixels even at the format's best compression.
    case implausibleDataLength(ImageHeader.Format, width: Int, height: Int, dataBytes: Int)

    /// What is wrong, in plain words.
    public var description: String {
        switch self {
        case .unrecognizedFormat:
            return "not a PNG, JPEG, GIF or WebP file"
        case .truncated(let format):
            return "the \(format.rawValue.uppercased()) file ends before its header is complete"
        case let .invalidSize(format, width, height):
            return "the \(format.rawValue.uppercased()) header gives an invalid size, \(width) × \(height)"
        case let .malformed(format, reason):
            return "the \(format.rawValue.uppercased()) header is malformed: \(reason)"
        case let .implausibleDataLength(format, width, height, dataBytes):
            return "\(dataBytes) bytes of \(format.rawValue.uppercased()) image data cannot hold \(width) × \(height) pixels"
        }
    }
}
