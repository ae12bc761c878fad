/// Decodes JPEG files (ITU T.81 with JFIF or Exif wrappers) into ``Bitmap``s: baseline and extended sequential
/// Huffman coding (SOF0, SOF1) and progressive Huffman coding (SOF2: spectral selection and successive
/// approximation), 8-bit samples, greyscale (one component) or YCbCr (three components, any sampling factors whose
/// ratios are whole: 4:4:4, 4:2:2, 4:2:0, 4:4:0 and more), restart intervals, and 8- and 16-bit quantisation tables.
///
/// The pixels are the same bytes on every machine: the inverse DCT, the colour conversion (JFIF's BT.601 full-range
/// coefficients in 16-bit fixed point) and the chroma upsampling (the ¾–¼ triangle filter along each halved axis;
/// see `JPEGUpsampler`) use integer arithmetic only. Three components are YCbCr unless an Adobe APP14 segment's
/// transform flag is 0, or there is no JFIF APP0 segment and no Adobe segment and the components are named "R",
/// "G" and "B": then they are RGB as stored.
///
/// The Exif orientation is not applied: the bitmap holds the pixels as stored, and ``ImageHeader/orientation``
/// says how to turn them.
///
/// Not supported, each a typed error: arithmetic coding, lossless and hierarchical processes, 12-bit samples
/// (``JPEGDecodingError/unsupportedProcess(marker:)``, ``JPEGDecodingError/unsupportedPrecision(_:)``), and four
/// components (CMYK, YCCK: ``JPEGDecodingError/unsupportedComponentCount(_:)``).
///
/// Images over ``defaultMaximumPixelCount`` pixels (or the limit given) are refused from the frame header, before
/// anything the size of the image is allocated. At most ``maximumScanCount`` scans are decoded, so the work is
/// bounded by the file's length plus a fixed multiple of the pixels.
///
/// Beyond UIKit.
///
/// ```swift
/// let bitmap = try JPEGDecoder.decode(bytes)
/// bitmap.pixel(atX: 0, y: 0)      // rgba(254, 0, 0, 255): pure red, after JPEG's rounding
/// ```
public enum JPEGDecoder: Sendable {
    /// The most pixels ``decode(_:maximumPixelCount:)`` accepts unless told otherwise: 50 million, as for PNG.
    public static let defaultMaximumPixelCount = PNGDecoder.defaultMaximumPixelCount
    /// The most scans a file may have. Progressive encoders write about ten; each scan visits every block of its
    /// components, so a limit keeps a small file from making the decoder loop over a large image many times.
    public static let maximumScanCount = 100

    /// The picture in a JPEG file.
    ///
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - maximumPixelCount: The most pixels (width × height) to accept; larger images throw
    ///     ``JPEGDecodingError/imageTooLarge(width:height:limit:)``.
    /// - Complexity: O(n + w × h) for an n-byte file of w × h pixels.
    public static func decode(_ bytes: some Collection<UInt8>,
                              maximumPixelCount: Int = defaultMaximumPixelCount) throws(JPEGDecodingError) -> Bitmap {
        var parser = JPEGDecoder.Parser(bytes: Array(bytes), maximumPixelCount: max(0, maximumPixelCount))
        let frame = try parser.parse()
        return try JPEGDecoder.pixels(of: frame, colorTransform: parser.colorTransform)
    }

    /// How three components become RGB.
    enum ColorTransform {
        case ycbcr
        case none
    }

    /// Walks the markers from SOI to EOI (T.81, B.2 and B.3), keeping the tables and decoding each scan.
    private struct Parser {
        let bytes: [UInt8]
        let maximumPixelCount: Int
        var position = 0
        var frame: JPEGFrame?
        /// Quantisation tables 0…3 in natural order.
        var quantizationTables = [[Int]?](repeating: nil, count: 4)
        var dcTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
        var acTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
        var restartInterval = 0
        var scanCount = 0
        var hasJFIF = false
        /// The Adobe APP14 segment's transform flag, when there is one.
        var adobeTransform: Int?

        init(bytes: [UInt8], maximumPixelCount: Int) {
            self.bytes = bytes
            self.maximumPixelCount = maximumPixelCount
        }

        /// The colour transform the markers call for (see ``JPEGDecoder``).
        var colorTransform: ColorTransform {
            if let adobeTransform { return adobeTransform == 0 ? .none : .ycbcr }
            if !hasJFIF, let frame, frame.components.map(\.identifier) == [0x52, 0x47, 0x42] { return .none }
            return .ycbcr
        }

