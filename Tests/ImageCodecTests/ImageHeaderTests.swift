import ImageCodec
import Testing

/// Sizes sniffed from hand-built file headers.
@Suite("Image headers")
struct ImageHeaderTests {
    @Test func png() {
        #expect(ImageHeader(sniffing: Fixtures.rgba3x2Level9) == ImageHeader(format: .png, width: 3, height: 2))
        #expect(ImageHeader(sniffing: Fixtures.adam7RGB5x5) == ImageHeader(format: .png, width: 5, height: 5))
        // Width 0: no size.
        #expect(ImageHeader(sniffing: Fixtures.zeroWidth) == nil)
    }

    /// SOI; an APP0 "JFIF" segment (length 16) that is skipped; fill bytes before a DQT-like segment (0xDB,
    /// length 4); then SOF0 (length 17): precision 8, height 0x01E0 = 480, width 0x0280 = 640, 3 components.
    static let jpeg: [UInt8] = [0xFF, 0xD8,
                                0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
                                0xFF, 0xFF, 0xFF, 0xDB, 0x00, 0x04, 0x00, 0x00,
                                0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03,
                                0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]

    @Test func jpegFrameHeader() {
        #expect(ImageHeader(sniffing: Self.jpeg) == ImageHeader(format: .jpeg, width: 640, height: 480))
        // A progressive frame (SOF2, 0xC2) is a frame header too; DHT (0xC4) is not.
        var progressive = Self.jpeg
        progressive[29] = 0xC2
        #expect(ImageHeader(sniffing: progressive)?.width == 640)
        var huffmanTable = Self.jpeg
        huffmanTable[29] = 0xC4
        #expect(ImageHeader(sniffing: huffmanTable) == nil)
        // Cut inside the frame header, or a scan before any frame: no size.
        #expect(ImageHeader(sniffing: Self.jpeg.prefix(34)) == nil)
        #expect(ImageHeader(sniffing: Self.jpeg.prefix(20) + [0xFF, 0xDA, 0x00, 0x02]) == nil)
    }

