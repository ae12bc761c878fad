/// A PNG file's `IHDR` chunk, validated (PNG spec, 11.2.1).
struct PNGHeader: Hashable, Sendable {
    /// The colour types (PNG spec, table 11.1).
    enum ColorType: Int {
        case greyscale = 0, truecolor = 2, indexed = 3, greyscaleAlpha = 4, truecolorAlpha = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .greyscale, .indexed: 1
            case .greyscaleAlpha: 2
            case .truecolor: 3
            case .truecolorAlpha: 4
            }
        }

        /// The bit depths the colour type allows.
        var bitDepths: Set<Int> {
            switch self {
            case .greyscale: [1, 2, 4, 8, 16]
            case .indexed: [1, 2, 4, 8]
            case .truecolor, .greyscaleAlpha, .truecolorAlpha: [8, 16]
            }
        }
    }

    /// The largest width or height PNG allows: 2^31 − 1.
    static let maximumSide = 0x7FFF_FFFF

    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: ColorType
    let isInterlaced: Bool

    /// The header from the `IHDR` chunk's 13 bytes: width and height (4 bytes each, big endian), bit depth, colour
    /// type, compression, filter and interlace methods.
    init(_ data: ArraySlice<UInt8>) throws(PNGDecodingError) {
        guard data.count == 13 else { throw .missingHeader }
        let start = data.startIndex
        let width = Int(readBigEndian32(data, at: start)), height = Int(readBigEndian32(data, at: start + 4))
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        let bitDepth = Int(data[start + 8]), colorTypeValue = Int(data[start + 9])
        guard let colorType = ColorType(rawValue: colorTypeValue), colorType.bitDepths.contains(bitDepth) else {
            throw .invalidFormat(bitDepth: bitDepth, colorType: colorTypeValue)
        }
        guard data[start + 10] == 0, data[start + 11] == 0, data[start + 12] <= 1 else { throw .invalidMethod }
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = data[start + 12] == 1
    }

    /// Bits per pixel: samples × bit depth.
    var bitsPerPixel: Int { colorType.channels * bitDepth }

    /// The bytes of one row of `width` pixels, without its filter byte.
    func rowLength(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    /// The reduced images the data holds: the whole image, or Adam7's seven passes (PNG spec, 8.2), each with the
    /// place of its first pixel and the step between its pixels. A pass with no pixels has no rows in the data.
    var passes: [Pass] {
        guard isInterlaced else { return [Pass(x: 0, y: 0, xStep: 1, yStep: 1, width: width, height: height)] }
        let origins = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return origins.map { x, y, xStep, yStep in
            Pass(x: x, y: y, xStep: xStep, yStep: yStep,
                 width: width > x ? (width - x + xStep - 1) / xStep : 0, height: height > y ? (height - y + yStep - 1) / yStep : 0)
        }
    }

    /// The size of the inflated image data: each non-empty pass's rows, each with its filter byte.
    var imageDataLength: Int {
        passes.reduce(0) { total, pass in
            pass.width == 0 || pass.height == 0 ? total : total + pass.height * (1 + rowLength(width: pass.width))
        }
    }

    /// One reduced image: its pixels are at (x + i · xStep, y + j · yStep).
    struct Pass: Hashable, Sendable {
        let x: Int
        let y: Int
        let xStep: Int
        let yStep: Int
        let width: Int
        let height: Int
    }
}

/// The big-endian 32-bit number at `index`; the caller has checked that four bytes are there.
func readBigEndian32(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
}
