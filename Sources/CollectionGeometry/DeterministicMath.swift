/// Sines, cosines, tangents, exponentials, logarithms and powers computed with the four IEEE operations only, in a
/// fixed order, so they give the same bits on every machine and platform (beyond UIKit).
///
/// The platforms' maths libraries may differ in the last bit of `sin`, `exp` or `pow`; a picture whose arcs,
/// rotations, spring curves or colour conversions go through them could then differ by a pixel between Linux and
/// macOS. Everything that reaches a picture uses these instead. They are accurate to a few units in the last place
/// for ordinary arguments (the tests compare them with the platform's functions), and defined (NaN, or the limits)
/// for the others.
package enum DeterministicMath {
    /// π/2 split in two, so `x − k·π/2` loses no bits for moderate `k` (Cody and Waite's reduction).
    private static let halfPiHigh = 1.5707963267341256
    private static let halfPiLow = 6.077100506506192e-11
    private static let twoOverPi = 0.6366197723675814

    /// The sine and cosine of `x` radians: reduced to `r` within ±π/4 of a multiple `k` of π/2, the Taylor series of
    /// sin r and cos r (to r¹⁹ and r²⁰: the next term is below 10⁻¹⁹ for |r| ≤ π/4), then exchanged and negated by the
    /// quadrant `k mod 4`.
    ///
    /// - Complexity: O(1).
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        // Past a billion radians the two-part reduction loses the angle; such an argument is first taken modulo the
        // double nearest 2π (an exact remainder): defined and repeatable, if no longer the true sine.
        let x = abs(x) < 1e9 ? x : x.truncatingRemainder(dividingBy: 2 * Double.pi)
        let k = (x * twoOverPi).rounded()
        let r = (x - k * halfPiHigh) - k * halfPiLow
        let r2 = r * r
        // Horner's rule with the reciprocal factorials.
        var s = 1.0 / 121_645_100_408_832_000          // 1/19!
        s = s * -r2 + 1.0 / 355_687_428_096_000          // 1/17!
        s = s * -r2 + 1.0 / 1_307_674_368_000            // 1/15!
        s = s * -r2 + 1.0 / 6_227_020_800                // 1/13!
        s = s * -r2 + 1.0 / 39_916_800                   // 1/11!
        s = s * -r2 + 1.0 / 362_880                      // 1/9!
        s = s * -r2 + 1.0 / 5_040                        // 1/7!
        s = s * -r2 + 1.0 / 120                          // 1/5!
        s = s * -r2 + 1.0 / 6                            // 1/3!
        let sine = r - r * r2 * s
        var c = 1.0 / 2_432_902_008_176_640_000          // 1/20!
        c = c * -r2 + 1.0 / 6_402_373_705_728_000        // 1/18!
        c = c * -r2 + 1.0 / 20_922_789_888_000           // 1/16!
        c = c * -r2 + 1.0 / 87_178_291_200               // 1/14!
        c = c * -r2 + 1.0 / 479_001_600                  // 1/12!
        c = c * -r2 + 1.0 / 3_628_800                    // 1/10!
        c = c * -r2 + 1.0 / 40_320                       // 1/8!
        c = c * -r2 + 1.0 / 720                          // 1/6!
        c = c * -r2 + 1.0 / 24                           // 1/4!
        c = c * -r2 + 1.0 / 2                            // 1/2!
        let cosine = 1 - r2 * c
        var quadrant = k.truncatingRemainder(dividingBy: 4)
        if quadrant < 0 { quadrant += 4 }
        switch quadrant {
        case 0: return (sine, cosine)
        case 1: return (cosine, -sine)
        case 2: return (-sine, -cosine)
        default: return (-cosine, sine)
        }
    }

    /// The sine of `x` radians (see ``sinCos(_:)``).
    package static func sin(_ x: Double) -> Double { sinCos(x).sin }

    /// The cosine of `x` radians (see ``sinCos(_:)``).
    package static func cos(_ x: Double) -> Double { sinCos(x).cos }

    /// The tangent of `x` radians: sine over cosine.
    package static func tan(_ x: Double) -> Double {
        let (s, c) = sinCos(x)
        return s / c
    }

    /// ln 2 split in two for the reduction of ``exp(_:)`` and the sum of ``log(_:)``.
    private static let ln2High = 0.6931471803691238
    private static let ln2Low = 1.9082149292705877e-10

    /// e to the power `x`: `x = k·ln 2 + r` with |r| ≤ ln 2 / 2, the Taylor series of eʳ (to r¹⁶), times 2ᵏ exactly.
    /// Beyond ±745 the result is 0 or infinity, as the double range allows.
    ///
    /// - Complexity: O(1).
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        let k = (x / (ln2High + ln2Low)).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        // Horner's rule: eʳ = 1 + r(1 + r/2(1 + r/3(… (1 + r/16)))).
        var e = 1.0
        for n in stride(from: 16.0, through: 1, by: -1) { e = 1 + r * e / n }
        return scaled(e, byPowerOfTwo: Int(k))
    }

    /// The natural logarithm of `x`: `x = m·2ᵉ` with m in [√½, √2), ln m = 2·atanh((m − 1)/(m + 1)) by its series (to
    /// the 31st power), plus e·ln 2. Zero gives −infinity, negative numbers and NaN give NaN.
    ///
    /// - Complexity: O(1).
    package static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return .infinity }
        var m = x.significand
        var e = Double(x.exponent)
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        let t = (m - 1) / (m + 1), t2 = t * t
        var series = 1.0 / 31
        for n in stride(from: 29.0, through: 1, by: -2) { series = series * t2 + 1 / n }
        return 2 * t * series + e * ln2Low + e * ln2High
    }

    /// `x` to the power `y`, as e^(y·ln x) for positive `x`; 1 for y = 0, 0 for x = 0 and y > 0, NaN for a negative `x`
    /// (the colour and priority conversions that use it take only non-negative bases).
    ///
    /// - Complexity: O(1).
    package static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 { return 1 }
        if x == 1 { return 1 }
        if x == 0 { return y > 0 ? 0 : .infinity }
        return exp(y * log(x))
    }

    /// `value` × 2ⁿ, exactly (in two steps when 2ⁿ alone would leave the double range).
    private static func scaled(_ value: Double, byPowerOfTwo n: Int) -> Double {
        let first = max(-1022, min(1023, n))
        let rest = max(-1022, min(1023, n - first))
        return value * Double(sign: .plus, exponent: first, significand: 1) * Double(sign: .plus, exponent: rest, significand: 1)
    }
}
