/// The CRC-32 of ISO 3309 (polynomial 0xEDB88320, reflected), as PNG chunks carry it (PNG spec, 5.5 and annex D):
/// the register starts at all ones and is complemented at the end.
///
/// Beyond UIKit.
public struct CRC32: Sendable {
    /// The byte-at-a-time lookup table, one entry per byte value: an immutable constant, built once.
    @usableFromInline static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    @usableFromInline var register: UInt32 = 0xFFFF_FFFF

    /// A checksum of no bytes yet.
    public init() {}

    /// Adds bytes to the checksum.
    ///
    /// - Complexity: O(n) for n bytes.
    @inlinable
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { register = Self.table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8) }
    }

    /// The checksum of the bytes added so far.
    ///
    /// - Complexity: O(1).
    public var value: UInt32 { register ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    ///
    /// - Complexity: O(n) for n bytes.
    @inlinable
    public static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
