import Foundation
import ImageCodec
import LayoutRendering
import Raster

/// A minimal PNG reader for tests: checks the signature and every chunk's CRC, reads IHDR, and inflates
/// IDAT data made of stored deflate blocks (what `PNGEncoder(compression: .stored)` writes) or blocks of
/// the fixed Huffman codes with distances 1 to 4 (what `.runLength` writes).
struct PNGProbe {
    struct Failure: Error, CustomStringConvertible { let description: String }

    var width = 0
    var height = 0
    var bitDepth = 0
    var colorType = 0
    var chunkTypes: [String] = []
    /// RGB bytes, row by row, filter bytes removed.
    var pixels: [UInt8] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(description: "bad signature") }
        func u32(_ index: Int) -> Int { bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) } }
        var index = 8
        var idat: [UInt8] = []
        while index + 12 <= bytes.count {
            let length = u32(index)
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            let payload = Array(bytes[index + 8..<index + 8 + length])
            let storedCRC = u32(index + 8 + length)
            guard Int(CRC32.checksum(Array(bytes[index + 4..<index + 8]) + payload)) == storedCRC else {
                throw Failure(description: "bad CRC in \(type)")
            }
            chunkTypes.append(type)
            if type == "IHDR" {
                width = payload[0..<4].reduce(0) { $0 << 8 | Int($1) }
                height = payload[4..<8].reduce(0) { $0 << 8 | Int($1) }
                bitDepth = Int(payload[8])
                colorType = Int(payload[9])
            }
            if type == "IDAT" { idat += payload }
            index += 12 + length
        }
        guard index == bytes.count else { throw Failure(description: "trailing bytes") }
        // zlib: CMF, FLG, stored blocks, Adler-32.
        guard idat.count >= 6, (Int(idat[0]) << 8 | Int(idat[1])) % 31 == 0, idat[0] & 0x0F == 8 else {
            throw Failure(description: "bad zlib header")
        }
        var position = 2
        var inflated: [UInt8] = []
        var final = false
        while !final {
            let header = idat[position]
            final = header & 1 == 1
            if header >> 1 & 3 == 1 {
                var reader = BitReader(bytes: idat, position: position)
                try Self.inflateFixed(&reader, into: &inflated)
                position = reader.bytePositionAfter
                final = true
                continue
            }
            guard header >> 1 & 3 == 0 else { throw Failure(description: "unsupported block type") }
            let length = Int(idat[position + 1]) | Int(idat[position + 2]) << 8
            let complement = Int(idat[position + 3]) | Int(idat[position + 4]) << 8
            guard length ^ complement == 0xFFFF else { throw Failure(description: "bad LEN/NLEN") }
            inflated += idat[position + 5..<position + 5 + length]
            position += 5 + length
        }
        let adler = idat[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
        guard adler == Int(Adler32.checksum(inflated)) else { throw Failure(description: "bad Adler-32") }
        let rowLength = width * 3
        guard inflated.count == height * (rowLength + 1) else { throw Failure(description: "wrong data length") }
        for row in 0..<height {
            guard inflated[row * (rowLength + 1)] == 0 else { throw Failure(description: "unexpected filter") }
            pixels += inflated[(row * (rowLength + 1) + 1)..<((row + 1) * (rowLength + 1))]
        }
    }

    func color(x: Int, y: Int) -> RGBColor {
        let index = (y * width + x) * 3
        return RGBColor(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
    }

    /// Bits least significant first, as deflate packs them.
    struct BitReader {
        let bytes: [UInt8]
        var bitIndex: Int

        init(bytes: [UInt8], position: Int) {
            self.bytes = bytes
            bitIndex = position * 8
        }

        mutating func bit() throws -> Int {
            guard bitIndex / 8 < bytes.count else { throw Failure(description: "ran out of data") }
            defer { bitIndex += 1 }
            return Int(bytes[bitIndex / 8] >> UInt8(bitIndex % 8) & 1)
        }

        /// `count` bits as a number, least significant first (header fields, extra bits).
        mutating func bits(_ count: Int) throws -> Int {
            var value = 0
            for index in 0..<count { value |= try bit() << index }
            return value
        }

        var bytePositionAfter: Int { (bitIndex + 7) / 8 }
    }

    /// One final block with the fixed codes of RFC 1951, 3.2.6 (the header's three bits not yet read).
    static func inflateFixed(_ reader: inout BitReader, into output: inout [UInt8]) throws {
        _ = try reader.bits(3)
        let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        while true {
            // Codes are read most significant bit first: 7 bits (256–279), 8 bits (0–143, 280–287), 9 bits (144–255).
            var code = 0
            for _ in 0..<7 { code = code << 1 | (try reader.bit()) }
            var symbol: Int
            if code <= 0b0010111 {
                symbol = 256 + code
            } else {
                code = code << 1 | (try reader.bit())
                if (0x30...0xBF).contains(code) {
                    symbol = code - 0x30
                } else if (0xC0...0xC7).contains(code) {
                    symbol = 280 + code - 0xC0
                } else {
                    code = code << 1 | (try reader.bit())
                    guard (0x190...0x1FF).contains(code) else { throw Failure(description: "bad code") }
                    symbol = 144 + code - 0x190
                }
            }
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                guard symbol - 257 < lengthBases.count else { throw Failure(description: "bad length code") }
                let length = lengthBases[symbol - 257] + (try reader.bits(lengthExtra[symbol - 257]))
                var distanceCode = 0
                for _ in 0..<5 { distanceCode = distanceCode << 1 | (try reader.bit()) }
                guard distanceCode < 4 else { throw Failure(description: "distance code \(distanceCode) not supported here") }
                let distance = distanceCode + 1
                guard distance <= output.count else { throw Failure(description: "distance too far back") }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }
    }
}
