import Foundation

/// Locale-independent, deterministic number formatting for display.
///
/// Frames keep full `Double` precision in the engine; rounding happens here, for display only
/// (frames keep full precision; rounding happens only on export).
package enum DisplayNumber {
    /// Magnitudes at or beyond this are printed with Swift's own description instead of being scaled to
    /// an integer (which would overflow `Int` and trap).
    private static let largestScaledMagnitude: Double = 1e15

    /// `value` rounded to `decimals` places with exactly that many digits after the point: `85.60`, `-3.50`,
    /// `0.00` (never `-0.00`). Non-finite values print as `nan`, `inf` and `-inf`.
    package static func fixed(_ value: CGFloat, decimals: Int = 2) -> String {
        let double = Double(value)
        guard double.isFinite else { return nonFinite(double) }
        guard abs(double) < largestScaledMagnitude else { return "\(double)" }
        let scale = power(of: 10, decimals)
        let scaled = Int64((double * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        guard decimals > 0 else { return sign + String(whole) }
        var fraction = String(magnitude % UInt64(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        return "\(sign)\(whole).\(fraction)"
    }

    /// `value` rounded to at most `decimals` places with trailing zeros removed: `85.6`, `428`, `-10`.
    package static func compact(_ value: CGFloat, decimals: Int = 2) -> String {
        let text = fixed(value, decimals: decimals)
        guard text.contains("."), Double(value).isFinite, abs(Double(value)) < largestScaledMagnitude else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return trimmed == "-0" ? "0" : String(trimmed)
    }

    private static func nonFinite(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        return value < 0 ? "-inf" : "inf"
    }

    private static func power(of base: Int64, _ exponent: Int) -> Int64 {
        var result: Int64 = 1
        for _ in 0..<max(0, exponent) { result *= base }
        return result
    }
}
