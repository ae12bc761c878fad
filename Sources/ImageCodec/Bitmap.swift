/// A decoded picture: straight (not premultiplied) RGBA, eight bits per channel, rows from the top.
///
/// Equality compares the pixels; hashing is O(1): it combines the size with a checksum of the pixels computed
/// once, when the bitmap is made.
public struct Bitmap: Hashable, Sendable, CustomStringConvertible {
    /// One pixel's channels, straight alpha (255: opaque).
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// The red channel.
        public var red: UInt8
        /// The green channel.
        public var green: UInt8
        /// The blue channel.
        public var blue: UInt8
        /// The opacity: 0 transparent, 255 opaque.
        public var alpha: UInt8

        /// Creates a pixel from its channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `rgba(r, g, b, a)`.
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row by row from the top, four bytes each: red, green, blue, alpha (straight).
    public let rgba: [UInt8]
    /// A hash of ``rgba`` (FNV-1a over 64-bit words), computed once so that hashing is O(1).
    private let checksum: UInt64

    /// A bitmap of `width` × `height` pixels from their RGBA bytes; nil when a side is negative or `rgba` does not
    /// hold exactly four bytes per pixel.
    ///
    /// - Complexity: O(width × height): the checksum is computed here.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, rgba.count == pixels * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
        checksum = Self.checksum(rgba)
    }

    /// One opaque white pixel: what a picture of nothing (a side of 0) is drawn as.
    public static let whitePixel = Bitmap(white: ())

    /// The one-pixel white bitmap (four bytes for one pixel: always valid).
    private init(white: Void) {
        width = 1
        height = 1
        rgba = [255, 255, 255, 255]
        checksum = Self.checksum(rgba)
    }

    /// FNV-1a over the pixels taken eight bytes at a time (little endian), then over the bytes left.
    private static func checksum(_ bytes: [UInt8]) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let wholeWords = bytes.count / 8
        bytes.withUnsafeBytes { raw in
            for word in 0..<wholeWords {
                hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))) &* prime
            }
        }
        for index in wholeWords * 8..<bytes.count { hash = (hash ^ UInt64(bytes[index])) &* prime }
        return hash
    }

    /// The pixel at column `x`, row `y` (from the top left), or nil outside the bitmap.
    ///
    /// - Complexity: O(1).
    public func pixel(atX x: Int, y: Int) -> Pixel? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let index = (y * width + x) * 4
        return Pixel(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2], alpha: rgba[index + 3])
    }

    /// Whether every pixel is opaque.
    ///
    /// - Complexity: O(width × height).
    public var isOpaque: Bool {
        stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 }
    }

    /// Whether two bitmaps have the same size and pixels.
    ///
    /// - Complexity: O(1) when the sizes or checksums differ or the pixels share storage, else O(width × height).
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.checksum == rhs.checksum && lhs.rgba == rhs.rgba
    }

    /// Hashes the size and the pixels' checksum.
    ///
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(checksum)
    }

    /// `Bitmap(3 × 2)`.
    public var description: String { "Bitmap(\(width) × \(height))" }
}
