/// Decodes PNG files (the PNG specification, third edition) into ``Bitmap``s: every colour type (greyscale,
/// truecolour, indexed with `tRNS` transparency, greyscale with alpha, truecolour with alpha), bit depths 1, 2, 4,
/// 8 and 16, the five row filters and Adam7 interlacing, with every chunk's CRC and the image data's Adler-32
/// checked.
///
/// Samples become eight bits: lower depths scale exactly (a 2-bit sample v is v · 85), 16-bit ones round
/// (v · 255 / 65535 to the nearest). A `tRNS` colour makes matching pixels transparent, compared at the file's
/// own depth. Ancillary chunks other than `tRNS` (gamma, colour profiles, text, animation frames) are checked and
/// skipped: the pixels are the file's samples as they are. A `tRNS` chunk in an image that has an alpha channel is
/// ignored.
///
/// Images over ``defaultMaximumPixelCount`` pixels (or the limit given) are refused before anything is inflated,
/// and the image data may not inflate to more than the rows need, so a small file cannot claim a huge allocation.
///
/// ```swift
/// let bitmap = try PNGDecoder.decode(bytes)
/// bitmap.pixel(atX: 0, y: 0)      // rgba(255, 0, 0, 255)
/// ```
public enum PNGDecoder {
    /// The eight bytes every PNG file starts with (PNG spec, 5.2).
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The most pixels ``decode(_:maximumPixelCount:)`` accepts unless told otherwise: 50 million (200 MB of RGBA).
    public static let defaultMaximumPixelCount = 50_000_000

    /// The picture in a PNG file.
    ///
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - maximumPixelCount: The most pixels (width × height) to accept, at most 2^40; larger images throw
    ///     ``PNGDecodingError/imageTooLarge(width:height:limit:)``.
    /// - Complexity: O(n + w × h) for an n-byte file of w × h pixels.
    public static func decode(_ bytes: some Collection<UInt8>,
                              maximumPixelCount: Int = defaultMaximumPixelCount) throws(PNGDecodingError) -> Bitmap {
        let file = Array(bytes)
        // At most 2^40 pixels whatever the caller allows, so that no size computed from the header can overflow.
        let chunks = try readChunks(file, maximumPixelCount: min(max(0, maximumPixelCount), 1 << 40))
        let header = chunks.header
        let expected = header.imageDataLength
        var data: [UInt8]
        do throws(InflateError) {
            data = try Inflater.zlibDecompress(chunks.imageData, outputLimit: expected)
        } catch {
            throw .compressedData(error)
        }
        guard data.count == expected else { throw .imageDataSizeMismatch(expected: expected, actual: data.count) }

        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let converter = SampleConverter(header: header, palette: chunks.palette, transparency: chunks.transparency)
        var offset = 0
        for pass in header.passes where pass.width > 0 && pass.height > 0 {
            let rowLength = header.rowLength(width: pass.width)
            try unfilter(&data, start: offset, rowLength: rowLength, rows: pass.height,
                         bytesPerPixel: max(1, header.bitsPerPixel / 8))
            for row in 0..<pass.height {
                try converter.convert(data, rowStart: offset + row * (rowLength + 1) + 1, pass: pass, row: row,
                                      imageWidth: header.width, into: &rgba)
            }
            offset += pass.height * (rowLength + 1)
        }
        // The sizes were checked against the pixel limit, so the RGBA array has exactly four bytes per pixel.
        guard let bitmap = Bitmap(width: header.width, height: header.height, rgba: rgba) else {
            throw .invalidDimensions(width: header.width, height: header.height)
        }
        return bitmap
    }

    /// What the chunks say: the header, the palette (RGB triples), the `tRNS` data, the `IDAT` data joined.
    private struct Chunks {
        var header: PNGHeader
        var palette: [UInt8]
        var transparency: [UInt8]?
        var imageData: [UInt8]
    }

