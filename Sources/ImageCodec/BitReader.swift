/// Reads a DEFLATE stream's bits: least significant bit of each byte first (RFC 1951, 3.1.1), through a 64-bit
/// buffer refilled a byte at a time. Every read is bounds-checked; reading past the end throws
/// ``InflateError/truncated``.
struct BitReader {
    private let bytes: [UInt8]
    /// The next byte to load into the buffer.
    private var position: Int
    /// Loaded bits not yet consumed, the next one lowest.
    private var buffer: UInt64 = 0
    private var bufferCount = 0

    init(_ bytes: [UInt8], startingAt position: Int = 0) {
        self.bytes = bytes
        self.position = min(max(0, position), bytes.count)
    }

    /// Loads whole bytes while at least 8 bits of room remain.
    private mutating func refill() {
        while bufferCount <= 56, position < bytes.count {
            buffer |= UInt64(bytes[position]) << UInt64(bufferCount)
            position += 1
            bufferCount += 8
        }
    }

    /// The next `count` (0…32) bits as a number, the first bit lowest (header fields and extra bits).
    mutating func bits(_ count: Int) throws(InflateError) -> Int {
        if bufferCount < count {
            refill()
            guard bufferCount >= count else { throw .truncated }
        }
        let value = Int(buffer & ((1 << UInt64(count)) - 1))
        buffer >>= UInt64(count)
        bufferCount -= count
        return value
    }

    /// The next `count` (1…32) bits without consuming them; bits past the end of the input read as zeros (the
    /// caller checks ``availableBits`` before consuming them).
    mutating func peek(_ count: Int) -> Int {
        if bufferCount < count { refill() }
        return Int(buffer & ((1 << UInt64(count)) - 1))
    }

    /// How many bits are buffered after a ``peek(_:)``.
    var availableBits: Int { bufferCount }

    /// Drops `count` bits that ``peek(_:)`` showed to be there.
    mutating func consume(_ count: Int) {
        let count = min(count, bufferCount)
        buffer >>= UInt64(count)
        bufferCount -= count
    }

    /// Skips to the next byte boundary (before a stored block's lengths, RFC 1951, 3.2.4).
    mutating func alignToByte() {
        consume(bufferCount % 8)
    }

    /// Appends the next `count` bytes, from a byte boundary, to `output` (a stored block's contents).
    mutating func copyBytes(_ count: Int, to output: inout [UInt8]) throws(InflateError) {
        var remaining = count
        while remaining > 0, bufferCount >= 8 {
            output.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bufferCount -= 8
            remaining -= 1
        }
        guard remaining <= bytes.count - position else { throw .truncated }
        output.append(contentsOf: bytes[position..<position + remaining])
        position += remaining
    }
}
