/// Writes a JPEG scan's entropy-coded bits: most significant bit first, a 00 byte stuffed after every FF byte
/// (ITU T.81, F.1.2.3), the last byte padded with 1 bits.
struct JPEGBitWriter {
    /// The bytes written.
    private(set) var bytes: [UInt8] = []
    /// Bits not yet written, in the low ``count`` bits.
    private var buffer: UInt64 = 0
    private var count = 0

    /// Appends the low `length` (0…32) bits of `value`, the most significant first.
    mutating func write(_ value: Int, length: Int) {
        guard length > 0 else { return }
        buffer = buffer << UInt64(length) | UInt64(truncatingIfNeeded: value) & (1 << UInt64(length) - 1)
        count += length
        while count >= 8 {
            count -= 8
            let byte = UInt8(truncatingIfNeeded: buffer >> UInt64(count))
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0x00) }
        }
    }

    /// Pads the last byte with 1 bits (F.1.2.3) and returns everything written.
    mutating func finish() -> [UInt8] {
        if count > 0 { write(1 << (8 - count) - 1, length: 8 - count) }
        return bytes
    }
}
