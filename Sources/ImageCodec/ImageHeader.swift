/// The format and pixel size of an image file, read from its first bytes without decoding it: PNG (`IHDR`), JPEG
/// (the first start-of-frame segment, SOF0–SOF15), GIF (the logical screen, once the blocks up to the first image
/// have been checked) and WebP (`VP8 `, `VP8L` or `VP8X`).
///
/// PNG and JPEG are decoded (``PNGDecoder``, ``JPEGDecoder``); for the others the size is what a caller can lay out
/// with.
///
/// ```swift
/// let header = ImageHeader(sniffing: bytes)   // ImageHeader(jpeg, 640 × 480)
/// ```
public struct ImageHeader: Hashable, Sendable, CustomStringConvertible {
    /// The image file formats recognised.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// Portable Network Graphics.
        case png
        /// JPEG (JFIF or Exif).
        case jpeg
        /// GIF87a or GIF89a.
        case gif
        /// WebP, lossy, lossless or extended.
        case webp
    }

    /// The file's format.
    public let format: Format
    /// The width in pixels, as stored.
    public let width: Int
    /// The height in pixels, as stored.
    public let height: Int
    /// The Exif orientation (1…8) of a JPEG that has one, 1 otherwise. Orientations 5…8 turn the picture a quarter
    /// turn, so that it shows ``height`` wide and ``width`` tall.
    public let orientation: Int

    /// Creates a header from its values.
    public init(format: Format, width: Int, height: Int, orientation: Int = 1) {
        self.format = format
        self.width = width
        self.height = height
        self.orientation = (1...8).contains(orientation) ? orientation : 1
    }

    /// The size the picture shows at: ``width`` × ``height``, swapped when the orientation turns it a quarter turn.
    ///
    /// - Complexity: O(1).
    public var orientedSize: (width: Int, height: Int) {
        orientation >= 5 ? (height, width) : (width, height)
    }

    /// The header of the image file in `bytes`, or nil when ``init(validating:)`` refuses them.
    ///
    /// - Complexity: O(n) in the worst case (a JPEG's segments before its frame header, and a GIF's blocks before its
    ///   first image, are skipped by their lengths, so usually far less).
    public init?(sniffing bytes: some Collection<UInt8>) {
        guard let header = try? ImageHeader(validating: bytes) else { return nil }
        self = header
    }

    /// The header of the image file in `bytes`, checked: the format is recognised by its signature, its header is
    /// complete and gives a positive size, and, for a GIF, its blocks up to the first image are well formed and that
    /// image's data is long enough for its size.
    ///
    /// - Throws: ``ImageHeaderError``, saying why the file was refused.
    /// - Complexity: O(n) in the worst case (see ``init(sniffing:)``).
    public init(validating bytes: some Collection<UInt8>) throws(ImageHeaderError) {
        let data = Array(bytes)
        let format: Format
        let found: ImageHeader?
        if data.starts(with: PNGDecoder.signature) {
            (format, found) = (.png, Self.png(data))
        } else if data.starts(with: [0xFF, 0xD8]) {
            (format, found) = (.jpeg, Self.jpeg(data))
        } else if data.starts(with: "GIF87a".utf8) || data.starts(with: "GIF89a".utf8) {
            let size = try GIFHeader.size(data)
            (format, found) = (.gif, ImageHeader(format: .gif, width: size.width, height: size.height))
        } else if data.count >= 12, data.starts(with: "RIFF".utf8), data[8..<12].elementsEqual("WEBP".utf8) {
            (format, found) = (.webp, Self.webp(data))
        } else {
            throw .unrecognizedFormat
        }
        guard let header = found else { throw .truncated(format) }
        // A PNG's sides are 31-bit numbers; beyond the decoder's limit the size is not believed.
        let limit = format == .png ? PNGHeader.maximumSide : Int.max
        guard header.width > 0, header.height > 0, header.width <= limit, header.height <= limit else {
            throw .invalidSize(format, width: header.width, height: header.height)
        }
        self = header
    }

    /// `ImageHeader(png, 3 × 2)`.
    public var description: String {
        "ImageHeader(\(format.rawValue), \(width) × \(height)" + (orientation == 1 ? ")" : ", orientation \(orientation))")
    }

    // MARK: - Formats

    /// PNG: the signature, then the `IHDR` chunk (13 bytes) whose first eight bytes are the width and height, big
    /// endian (PNG spec, 11.2.1).
    private static func png(_ data: [UInt8]) -> ImageHeader? {
        guard data.count >= 24, data.starts(with: PNGDecoder.signature), data[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        let width = Int(readBigEndian32(data[...], at: 16)), height = Int(readBigEndian32(data[...], at: 20))
        return ImageHeader(format: .png, width: width, height: height)
    }

    /// JPEG (ITU T.81, annex B): the SOI marker, then segments, each a marker (0xFF, then a code; extra 0xFF bytes
    /// are fill) with a two-byte big-endian length that counts itself. The first start-of-frame segment (0xC0–0xCF
    /// except DHT 0xC4, JPG 0xC8 and DAC 0xCC) holds the precision (1 byte), then the height and width (2 bytes
    /// each). An Exif APP1 segment before it may give the orientation. The scan (SOS) or the end (EOI) before any
    /// frame header: no size.
    private static func jpeg(_ data: [UInt8]) -> ImageHeader? {
        guard data.count >= 4, data[0] == 0xFF, data[1] == 0xD8 else { return nil }
        var position = 2
        var orientation = 1
        while position < data.count {
            guard data[position] == 0xFF else { return nil }
            while position < data.count, data[position] == 0xFF { position += 1 }
            guard position < data.count else { return nil }
            let marker = data[position]
            position += 1
            // Markers without a length: TEM, RST0–7, and a stray SOI.
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue }
            if marker == 0xD9 || marker == 0xDA { return nil }
            guard data.count - position >= 2 else { return nil }
            let length = Int(data[position]) << 8 | Int(data[position + 1])
            guard length >= 2, length <= data.count - position else { return nil }
            let segment = data[position + 2..<position + length]
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard segment.count >= 5 else { return nil }
                let start = segment.startIndex
                let height = Int(segment[start + 1]) << 8 | Int(segment[start + 2])
                let width = Int(segment[start + 3]) << 8 | Int(segment[start + 4])
                return ImageHeader(format: .jpeg, width: width, height: height, orientation: orientation)
            }
            if marker == 0xE1, let exif = exifOrientation(segment) { orientation = exif }
            position += length
        }
        return nil
    }

    /// The orientation tag (0x0112, a SHORT) of an Exif APP1 segment's first image directory: "Exif", two zero
    /// bytes, then a TIFF header (byte order "II" or "MM", 42, the directory's offset) and the directory's 12-byte
    /// entries (tag, type, count, value).
    private static func exifOrientation(_ segment: ArraySlice<UInt8>) -> Int? {
        let tiff = segment.startIndex + 6
        guard segment.count >= 14, segment.prefix(6).elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let littleEndian: Bool
        switch (segment[tiff], segment[tiff + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func number(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, size <= segment.endIndex - tiff - offset else { return nil }
            var value = 0
            for index in 0..<size {
                let byte = Int(segment[tiff + offset + (littleEndian ? size - 1 - index : index)])
                value = value << 8 | byte
            }
            return value
        }
        guard number(2, 2) == 42, let directory = number(4, 4), let count = number(directory, 2) else { return nil }
        for entry in 0..<min(count, 1_000) {
            let place = directory + 2 + entry * 12
            guard let tag = number(place, 2) else { return nil }
            if tag == 0x0112 {
                guard number(place + 2, 2) == 3, let value = number(place + 8, 2), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }

    /// WebP: "RIFF", the size, "WEBP", then the first chunk (a FourCC and a little-endian size):
    /// - `VP8 ` (lossy): a 3-byte frame tag, the start code 9D 01 2A, then the width and height in the low 14 bits of
    ///   two little-endian 16-bit numbers;
    /// - `VP8L` (lossless): the signature 0x2F, then 14 bits of width − 1 and 14 bits of height − 1, least
    ///   significant bits first;
    /// - `VP8X` (extended): flags (4 bytes), then the canvas width − 1 and height − 1 in 3 bytes each, little endian.
    private static func webp(_ data: [UInt8]) -> ImageHeader? {
        guard data.count >= 20, data.starts(with: "RIFF".utf8), data[8..<12].elementsEqual("WEBP".utf8) else { return nil }
        let payload = 20
        func little(_ offset: Int, _ size: Int) -> Int? {
            guard payload + offset + size <= data.count else { return nil }
            return (0..<size).reduce(0) { value, index in value | Int(data[payload + offset + index]) << (8 * index) }
        }
        switch String(decoding: data[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard let width = little(6, 2), let height = little(8, 2),
                  data.count >= payload + 6, data[payload + 3..<payload + 6].elementsEqual([0x9D, 0x01, 0x2A]) else { return nil }
            return ImageHeader(format: .webp, width: width & 0x3FFF, height: height & 0x3FFF)
        case "VP8L":
            guard data.count > payload, data[payload] == 0x2F, let bits = little(1, 4) else { return nil }
            return ImageHeader(format: .webp, width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            guard let width = little(4, 3), let height = little(7, 3) else { return nil }
            return ImageHeader(format: .webp, width: width + 1, height: height + 1)
        default:
            return nil
        }
    }
}
