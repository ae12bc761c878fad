import Foundation
import LayoutRendering

/// A minimal PNG reader for tests: checks the signature and every chunk's CRC, reads IHDR, and inflates
/// IDAT data made of stored deflate blocks only (what `PNGEncoder(compression: .stored)` writes).
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
            guard header >> 1 & 3 == 0 else { throw Failure(description: "not a stored block") }
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
}