        mutating func parse() throws(JPEGDecodingError) -> JPEGFrame {
            guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw .notJPEG }
            position = 2
            while true {
                let marker = try nextMarker()
                switch marker {
                case 0xD9:
                    guard let frame else { throw .misplacedMarker(marker) }
                    guard scanCount > 0 else { throw .missingScan }
                    return frame
                case 0xD0...0xD7, 0x01:
                    continue   // a stray restart marker or TEM: no segment
                case 0xD8:
                    throw .misplacedMarker(marker)
                default:
                    break
                }
                let segment = try readSegment(marker)
                switch marker {
                case 0xC0, 0xC1, 0xC2:
                    guard frame == nil else { throw .misplacedMarker(marker) }
                    frame = try JPEGFrame(segment, marker: marker, maximumPixelCount: maximumPixelCount)
                case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCC, 0xCD...0xCF:
                    throw .unsupportedProcess(marker: marker)
                case 0xC4:
                    try defineHuffmanTables(segment)
                case 0xDB:
                    try defineQuantizationTables(segment)
                case 0xDD:
                    guard segment.count == 2 else { throw .malformedSegment(marker: marker) }
                    restartInterval = Int(segment[segment.startIndex]) << 8 | Int(segment[segment.startIndex + 1])
                case 0xDA:
                    try decodeScan(segment)
                case 0xE0:
                    if segment.starts(with: [0x4A, 0x46, 0x49, 0x46, 0x00]) { hasJFIF = true }
                case 0xEE:
                    // "Adobe", version (2 bytes), flags (2 + 2), then the transform: 0 none, 1 YCbCr, 2 YCCK.
                    if segment.count >= 12, segment.starts(with: [0x41, 0x64, 0x6F, 0x62, 0x65]) {
                        adobeTransform = Int(segment[segment.startIndex + 11])
                    }
                case 0xC8, 0xDC, 0xDE, 0xDF, 0xE1...0xED, 0xEF, 0xF0...0xFE:
                    break   // JPG, DNL, DHP, EXP, application data and comments: skipped
                default:
                    throw .misplacedMarker(marker)
                }
            }
        }

        /// The code of the marker at `position`, after any fill bytes (FF); moves past it.
        mutating func nextMarker() throws(JPEGDecodingError) -> UInt8 {
            guard position < bytes.count else { throw .truncated }
            guard bytes[position] == 0xFF else { throw .misplacedMarker(bytes[position]) }
            while position < bytes.count, bytes[position] == 0xFF { position += 1 }
            guard position < bytes.count else { throw .truncated }
            let marker = bytes[position]
            position += 1
            guard marker != 0x00 else { throw .misplacedMarker(marker) }
            return marker
        }

        /// The contents of the segment whose length field is at `position`; moves past it.
        mutating func readSegment(_ marker: UInt8) throws(JPEGDecodingError) -> ArraySlice<UInt8> {
            guard bytes.count - position >= 2 else { throw .truncated }
            let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
            guard length >= 2 else { throw .malformedSegment(marker: marker) }
            guard length <= bytes.count - position else { throw .truncated }
            defer { position += length }
            return bytes[position + 2..<position + length]
        }

        /// A DHT segment: one or more tables, each a class and index byte, 16 counts, then the values (B.2.4.2).
        mutating func defineHuffmanTables(_ segment: ArraySlice<UInt8>) throws(JPEGDecodingError) {
            var index = segment.startIndex
            while index < segment.endIndex {
                guard segment.endIndex - index >= 17 else { throw .malformedSegment(marker: 0xC4) }
                let kind = Int(segment[index] >> 4), slot = Int(segment[index] & 0xF)
                guard kind < 2, slot < 4 else { throw .invalidHuffmanTable }
                let counts = segment[index + 1..<index + 17].map(Int.init)
                let total = counts.reduce(0, +)
                guard total <= 256 else { throw .invalidHuffmanTable }
                guard segment.endIndex - index - 17 >= total else { throw .malformedSegment(marker: 0xC4) }
                let table = try JPEGHuffmanTable(counts: counts, values: segment[index + 17..<index + 17 + total])
                if kind == 0 { dcTables[slot] = table } else { acTables[slot] = table }
                index += 17 + total
            }
        }

