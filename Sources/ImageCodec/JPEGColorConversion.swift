/// The colour conversions of JFIF (ITU-R BT.601 coefficients, full range: Y, Cb and Cr all use 0…255, Cb and Cr
/// centred on 128), in 16-bit fixed point, so that every machine computes the same values:
///
/// - R = Y + 1.402 (Cr − 128)
/// - G = Y − 0.344136 (Cb − 128) − 0.714136 (Cr − 128)
/// - B = Y + 1.772 (Cb − 128)
///
/// and the other way
///
/// - Y = 0.299 R + 0.587 G + 0.114 B
/// - Cb = −0.168736 R − 0.331264 G + 0.5 B + 128
/// - Cr = 0.5 R − 0.418688 G − 0.081312 B + 128
///
/// Each coefficient is round(c · 65536); results are rounded to the nearest and clamped to 0…255.
enum JPEGColorConversion {
    private static let half = 1 << 15

    /// The RGB colour of a YCbCr sample.
    static func rgb(y: UInt8, cb: UInt8, cr: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let luma = Int(y), blue = Int(cb) - 128, red = Int(cr) - 128
        return (clamp(luma + (91_881 * red + half) >> 16),
                clamp(luma + (-22_554 * blue - 46_802 * red + half) >> 16),
                clamp(luma + (116_130 * blue + half) >> 16))
    }

    /// The YCbCr sample of an RGB colour (channels 0…255).
    static func ycbcr(red: Int, green: Int, blue: Int) -> (y: Int, cb: Int, cr: Int) {
        let offset = 128 << 16
        return (Int(clamp((19_595 * red + 38_470 * green + 7_471 * blue + half) >> 16)),
                Int(clamp((-11_059 * red - 21_709 * green + 32_768 * blue + offset + half) >> 16)),
                Int(clamp((32_768 * red - 27_439 * green - 5_329 * blue + offset + half) >> 16)))
    }

    private static func clamp(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: min(max(value, 0), 255))
    }
}