    /// Walks the chunks from the signature to `IEND` (PNG spec, 5.3 and 5.6): each one's length, type, data and
    /// CRC; the critical ones in their order.
    private static func readChunks(_ file: [UInt8], maximumPixelCount: Int) throws(PNGDecodingError) -> Chunks {
        guard file.count >= signature.count, file[0..<signature.count].elementsEqual(signature) else { throw .notPNG }
        var position = signature.count
        var header: PNGHeader?
        var palette: [UInt8]?
        var transparency: [UInt8]?
        var imageData: [UInt8] = []
        var seenImageData = false, imageDataEnded = false
        while true {
            // Length (4), type (4), data, CRC (4).
            guard file.count - position >= 12 else { throw .truncated }
            let length = Int(readBigEndian32(file[...], at: position))
            let typeBytes = file[position + 4..<position + 8]
            guard length <= PNGHeader.maximumSide,
                  typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw .malformedChunk
            }
            guard length <= file.count - position - 12 else { throw .truncated }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let dataStart = position + 8, dataEnd = dataStart + length
            let stored = readBigEndian32(file[...], at: dataEnd)
            let computed = Checksum.crc32(file, position + 4..<dataEnd)
            guard stored == computed else { throw .crcMismatch(chunk: type, expected: stored, actual: computed) }
            position = dataEnd + 4
            let data = file[dataStart..<dataEnd]

            guard let current = header else {
                guard type == "IHDR" else { throw .missingHeader }
                let parsed = try PNGHeader(data)
                let (pixels, overflow) = parsed.width.multipliedReportingOverflow(by: parsed.height)
                guard !overflow, pixels <= maximumPixelCount else {
                    throw .imageTooLarge(width: parsed.width, height: parsed.height, limit: maximumPixelCount)
                }
                header = parsed
                continue
            }
            if seenImageData, type != "IDAT" { imageDataEnded = true }
            switch type {
            case "IHDR":
                throw .misplacedChunk(type)
            case "PLTE":
                guard palette == nil, !seenImageData, transparency == nil,
                      current.colorType != .greyscale, current.colorType != .greyscaleAlpha else { throw .misplacedChunk(type) }
                let entries = length / 3
                guard length % 3 == 0, (1...256).contains(entries),
                      current.colorType != .indexed || entries <= 1 << current.bitDepth else { throw .invalidPalette }
                palette = Array(data)
            case "tRNS":
                guard transparency == nil, !seenImageData else { throw .misplacedChunk(type) }
                switch current.colorType {
                case .greyscale: guard length == 2 else { throw .invalidTransparency }
                case .truecolor: guard length == 6 else { throw .invalidTransparency }
                case .indexed:
                    guard let palette else { throw .misplacedChunk(type) }
                    guard length <= palette.count / 3 else { throw .invalidTransparency }
                case .greyscaleAlpha, .truecolorAlpha: continue
                }
                transparency = Array(data)
            case "IDAT":
                guard !imageDataEnded else { throw .misplacedChunk(type) }
                if current.colorType == .indexed, palette == nil { throw .missingPalette }
                seenImageData = true
                imageData.append(contentsOf: data)
            case "IEND":
                guard seenImageData else { throw .missingImageData }
                return Chunks(header: current, palette: palette ?? [], transparency: transparency, imageData: imageData)
            default:
                // Bit 5 of the first byte clear (an upper-case letter): a critical chunk this decoder does not know.
                if typeBytes.first.map({ $0 & 0x20 == 0 }) == true { throw .unknownCriticalChunk(type) }
            }
        }
    }

    /// Reverses the row filters (PNG spec, 9.2) in place: each byte was stored as the difference from a prediction
    /// made of the byte one pixel to the left (a), the byte above (b) and the byte above-left (c), all 0 outside the
    /// pass; the prediction is added back, modulo 256.
    private static func unfilter(_ data: inout [UInt8], start: Int, rowLength: Int, rows: Int,
                                 bytesPerPixel: Int) throws(PNGDecodingError) {
        for row in 0..<rows {
            let filterIndex = start + row * (rowLength + 1)
            let line = filterIndex + 1
            // The row above, already unfiltered; for the first row of a pass there is none, and b = c = 0: Up is
            // then None, Average halves a, and Paeth is Sub.
            let above = line - (rowLength + 1)
            let hasAbove = row > 0
            switch data[filterIndex] {
            case 0:
                break
            case 1:   // Sub: a.
                for index in bytesPerPixel..<max(bytesPerPixel, rowLength) {
                    data[line + index] &+= data[line + index - bytesPerPixel]
                }
            case 2:   // Up: b.
                guard hasAbove else { break }
                for index in 0..<rowLength { data[line + index] &+= data[above + index] }
            case 3:   // Average: ⌊(a + b) / 2⌋, summed without overflow.
                for index in 0..<rowLength {
                    let left = index >= bytesPerPixel ? Int(data[line + index - bytesPerPixel]) : 0
                    let up = hasAbove ? Int(data[above + index]) : 0
                    data[line + index] &+= UInt8((left + up) >> 1)
                }
            case 4:   // Paeth: whichever of a, b, c is nearest p = a + b − c, ties in the order a, b, c.
                for index in 0..<rowLength {
                    let hasLeft = index >= bytesPerPixel
                    let left = hasLeft ? Int(data[line + index - bytesPerPixel]) : 0
                    let up = hasAbove ? Int(data[above + index]) : 0
                    let upLeft = hasLeft && hasAbove ? Int(data[above + index - bytesPerPixel]) : 0
                    let estimate = left + up - upLeft
                    let toLeft = abs(estimate - left), toUp = abs(estimate - up), toUpLeft = abs(estimate - upLeft)
                    let predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : (toUp <= toUpLeft ? up : upLeft)
                    data[line + index] &+= UInt8(predictor)
                }
            case let type:
                throw .invalidFilterType(type)
            }
        }
    }
}

