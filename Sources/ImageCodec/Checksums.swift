/// The checksums the decoders check: CRC-32 over each PNG chunk (``CRC32``) and Adler-32 at the end of a zlib
/// stream (``Adler32``).
enum Checksum {
    /// The CRC-32 of `bytes[range]`.
    ///
    /// - Complexity: O(n) for n bytes.
    static func crc32(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
        CRC32.checksum(bytes[range])
    }

    /// The Adler-32 of `bytes`.
    ///
    /// - Complexity: O(n) for n bytes.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        Adler32.checksum(bytes)
    }
}
