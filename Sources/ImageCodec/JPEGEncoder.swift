import Foundation

/// Writes a ``Bitmap`` as a baseline JFIF file: SOI, a JFIF APP0 segment, the quantisation tables (DQT), the frame
/// header (SOF0), the standard Huffman tables of ITU T.81's annex K (DHT), one interleaved scan (SOS) and EOI.
///
/// **Quality.** ``quality`` runs from 0 (smallest file) to 1 (best picture), as UIKit's `compressionQuality`. It is
/// mapped onto the IJG quality scale 1…100 as q = round(100 · quality), at least 1, and the annex K luminance and
/// chrominance tables are scaled by s = 5000 / q percent below q = 50 and by s = 200 − 2q percent from there:
/// each entry becomes ⌊(entry · s + 50) / 100⌋, kept within 1…255. So 0.5 writes the annex K tables as they are,
/// and 1.0 writes tables of ones.
///
/// **Colour.** Pixels are converted to YCbCr with JFIF's BT.601 full-range coefficients in 16-bit fixed point. Below
/// quality 0.9 the chroma is subsampled 4:2:0 (each 2 × 2 pixels' Cb and Cr averaged); from 0.9 all three
/// components keep every sample (4:4:4). The forward DCT is an integer transform, so the same bitmap always gives
/// the same bytes on every machine.
///
/// **Alpha.** JPEG has no alpha channel. Each pixel is composited over black (its colour times its alpha): a
/// transparent area comes out black, as iOS encodes transparent images' colours premultiplied.
///
/// **Size.** An empty bitmap (a side of 0) is written as one white pixel (``Bitmap/whitePixel``); a side over
/// 65,535 pixels, JPEG's limit, is cropped to 65,535.
///
/// Beyond UIKit.
public struct JPEGEncoder: Sendable {
    /// The quality, 0…1.
    public let quality: Double

    /// Creates an encoder for a quality from 0 (most compression) to 1 (least).
    ///
    /// - Parameter quality: Clamped to 0…1; NaN counts as 0.75 (IJG quality 75, the common default).
    public init(quality: Double) {
        self.quality = quality.isNaN ? 0.75 : min(max(quality, 0), 1)
    }

    /// The IJG quality, 1…100: round(100 · ``quality``), at least 1.
    ///
    /// - Complexity: O(1).
    public var scaledQuality: Int {
        max(1, Int((quality * 100).rounded()))
    }

    /// The quantisation table written for `base` (an annex K table in natural order) at ``scaledQuality``, in
    /// natural order.
    ///
    /// - Complexity: O(1) (64 entries).
    func quantizationTable(_ base: [Int]) -> [Int] {
        let quality = scaledQuality
        let scale = quality < 50 ? 5000 / quality : 200 - 2 * quality
        return base.map { min(max(($0 * scale + 50) / 100, 1), 255) }
    }

    /// Whether the chroma keeps every sample (quality ≥ 0.9) rather than one per 2 × 2 pixels.
    private var keepsFullChroma: Bool { scaledQuality >= 90 }

