/// The checksums the formats carry: CRC-32 over each PNG chunk (PNG spec, 5.5; ISO 3309) and Adler-32 at the end
/// of a zlib stream (RFC 1950, 8.2). Internal: the decoders check them; nothing else needs them.
enum Checksum {
    /// The CRC-32 lookup table for the reflected polynomial 0xEDB88320, one entry per byte value. An immutable
    /// constant, built once.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 of `bytes[range]`: the register starts at all ones and is complemented at the end (PNG spec,
    /// annex D).
    ///
    /// - Complexity: O(n) for n bytes.
    static func crc32(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        var register: UInt32 = 0xFFFF_FFFF
        for index in range { register = crcTable[Int((register ^ UInt32(bytes[index])) & 0xFF)] ^ (register >> 8) }
        return register ^ 0xFFFF_FFFF
    }

    /// Adler-32 (RFC 1950, 8.2): two sums modulo 65,521, the largest prime below 2^16. The sums are reduced every
    /// 5,552 bytes, the most that cannot overflow 32 bits (zlib's NMAX).
    ///
    /// - Complexity: O(n) for n bytes.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        let modulus: UInt32 = 65_521
        var low: UInt32 = 1, high: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 5_552)
            for index in start..<end {
                low &+= UInt32(bytes[index])
                high &+= low
            }
            low %= modulus
            high %= modulus
            start = end
        }
        return high << 16 | low
    }
}