/// Turns unfiltered rows of any colour type and bit depth into straight RGBA8 pixels.
private struct SampleConverter {
    let header: PNGHeader
    /// RGB triples.
    let palette: [UInt8]
    /// The `tRNS` data: one alpha per palette entry, or the transparent grey (2 bytes) or RGB (6 bytes) sample.
    let transparency: [UInt8]?

    /// Row `row` of `pass`, its samples starting at `rowStart`, into the image's pixels.
    func convert(_ data: [UInt8], rowStart: Int, pass: PNGHeader.Pass, row: Int, imageWidth: Int,
                 into rgba: inout [UInt8]) throws(PNGDecodingError) {
        let y = pass.y + row * pass.yStep
        let channels = header.colorType.channels
        // Eight-bit RGBA and RGB rows of a whole image, the common case, copy without per-sample work.
        if header.bitDepth == 8, pass.xStep == 1 {
            let target = y * imageWidth * 4
            if header.colorType == .truecolorAlpha {
                rgba.replaceSubrange(target..<target + imageWidth * 4, with: data[rowStart..<rowStart + imageWidth * 4])
                return
            }
            if header.colorType == .truecolor, transparency == nil {
                for column in 0..<imageWidth {
                    rgba[target + column * 4] = data[rowStart + column * 3]
                    rgba[target + column * 4 + 1] = data[rowStart + column * 3 + 1]
                    rgba[target + column * 4 + 2] = data[rowStart + column * 3 + 2]
                    rgba[target + column * 4 + 3] = 255
                }
                return
            }
        }
        for column in 0..<pass.width {
            let target = (y * imageWidth + pass.x + column * pass.xStep) * 4
            let first = column * channels
            switch header.colorType {
            case .greyscale:
                let value = sample(data, rowStart, first)
                let grey = eightBits(value)
                rgba[target] = grey
                rgba[target + 1] = grey
                rgba[target + 2] = grey
                rgba[target + 3] = transparency.map { value == transparentSample($0, 0) } == true ? 0 : 255
            case .truecolor:
                let red = sample(data, rowStart, first), green = sample(data, rowStart, first + 1)
                let blue = sample(data, rowStart, first + 2)
                rgba[target] = eightBits(red)
                rgba[target + 1] = eightBits(green)
                rgba[target + 2] = eightBits(blue)
                let isTransparent = transparency.map {
                    red == transparentSample($0, 0) && green == transparentSample($0, 1) && blue == transparentSample($0, 2)
                } ?? false
                rgba[target + 3] = isTransparent ? 0 : 255
            case .indexed:
                let index = sample(data, rowStart, first)
                guard index * 3 + 2 < palette.count else { throw .paletteIndexOutOfRange(index) }
                rgba[target] = palette[index * 3]
                rgba[target + 1] = palette[index * 3 + 1]
                rgba[target + 2] = palette[index * 3 + 2]
                rgba[target + 3] = transparency.flatMap { index < $0.count ? $0[index] : nil } ?? 255
            case .greyscaleAlpha:
                let grey = eightBits(sample(data, rowStart, first))
                rgba[target] = grey
                rgba[target + 1] = grey
                rgba[target + 2] = grey
                rgba[target + 3] = eightBits(sample(data, rowStart, first + 1))
            case .truecolorAlpha:
                for channel in 0..<4 { rgba[target + channel] = eightBits(sample(data, rowStart, first + channel)) }
            }
        }
    }

    /// Sample `index` of the row (counting every channel of every pixel), at the header's bit depth: packed from
    /// the most significant bit for depths under 8, big endian for 16 (PNG spec, 7.2).
    private func sample(_ data: [UInt8], _ rowStart: Int, _ index: Int) -> Int {
        switch header.bitDepth {
        case 8: return Int(data[rowStart + index])
        case 16: return Int(data[rowStart + index * 2]) << 8 | Int(data[rowStart + index * 2 + 1])
        default:
            let bit = index * header.bitDepth
            let shift = 8 - header.bitDepth - bit % 8
            return Int(data[rowStart + bit / 8]) >> shift & (1 << header.bitDepth - 1)
        }
    }

    /// The `tRNS` sample `index` (16 bits, big endian).
    private func transparentSample(_ transparency: [UInt8], _ index: Int) -> Int {
        Int(transparency[index * 2]) << 8 | Int(transparency[index * 2 + 1])
    }

    /// A sample scaled to 0…255: depths under 8 exactly (v · 255 / (2^depth − 1) is whole for 1, 2 and 4 bits),
    /// 16 bits rounded to the nearest (PNG spec, 13.12).
    private func eightBits(_ value: Int) -> UInt8 {
        switch header.bitDepth {
        case 8: UInt8(truncatingIfNeeded: value)
        case 16: UInt8(truncatingIfNeeded: (value * 255 + 32_767) / 65_535)
        default: UInt8(truncatingIfNeeded: value * 255 / (1 << header.bitDepth - 1))
        }
    }
}
