/// The Adler-32 checksum of RFC 1950, which ends a zlib stream.
///
/// Beyond UIKit.
public struct Adler32: Sendable {
    /// The largest prime below 2^16.
    private static let modulus: UInt32 = 65_521
    /// Bytes summed before reducing: the most that cannot overflow 32 bits (RFC 1950's NMAX).
    private static let blockLength = 5_552

    private var low: UInt32 = 1
    private var high: UInt32 = 0

    /// A checksum of no bytes yet.
    public init() {}

    /// Adds bytes to the checksum.
    ///
    /// - Complexity: O(n) for n bytes.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        var pending = 0
        for byte in bytes {
            low &+= UInt32(byte)
            high &+= low
            pending += 1
            if pending == Self.blockLength {
                low %= Self.modulus
                high %= Self.modulus
                pending = 0
            }
        }
        low %= Self.modulus
        high %= Self.modulus
    }

    /// The checksum of the bytes added so far.
    ///
    /// - Complexity: O(1).
    public var value: UInt32 { high << 16 | low }

    /// The checksum of `bytes`.
    ///
    /// - Complexity: O(n) for n bytes.
    public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
