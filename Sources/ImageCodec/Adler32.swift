/// The Adler-32 checksum of RFC 1950 (8.2), which ends a zlib stream: two sums modulo 65,521, the largest prime
/// below 2^16.
///
/// Beyond UIKit.
public struct Adler32: Sendable {
    /// The largest prime below 2^16.
    @usableFromInline static let modulus: UInt32 = 65_521
    /// Bytes summed before reducing: the most that cannot overflow 32 bits (zlib's NMAX).
    @usableFromInline static let blockLength = 5_552
    @usableFromInline var low: UInt32 = 1
    @usableFromInline var high: UInt32 = 0

    /// A checksum of no bytes yet.
    public init() {}

    /// Adds bytes to the checksum, reducing the sums once a block.
    ///
    /// - Complexity: O(n) for n bytes.
    @inlinable
    public mutating func update(_ bytes: some Collection<UInt8>) {
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let end = bytes.index(index, offsetBy: Self.blockLength, limitedBy: bytes.endIndex) ?? bytes.endIndex
            for byte in bytes[index..<end] {
                low &+= UInt32(byte)
                high &+= low
            }
            low %= Self.modulus
            high %= Self.modulus
            index = end
        }
    }

    /// The checksum of the bytes added so far.
    ///
    /// - Complexity: O(1).
    public var value: UInt32 { high << 16 | low }

    /// The checksum of `bytes`.
    ///
    /// - Complexity: O(n) for n bytes.
    @inlinable
    public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
