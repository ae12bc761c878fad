@testable import CollectionGeometry
import Foundation
import Testing

/// The deterministic functions agree with the platform's maths library to within a few units in the last place over
/// the ranges pictures use, give the exact values at the points where the functions are exact, and are defined for
/// every input.
@Suite struct DeterministicMathTests {
    /// Sines and cosines from −100 to 100 radians, every 0.0137: within 10⁻¹⁴ of the platform's (the reduction by
    /// π/2 in two parts keeps the error near the last place for such arguments); sin² + cos² = 1 within 10⁻¹⁵.
    @Test func sinesAndCosines() {
        var x = -100.0
        while x <= 100 {
            let (s, c) = DeterministicMath.sinCos(x)
            #expect(abs(s - Foundation.sin(x)) < 1e-14, "sin \(x)")
            #expect(abs(c - Foundation.cos(x)) < 1e-14, "cos \(x)")
            #expect(abs(s * s + c * c - 1) < 1e-15, "\(x)")
            x += 0.0137
        }
        #expect(DeterministicMath.sin(0) == 0 && DeterministicMath.cos(0) == 1)
        // A quarter turn: the cosine is the rounding of π/2 (6.1 × 10⁻¹⁷), as the platform's.
        #expect(abs(DeterministicMath.cos(.pi / 2)) < 1e-16 && DeterministicMath.sin(.pi / 2) == 1)
        #expect(abs(DeterministicMath.tan(.pi / 4) - 1) < 1e-15)
        #expect(DeterministicMath.sin(.nan).isNaN && DeterministicMath.cos(.infinity).isNaN)
        // A huge argument is reduced without trapping.
        #expect(DeterministicMath.sin(1e300).isFinite)
    }

    /// Exponentials from −700 to 700 and logarithms from 10⁻³⁰⁰ to 10³⁰⁰: within 10⁻¹⁴ relative of the platform's;
    /// the limits where the double range ends.
    @Test func exponentialsAndLogarithms() {
        var x = -700.0
        while x <= 700 {
            let expected = Foundation.exp(x)
            #expect(abs(DeterministicMath.exp(x) - expected) <= 1e-14 * expected, "exp \(x)")
            x += 0.731
        }
        var y = 1e-300
        while y < 1e300 {
            let expected = Foundation.log(y)
            #expect(abs(DeterministicMath.log(y) - expected) <= 1e-14 * max(1, abs(expected)), "log \(y)")
            y *= 3.7
        }
        #expect(DeterministicMath.exp(0) == 1 && DeterministicMath.log(1) == 0)
        #expect(DeterministicMath.exp(1000) == .infinity && DeterministicMath.exp(-1000) == 0 && DeterministicMath.exp(.nan).isNaN)
        #expect(DeterministicMath.log(0) == -.infinity && DeterministicMath.log(-1).isNaN && DeterministicMath.log(.infinity) == .infinity)
    }

    /// Powers as the sRGB conversions use them (bases 0…1.1, exponents 2.4 and 1/2.4): within 10⁻¹⁴ relative of the
    /// platform's; x⁰ = 1, 0ʸ = 0 for y > 0, 1ʸ = 1.
    @Test func powers() {
        var base = 0.001
        while base <= 1.1 {
            for exponent in [2.4, 1 / 2.4, 0.5, 3.0] {
                let expected = Foundation.pow(base, exponent)
                #expect(abs(DeterministicMath.pow(base, exponent) - expected) <= 1e-14 * expected, "\(base)^\(exponent)")
            }
            base += 0.0093
        }
        #expect(DeterministicMath.pow(5, 0) == 1 && DeterministicMath.pow(0, 2) == 0 && DeterministicMath.pow(1, 1e300) == 1)
        #expect(DeterministicMath.pow(-2, 0.5).isNaN)
    }
}