        /// A DQT segment: one or more tables, each a precision and index byte, then 64 values of 8 or 16 bits in
        /// zig-zag order (B.2.4.1).
        mutating func defineQuantizationTables(_ segment: ArraySlice<UInt8>) throws(JPEGDecodingError) {
            var index = segment.startIndex
            while index < segment.endIndex {
                let precision = Int(segment[index] >> 4), slot = Int(segment[index] & 0xF)
                guard precision < 2, slot < 4 else { throw .invalidQuantizationTable }
                let size = precision == 0 ? 1 : 2
                guard segment.endIndex - index - 1 >= 64 * size else { throw .malformedSegment(marker: 0xDB) }
                var table = [Int](repeating: 0, count: 64)
                for position in 0..<64 {
                    let entry = index + 1 + position * size
                    let value = size == 1 ? Int(segment[entry]) : Int(segment[entry]) << 8 | Int(segment[entry + 1])
                    guard value > 0 else { throw .invalidQuantizationTable }
                    table[JPEGStandardTables.zigZag[position]] = value
                }
                quantizationTables[slot] = table
                index += 1 + 64 * size
            }
        }

        /// An SOS segment and the entropy-coded data after it, up to the next marker.
        mutating func decodeScan(_ segment: ArraySlice<UInt8>) throws(JPEGDecodingError) {
            guard var current = frame else { throw .misplacedMarker(0xDA) }
            scanCount += 1
            guard scanCount <= JPEGDecoder.maximumScanCount else { throw .tooManyScans(limit: JPEGDecoder.maximumScanCount) }
            let scan = try JPEGScan(segment, frame: current)
            for index in scan.components where current.components[index].quantization == nil {
                guard let table = quantizationTables[current.components[index].quantizationIndex] else {
                    throw .missingQuantizationTable
                }
                current.components[index].quantization = table
            }
            // Take the frame out while the scan fills it in, so that its coefficients are not copied.
            frame = nil
            var decoder = JPEGScanDecoder(bytes: bytes, position: position, scan: scan, dcTables: dcTables,
                                          acTables: acTables, restartInterval: restartInterval)
            position = try decoder.decode(into: &current)
            frame = current
            // Whatever is left before the next marker (padding an encoder added, or bytes the blocks did not need)
            // is passed over: a byte FF starts a marker unless a 00 (stuffing) or a restart code follows.
            while position < bytes.count {
                if bytes[position] == 0xFF, position + 1 < bytes.count,
                   bytes[position + 1] != 0x00, !(0xD0...0xD7).contains(bytes[position + 1]) {
                    return
                }
                position += 1
            }
            throw .truncated
        }
    }

    /// The frame's pixels: each component's blocks inverse transformed, brought to full size, and converted to RGB.
    private static func pixels(of frame: JPEGFrame, colorTransform: ColorTransform) throws(JPEGDecodingError) -> Bitmap {
        let width = frame.width, height = frame.height
        let planes = frame.components.map { component -> [UInt8] in
            let stride = component.storedBlockWidth * 8
            var samples = [UInt8](repeating: 0, count: stride * component.storedBlockHeight * 8)
            let quantization = component.quantization ?? [Int](repeating: 0, count: 64)
            for blockRow in 0..<component.blockHeight {
                for blockColumn in 0..<component.blockWidth {
                    let block = (blockRow * component.storedBlockWidth + blockColumn) * 64
                    JPEGDiscreteCosineTransform.inverse(component.coefficients[block..<block + 64],
                                                        quantization: quantization, into: &samples,
                                                        offset: blockRow * 8 * stride + blockColumn * 8, stride: stride)
                }
            }
            let horizontal = frame.maximumHorizontalFactor / component.horizontalFactor
            let vertical = frame.maximumVerticalFactor / component.verticalFactor
            if horizontal == 1, vertical == 1 {
                // Crop the padding blocks away.
                var cropped = [UInt8](repeating: 0, count: width * height)
                for y in 0..<height { cropped[y * width..<(y + 1) * width] = samples[y * stride..<y * stride + width] }
                return cropped
            }
            return JPEGUpsampler.upsample(samples, stride: stride, width: component.sampleWidth,
                                          height: component.sampleHeight, horizontal: horizontal, vertical: vertical,
                                          outputWidth: width, outputHeight: height)
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        if planes.count == 1 {
            for index in 0..<width * height {
                let grey = planes[0][index]
                rgba[index * 4] = grey
                rgba[index * 4 + 1] = grey
                rgba[index * 4 + 2] = grey
            }
        } else {
            for index in 0..<width * height {
                let first = planes[0][index], second = planes[1][index], third = planes[2][index]
                let color = colorTransform == .ycbcr
                    ? JPEGColorConversion.rgb(y: first, cb: second, cr: third)
                    : (red: first, green: second, blue: third)
                rgba[index * 4] = color.red
                rgba[index * 4 + 1] = color.green
                rgba[index * 4 + 2] = color.blue
            }
        }
        guard let bitmap = Bitmap(width: width, height: height, rgba: rgba) else {
            throw .invalidDimensions(width: width, height: height)
        }
        return bitmap
    }
}
