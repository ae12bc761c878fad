/// The checks a GIF's size passes before it is believed (GIF89a specification, sections 17–23): a file whose
/// signature is followed by anything else than a logical screen descriptor, its colour table and a well-formed
/// sequence of blocks up to the first image is refused.
enum GIFHeader {
    /// How many pixels one LZW code can stand for at most: the code table has 4,096 entries, and each entry is
    /// one pixel longer than the entry it extends, so no string is longer than 4,096 pixels.
    static let maximumPixelsPerCode = 4_096

    /// The logical screen's size, once the file's structure up to and through its first image's data has been
    /// read: the logical screen descriptor (width, height, packed fields, background index, aspect ratio: 7
    /// bytes), the global colour table (3 · 2^(n+1) bytes when its flag is set), extensions (0x21, a label, then
    /// data sub-blocks ending with an empty one), and the image descriptor (0x2C, left, top, width, height, packed
    /// fields: 10 bytes) with its local colour table, the LZW minimum code size (2…8; 1-bit images use 2) and its
    /// data sub-blocks. The data must hold at least one code of (code size + 1) bits for every 4,096 pixels of the
    /// image (``maximumPixelsPerCode``).
    ///
    /// - Complexity: O(n) in the blocks before the first image.
    static func size(_ data: [UInt8]) throws(ImageHeaderError) -> (width: Int, height: Int) {
        var reader = Reader(data: data, position: 6)
        let width = try reader.little16(), height = try reader.little16()
        guard width > 0, height > 0 else { throw .invalidSize(.gif, width: width, height: height) }
        let packed = try reader.byte()
        try reader.skip(2)   // background colour index, pixel aspect ratio
        if packed & 0x80 != 0 { try reader.skip(3 << (Int(packed & 0x07) + 1)) }
        while true {
            let offset = reader.position
            switch try reader.byte() {
            case 0x21:
                try reader.skip(1)   // the extension's label
                _ = try reader.subBlocks()
            case 0x2C:
                try reader.skip(4)   // left, top
                let imageWidth = try reader.little16(), imageHeight = try reader.little16()
                guard imageWidth > 0, imageHeight > 0 else { throw .invalidSize(.gif, width: imageWidth, height: imageHeight) }
                let imagePacked = try reader.byte()
                if imagePacked & 0x80 != 0 { try reader.skip(3 << (Int(imagePacked & 0x07) + 1)) }
                let codeSize = Int(try reader.byte())
                guard (2...8).contains(codeSize) else {
                    throw .malformed(.gif, reason: "an LZW minimum code size of \(codeSize) (2 to 8 allowed)")
                }
                let dataBytes = try reader.subBlocks()
                let pixels = imageWidth * imageHeight
                let codes = (pixels + maximumPixelsPerCode - 1) / maximumPixelsPerCode
                let neededBytes = (codes * (codeSize + 1) + 7) / 8
                guard dataBytes >= neededBytes else {
                    throw .implausibleDataLength(.gif, width: imageWidth, height: imageHeight, dataBytes: dataBytes)
                }
                return (width, height)
            case 0x3B:
                throw .malformed(.gif, reason: "the trailer comes before any image")
            case let byte:
                let hex = String(byte, radix: 16, uppercase: true)
                throw .malformed(.gif, reason: "a block introduced by 0x\(hex.count == 1 ? "0" : "")\(hex) at byte \(offset)")
            }
        }
    }

    /// Reads the file front to back; running past its end is ``ImageHeaderError/truncated(_:)``.
    private struct Reader {
        let data: [UInt8]
        var position: Int

        mutating func byte() throws(ImageHeaderError) -> UInt8 {
            guard position < data.count else { throw .truncated(.gif) }
            defer { position += 1 }
            return data[position]
        }

        mutating func little16() throws(ImageHeaderError) -> Int {
            let low = try byte(), high = try byte()
            return Int(low) | Int(high) << 8
        }

        mutating func skip(_ count: Int) throws(ImageHeaderError) {
            guard count <= data.count - position else { throw .truncated(.gif) }
            position += count
        }

        /// Data sub-blocks (a length byte, then that many bytes) up to the empty one; their total length.
        mutating func subBlocks() throws(ImageHeaderError) -> Int {
            var total = 0
            while true {
                let length = Int(try byte())
                if length == 0 { return total }
                try skip(length)
                total += length
            }
        }
    }
}
