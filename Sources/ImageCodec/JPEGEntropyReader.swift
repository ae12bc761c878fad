/// Reads the bits of a JPEG scan's entropy-coded data: most significant bit of each byte first, with the byte
/// stuffing of ITU T.81, F.1.2.3 undone (FF 00 is the byte FF). The data ends at the first marker (FF followed by
/// anything but 00) or at the end of the file; reading past that end throws, ``JPEGDecodingError/truncated`` at the
/// file's end and ``JPEGDecodingError/corruptData`` at a marker.
struct JPEGEntropyReader {
    private let bytes: [UInt8]
    /// The next byte to load: after the last byte loaded, so at a marker once the data is used up.
    private(set) var position: Int
    /// Loaded bits not yet consumed, in the low ``count`` bits, the next one highest.
    private var buffer: UInt64 = 0
    private var count = 0

    init(_ bytes: [UInt8], startingAt position: Int) {
        self.bytes = bytes
        self.position = min(max(0, position), bytes.count)
    }

    /// Loads whole bytes while there is room and data.
    private mutating func refill() {
        while count <= 56, position < bytes.count {
            var byte = bytes[position]
            if byte == 0xFF {
                guard position + 1 < bytes.count, bytes[position + 1] == 0x00 else { return }
                byte = 0xFF
                position += 2
            } else {
                position += 1
            }
            buffer = buffer << 8 | UInt64(byte)
            count += 8
        }
    }

    /// The next 16 bits without consuming them, padded with zero bits past the end of the data.
    mutating func peek16() -> Int {
        if count < 16 { refill() }
        if count >= 16 { return Int(truncatingIfNeeded: buffer >> UInt64(count - 16)) & 0xFFFF }
        return Int(truncatingIfNeeded: buffer << UInt64(16 - count)) & 0xFFFF
    }

    /// Drops `length` (0…16) bits that ``peek16()`` showed.
    mutating func consume(_ length: Int) throws(JPEGDecodingError) {
        if count < length { refill() }
        guard count >= length else { throw endError }
        count -= length
    }

    /// The next `length` (0…16) bits as an unsigned number.
    mutating func bits(_ length: Int) throws(JPEGDecodingError) -> Int {
        guard length > 0 else { return 0 }
        if count < length { refill() }
        guard count >= length else { throw endError }
        count -= length
        return Int(truncatingIfNeeded: buffer >> UInt64(count)) & (1 << length - 1)
    }

    /// One bit.
    mutating func bit() throws(JPEGDecodingError) -> Bool { try bits(1) == 1 }

    /// A `length`-bit value in T.81's sign convention (F.2.2.1, EXTEND): values below 2^(length − 1) stand for
    /// the negative numbers −(2^length − 1)…−2^(length − 1).
    mutating func signedBits(_ length: Int) throws(JPEGDecodingError) -> Int {
        guard length > 0 else { return 0 }
        guard length <= 16 else { throw .corruptData }
        let value = try bits(length)
        return value < 1 << (length - 1) ? value - (1 << length) + 1 : value
    }

    /// At a restart interval's end (T.81, F.1.2.3 and B.2.1): drops the padding bits, then expects restart marker
    /// RSTn (FF D0 + `index`), possibly after fill bytes, and moves past it.
    mutating func restart(index: Int) throws(JPEGDecodingError) {
        buffer = 0
        count = 0
        let expected = UInt8(0xD0 + index & 7)
        guard position < bytes.count else { throw .truncated }
        guard bytes[position] == 0xFF else { throw .badRestartMarker(expected: expected, found: bytes[position]) }
        while position < bytes.count, bytes[position] == 0xFF { position += 1 }
        guard position < bytes.count else { throw .truncated }
        guard bytes[position] == expected else { throw .badRestartMarker(expected: expected, found: bytes[position]) }
        position += 1
    }

    /// The error for reading past the data: the file ended, or a marker came first.
    private var endError: JPEGDecodingError { position >= bytes.count ? .truncated : .corruptData }
}