    /// An Exif APP1 segment (big endian "MM") whose first directory holds one entry: orientation (0x0112), SHORT
    /// (3), count 1, value 6 — a quarter turn, so 640 × 480 shows 480 × 640.
    @Test func jpegExifOrientation() throws {
        let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00,                        // "Exif\0\0"
                             0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,            // MM, 42, directory at 8
                             0x00, 0x01,                                                // one entry
                             0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,
                             0x00, 0x00, 0x00, 0x00]                                    // no next directory
        let app1: [UInt8] = [0xFF, 0xE1, 0x00, UInt8(exif.count + 2)] + exif
        let file = Array(Self.jpeg.prefix(2)) + app1 + Self.jpeg.dropFirst(2)
        let header = try #require(ImageHeader(sniffing: file))
        #expect(header == ImageHeader(format: .jpeg, width: 640, height: 480, orientation: 6))
        #expect(header.orientedSize == (480, 640))
    }

    /// A GIF is sized by its logical screen once its blocks up to the first image hold together: "GIF89a", the
    /// screen 0x0140 × 0x00C8 = 320 × 200 (no global colour table), the image descriptor 0x2C with the same size, LZW
    /// code size 2 and a 6-byte data sub-block: 320 · 200 = 64,000 pixels need at least ⌈64,000 / 4,096⌉ = 16 codes
    /// of 3 bits, 48 bits = 6 bytes.
    static func gif(version: String = "GIF89a", screen: [UInt8] = [0x40, 0x01, 0xC8, 0x00, 0x00, 0x00, 0x00],
                    blocks: [UInt8] = [], dataBytes: Int = 6) -> [UInt8] {
        Array(version.utf8) + screen + blocks
            + [0x2C, 0, 0, 0, 0, 0x40, 0x01, 0xC8, 0x00, 0x00, 0x02, UInt8(dataBytes)] + Array(repeating: 0, count: dataBytes)
            + [0x00, 0x3B]
    }

    @Test func gif() throws {
        #expect(try ImageHeader(validating: Self.gif()) == ImageHeader(format: .gif, width: 320, height: 200))
        // GIF87a, a global colour table of 3 · 2^(0+1) = 6 bytes and a graphic control extension before the image.
        let table: [UInt8] = [0x40, 0x01, 0xC8, 0x00, 0x80, 0x00, 0x00] + [0, 0, 0, 255, 255, 255]
        let extensionBlock: [UInt8] = [0x21, 0xF9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00]
        #expect(ImageHeader(sniffing: Self.gif(version: "GIF87a", screen: table, blocks: extensionBlock))
            == ImageHeader(format: .gif, width: 320, height: 200))
        #expect(throws: ImageHeaderError.unrecognizedFormat) { try ImageHeader(validating: Self.gif(version: "GIF88a")) }
    }

    /// A GIF whose data is too short for its size, or whose blocks do not hold together, is refused.
    @Test func gifThatDoesNotHoldTogetherIsRefused() {
        // 5 bytes of data cannot hold the 6 that 64,000 pixels need at best.
        #expect(throws: ImageHeaderError.implausibleDataLength(.gif, width: 320, height: 200, dataBytes: 5)) {
            try ImageHeader(validating: Self.gif(dataBytes: 5))
        }
        // "GIF89a" and garbage: the screen reads 0xDDCC × 0xDAD1 = 56,780 × 56,017, the packed byte "g" (0x67) sets
        // no colour table, "a" and "r" are the background and aspect bytes, and "b" (0x62) at byte 13 opens no block.
        let garbage = Array("GIF89a".utf8) + [0xCC, 0xDD, 0xD1, 0xDA] + Array("garbage follows".utf8)
        #expect(throws: ImageHeaderError.malformed(.gif, reason: "a block introduced by 0x62 at byte 13")) {
            try ImageHeader(validating: garbage)
        }
        #expect(ImageHeader(sniffing: garbage) == nil)
        // The screen alone (a colour table of 3 · 2^8 = 768 bytes announced, 0xF7, and missing): cut short.
        #expect(throws: ImageHeaderError.truncated(.gif)) {
            try ImageHeader(validating: Array("GIF89a".utf8) + [0x40, 0x01, 0xC8, 0x00, 0xF7, 0x00, 0x00])
        }
        // A zero-sized screen, an LZW code size of 12, and the trailer before any image.
        #expect(throws: ImageHeaderError.invalidSize(.gif, width: 0, height: 200)) {
            try ImageHeader(validating: Self.gif(screen: [0x00, 0x00, 0xC8, 0x00, 0x00, 0x00, 0x00]))
        }
        var badCodeSize = Self.gif()
        badCodeSize[23] = 12
        #expect(throws: ImageHeaderError.malformed(.gif, reason: "an LZW minimum code size of 12 (2 to 8 allowed)")) {
            try ImageHeader(validating: badCodeSize)
        }
        #expect(throws: ImageHeaderError.malformed(.gif, reason: "the trailer comes before any image")) {
            try ImageHeader(validating: Array("GIF89a".utf8) + [0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x3B])
        }
    }

    /// WebP's three first chunks: "VP8 " (frame tag, start code 9D 01 2A, 14-bit width 400 = 0x0190 and height
    /// 300 = 0x012C), "VP8L" (0x2F, then 14 bits of width − 1 = 99 and 14 of height − 1 = 49, least significant first:
    /// 99 | 49 << 14 = 0x000C4063) and "VP8X" (flags, canvas width − 1 = 1023 and height − 1 = 767 in 3 bytes each).
    @Test func webp() {
        func riff(_ chunk: String, _ payload: [UInt8]) -> [UInt8] {
            Array("RIFF".utf8) + [0x40, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [UInt8(payload.count), 0, 0, 0] + payload
        }
        #expect(ImageHeader(sniffing: riff("VP8 ", [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2A, 0x90, 0x01, 0x2C, 0x01]))
            == ImageHeader(format: .webp, width: 400, height: 300))
        #expect(ImageHeader(sniffing: riff("VP8L", [0x2F, 0x63, 0x40, 0x0C, 0x00]))
            == ImageHeader(format: .webp, width: 100, height: 50))
        #expect(ImageHeader(sniffing: riff("VP8X", [0x10, 0, 0, 0, 0xFF, 0x03, 0x00, 0xFF, 0x02, 0x00]))
            == ImageHeader(format: .webp, width: 1024, height: 768))
        // A wrong start code.
        #expect(ImageHeader(sniffing: riff("VP8 ", [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2B, 0x90, 0x01, 0x2C, 0x01])) == nil)
    }

    @Test func garbageHasNoHeader() {
        #expect(ImageHeader(sniffing: [UInt8]()) == nil)
        #expect(ImageHeader(sniffing: Array("not an image at all".utf8)) == nil)
        #expect(ImageHeader(sniffing: [0xFF, 0xD8, 0xFF]) == nil)
        // Every prefix of a valid JPEG header short of its frame's width gives nil, never a trap.
        for length in 0..<37 { #expect(ImageHeader(sniffing: Self.jpeg.prefix(length)) == nil) }
    }
}
