import Foundation

/// Writes pixels as a PNG file: a ``Bitmap`` as 8-bit RGBA, or opaque RGB rows (the `Raster` module's pictures) as
/// 8-bit RGB; no interlacing, every row with filter type 0, the
/// pixel data in a zlib stream (RFC 1950) of deflate blocks (RFC 1951), each chunk with its CRC-32.
///
/// Two block kinds are offered: stored blocks (the bytes as they are, 65,535 at most per block), which any
/// reader decodes trivially, and one block of deflate's fixed Huffman codes that repeats runs of the
/// previous pixel — small files for pictures made of flat rectangles.
///
/// Beyond UIKit.
public struct PNGEncoder: Sendable {
    /// How the pixel data is compressed.
    public enum Compression: Hashable, Sendable {
        /// Stored (uncompressed) deflate blocks.
        case stored
        /// One deflate block with the fixed Huffman codes, repeating runs at a distance of one pixel.
        case runLength
    }

    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The largest stored block's length (its length field has 16 bits).
    static let maximumStoredBlockLength = 65_535

    /// The compression used.
    public var compression: Compression

    /// Creates an encoder.
    public init(compression: Compression = .runLength) {
        self.compression = compression
    }

    /// The PNG file for opaque 8-bit RGB pixels (colour type 2): `width` × `height` pixels, row by row from the
    /// top, three bytes each. The same pixels always give the same bytes.
    ///
    /// - Complexity: O(width × height).
    package func encode(rgb pixels: [UInt8], width: Int, height: Int) -> Data {
        file(width: width, height: height, colorType: 2, channels: 3, pixels: pixels)
    }

    /// The PNG file for `bitmap`: 8-bit RGBA (colour type 6), straight alpha, as the bitmap holds it. The same
    /// bitmap always gives the same bytes.
    ///
    /// - Complexity: O(width × height).
    public func encode(_ bitmap: Bitmap) -> Data {
        file(width: bitmap.width, height: bitmap.height, colorType: 6, channels: 4, pixels: bitmap.rgba)
    }

    /// The signature, `IHDR`, one `IDAT` and `IEND` for 8-bit pixels of `channels` bytes each.
    private func file(width: Int, height: Int, colorType: UInt8, channels: Int, pixels: [UInt8]) -> Data {
        var file = Data(Self.signature)
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width))
        header += Self.bigEndian(UInt32(height))
        header += [8, colorType, 0, 0, 0]   // bit depth 8, the colour type, deflate, filter method 0, no interlace
        Self.appendChunk("IHDR", header, to: &file)
        let rows = Self.filteredRows(pixels, rowLength: width * channels, height: height)
        Self.appendChunk("IDAT", zlibStream(rows, pixelLength: channels), to: &file)
        Self.appendChunk("IEND", [], to: &file)
        return file
    }

    /// `height` rows of `rowLength` bytes, each preceded by its filter type byte (0: none).
    static func filteredRows(_ pixels: [UInt8], rowLength: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity((rowLength + 1) * height)
        pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<height {
                bytes.append(0)
                bytes += pixels[(row * rowLength)..<((row + 1) * rowLength)]
            }
        }
        return bytes
    }

    /// A zlib stream: the two header bytes, the deflate data, the Adler-32 of the uncompressed bytes. Runs repeat
    /// the previous pixel, `pixelLength` bytes back.
    func zlibStream(_ bytes: [UInt8], pixelLength: Int = 3) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31 (no dictionary).
        var stream: [UInt8] = [0x78, 0x01]
        switch compression {
        case .stored: stream += Self.storedBlocks(bytes)
        case .runLength: stream += Self.runLengthBlock(bytes, distance: pixelLength)
        }
        stream += Self.bigEndian(Adler32.checksum(bytes))
        return stream
    }

    /// Stored blocks: per block a header byte (BFINAL, BTYPE 00), LEN and its complement (little-endian), the bytes.
    static func storedBlocks(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        repeat {
            let end = min(bytes.count, start + maximumStoredBlockLength)
            let length = UInt16(end - start)
            output.append(end == bytes.count ? 1 : 0)
            output += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            output += bytes[start..<end]
            start = end
        } while start < bytes.count
        return output
    }

    /// Deflate's length codes 257…285: the shortest length of each, and its extra bits (RFC 1951, 3.2.5).
    private static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                             67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                                 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The longest match deflate can express.
    private static let maximumMatchLength = 258

    /// One final block with the fixed Huffman codes (BTYPE 01): literals, and matches `distance` bytes back
    /// wherever at least three bytes repeat. `distance` must be 1 to 4 (distance codes 0 to 3, no extra bits).
    static func runLengthBlock(_ bytes: [UInt8], distance: Int) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, bitCount: 1)   // BFINAL
        writer.write(1, bitCount: 2)   // BTYPE 01: fixed Huffman codes
        var index = 0
        while index < bytes.count {
            var run = 0
            if index >= distance {
                while run < maximumMatchLength, index + run < bytes.count, bytes[index + run] == bytes[index + run - distance] {
                    run += 1
                }
            }
            if run >= 3 {
                let code = lengthBases.lastIndex { $0 <= run } ?? 0
                writeFixedLiteralOrLength(257 + code, to: &writer)
                writer.write(UInt32(run - lengthBases[code]), bitCount: lengthExtraBits[code])
                writer.writeHuffman(UInt32(distance - 1), bitCount: 5)   // fixed distance codes are 5 bits
                index += run
            } else {
                writeFixedLiteralOrLength(Int(bytes[index]), to: &writer)
                index += 1
            }
        }
        writeFixedLiteralOrLength(256, to: &writer)   // end of block
        return writer.finish()
    }

    /// The fixed literal/length code of RFC 1951, 3.2.6.
    private static func writeFixedLiteralOrLength(_ value: Int, to writer: inout BitWriter) {
        switch value {
        case 0...143: writer.writeHuffman(UInt32(0x30 + value), bitCount: 8)
        case 144...255: writer.writeHuffman(UInt32(0x190 + value - 144), bitCount: 9)
        case 256...279: writer.writeHuffman(UInt32(value - 256), bitCount: 7)
        default: writer.writeHuffman(UInt32(0xC0 + value - 280), bitCount: 8)
        }
    }

    private static func appendChunk(_ type: String, _ payload: [UInt8], to file: inout Data) {
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: bigEndian(UInt32(payload.count)))
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: payload)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(payload)
        file.append(contentsOf: bigEndian(crc.value))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Packs bits least-significant first, as deflate does.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var pending: UInt32 = 0
    private var pendingCount = 0

    /// Writes the low `bitCount` bits of `value`, least significant first (header fields, extra bits).
    mutating func write(_ value: UInt32, bitCount: Int) {
        guard bitCount > 0 else { return }
        pending |= (value & ((1 << UInt32(bitCount)) - 1)) << UInt32(pendingCount)
        pendingCount += bitCount
        while pendingCount >= 8 {
            bytes.append(UInt8(pending & 0xFF))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// Writes a Huffman code, most significant bit first (deflate packs codes reversed).
    mutating func writeHuffman(_ code: UInt32, bitCount: Int) {
        var reversed: UInt32 = 0
        for bit in 0..<bitCount { reversed |= (code >> UInt32(bit) & 1) << UInt32(bitCount - 1 - bit) }
        write(reversed, bitCount: bitCount)
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
        if pendingCount > 0 { bytes.append(UInt8(pending & 0xFF)) }
        pending = 0
        pendingCount = 0
        return bytes
    }
}