    /// The JPEG file for `bitmap`.
    ///
    /// - Complexity: O(width × height).
    public func encode(_ bitmap: Bitmap) -> Data {
        let source = bitmap.width == 0 || bitmap.height == 0 ? Bitmap.whitePixel : bitmap
        let width = min(source.width, 65_535), height = min(source.height, 65_535)
        let factor = keepsFullChroma ? 1 : 2
        let mcuSide = 8 * factor
        let mcuWidth = (width + mcuSide - 1) / mcuSide, mcuHeight = (height + mcuSide - 1) / mcuSide
        let paddedWidth = mcuWidth * mcuSide, paddedHeight = mcuHeight * mcuSide

        // Full-size Y, Cb, Cr planes over whole MCUs, the last column and row repeated into the padding.
        var luma = [Int](repeating: 0, count: paddedWidth * paddedHeight)
        var blue = luma, red = luma
        let rgba = source.rgba
        for y in 0..<paddedHeight {
            let sourceRow = min(y, height - 1) * source.width
            for x in 0..<paddedWidth {
                let pixel = (sourceRow + min(x, width - 1)) * 4
                let alpha = Int(rgba[pixel + 3])
                // Over black: c · a / 255, rounded.
                let color = JPEGColorConversion.ycbcr(red: (Int(rgba[pixel]) * alpha + 127) / 255,
                                                      green: (Int(rgba[pixel + 1]) * alpha + 127) / 255,
                                                      blue: (Int(rgba[pixel + 2]) * alpha + 127) / 255)
                luma[y * paddedWidth + x] = color.y
                blue[y * paddedWidth + x] = color.cb
                red[y * paddedWidth + x] = color.cr
            }
        }
        let chromaWidth = paddedWidth / factor
        if factor == 2 {
            blue = Self.halved(blue, width: paddedWidth, height: paddedHeight)
            red = Self.halved(red, width: paddedWidth, height: paddedHeight)
        }

        let lumaTable = quantizationTable(JPEGStandardTables.luminanceQuantization)
        let chromaTable = quantizationTable(JPEGStandardTables.chrominanceQuantization)
        let codes = Codes()
        var writer = JPEGBitWriter()
        var predictors = [0, 0, 0]
        for mcuRow in 0..<mcuHeight {
            for mcuColumn in 0..<mcuWidth {
                for blockRow in 0..<factor {
                    for blockColumn in 0..<factor {
                        let x = (mcuColumn * factor + blockColumn) * 8, y = (mcuRow * factor + blockRow) * 8
                        let block = Self.block(luma, stride: paddedWidth, x: x, y: y)
                        Self.writeBlock(block, table: lumaTable, predictor: &predictors[0], dc: codes.luminanceDC,
                                        ac: codes.luminanceAC, to: &writer)
                    }
                }
                for (plane, index) in [(blue, 1), (red, 2)] {
                    let block = Self.block(plane, stride: chromaWidth, x: mcuColumn * 8, y: mcuRow * 8)
                    Self.writeBlock(block, table: chromaTable, predictor: &predictors[index], dc: codes.chrominanceDC,
                                    ac: codes.chrominanceAC, to: &writer)
                }
            }
        }

        var file: [UInt8] = [0xFF, 0xD8]
        // APP0 JFIF: version 1.01, no units, a 1:1 pixel aspect ratio, no thumbnail.
        Self.appendSegment(0xE0, [0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
                           to: &file)
        var tables: [UInt8] = []
        for (index, table) in [lumaTable, chromaTable].enumerated() {
            tables.append(UInt8(index))   // 8-bit entries, table `index`
            tables += JPEGStandardTables.zigZag.map { UInt8(table[$0]) }
        }
        Self.appendSegment(0xDB, tables, to: &file)
        // SOF0: 8-bit samples, the size, three components (Y with the larger factors, and table 0; Cb and Cr 1 × 1
        // with table 1).
        let lumaFactors = UInt8(factor << 4 | factor)
        Self.appendSegment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
                                  3, 1, lumaFactors, 0, 2, 0x11, 1, 3, 0x11, 1], to: &file)
        var huffman: [UInt8] = []
        for (header, specification) in [(0x00, JPEGStandardTables.luminanceDC), (0x10, JPEGStandardTables.luminanceAC),
                                        (0x01, JPEGStandardTables.chrominanceDC),
                                        (0x11, JPEGStandardTables.chrominanceAC)] {
            huffman.append(UInt8(header))
            huffman += specification.counts.map { UInt8($0) }
            huffman += specification.values
        }
        Self.appendSegment(0xC4, huffman, to: &file)
        // SOS: the three components (Y with tables 0, Cb and Cr with tables 1), all 64 coefficients, no approximation.
        Self.appendSegment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0], to: &file)
        file += writer.finish()
        file += [0xFF, 0xD9]
        return Data(file)
    }

    /// A marker segment: FF, the marker's code, the length (counting itself, big endian), the contents.
    private static func appendSegment(_ marker: UInt8, _ contents: [UInt8], to file: inout [UInt8]) {
        let length = contents.count + 2
        file += [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)]
        file += contents
    }

    /// The four annex K Huffman tables' codes.
    private struct Codes {
        let luminanceDC = Self.table(JPEGStandardTables.luminanceDC)
        let luminanceAC = Self.table(JPEGStandardTables.luminanceAC)
        let chrominanceDC = Self.table(JPEGStandardTables.chrominanceDC)
        let chrominanceAC = Self.table(JPEGStandardTables.chrominanceAC)

        /// The standard tables are valid, so building them cannot fail; an empty table stands in if it did.
        private static func table(_ specification: JPEGStandardTables.HuffmanSpecification) -> JPEGHuffmanTable? {
            try? JPEGHuffmanTable(counts: specification.counts, values: specification.values[...])
        }
    }

    /// Each 2 × 2 square's average, rounded: a plane of half the width and height.
    private static func halved(_ plane: [Int], width: Int, height: Int) -> [Int] {
        let halfWidth = width / 2, halfHeight = height / 2
        var output = [Int](repeating: 0, count: halfWidth * halfHeight)
        for y in 0..<halfHeight {
            for x in 0..<halfWidth {
                let top = 2 * y * width + 2 * x, bottom = top + width
                output[y * halfWidth + x] = (plane[top] + plane[top + 1] + plane[bottom] + plane[bottom + 1] + 2) / 4
            }
        }
        return output
    }

    /// The 64 samples of the block at (`x`, `y`), row by row.
    private static func block(_ plane: [Int], stride: Int, x: Int, y: Int) -> [Int] {
        var samples = [Int](repeating: 0, count: 64)
        for row in 0..<8 {
            for column in 0..<8 { samples[row * 8 + column] = plane[(y + row) * stride + x + column] }
        }
        return samples
    }

    /// One block: transformed and quantised, then its DC difference and its AC run/size pairs with their bits
    /// (T.81, F.1.2.1 and F.1.2.2).
    private static func writeBlock(_ samples: [Int], table: [Int], predictor: inout Int, dc: JPEGHuffmanTable?,
                                   ac: JPEGHuffmanTable?, to writer: inout JPEGBitWriter) {
        guard let dc, let ac else { return }
        let coefficients = JPEGDiscreteCosineTransform.forward(samples, quantization: table)
        let difference = coefficients[0] - predictor
        predictor = coefficients[0]
        let size = magnitudeBits(difference)
        write(dc.codes[size], to: &writer)
        writer.write(amplitude(difference, size: size), length: size)
        var run = 0
        for position in 1..<64 {
            // AC amplitudes have at most 10 bits in the annex K tables; rounding can reach 1024 at quality 1.
            let value = min(max(coefficients[position], -1_023), 1_023)
            if value == 0 {
                run += 1
                continue
            }
            while run >= 16 {
                write(ac.codes[0xF0], to: &writer)   // ZRL: sixteen zeros
                run -= 16
            }
            let size = magnitudeBits(value)
            write(ac.codes[run << 4 | size], to: &writer)
            writer.write(amplitude(value, size: size), length: size)
            run = 0
        }
        if run > 0 { write(ac.codes[0x00], to: &writer) }   // EOB
    }

    private static func write(_ code: (code: Int, length: Int), to writer: inout JPEGBitWriter) {
        writer.write(code.code, length: code.length)
    }

    /// The number of bits of |value| (its size category, T.81 tables F.1 and F.2).
    private static func magnitudeBits(_ value: Int) -> Int {
        var magnitude = abs(value), bits = 0
        while magnitude > 0 {
            magnitude >>= 1
            bits += 1
        }
        return bits
    }

    /// The bits written after a size category: the value itself when positive, value − 1 in `size` bits when
    /// negative (T.81, F.1.2.1).
    private static func amplitude(_ value: Int, size: Int) -> Int {
        value >= 0 ? value : (value - 1) & (1 << size - 1)
    }
}
