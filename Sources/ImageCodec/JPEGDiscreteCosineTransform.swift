/// The 8 × 8 two-dimensional DCT of JPEG (ITU T.81, A.3.3) and its inverse, in integer arithmetic only, so that
/// every machine computes the same samples.
///
/// Both run as two passes of the one-dimensional transform, over columns and then rows, with the basis
/// `basis[x][u]` = C(u) / 2 · cos((2x + 1)uπ / 16) scaled by 2^13 and rounded (C(0) = 1/√2, else 1). A sum of
/// products keeps two fractional bits between the passes and is rounded once at the end. The basis is symmetric
/// (`basis[7 − x][u]` = (−1)^u · `basis[x][u]`), so each one-dimensional transform needs 32 multiplications.
///
/// Arithmetic wraps rather than traps, so coefficients from a corrupt file give some samples, never a crash.
enum JPEGDiscreteCosineTransform {
    /// `basis[x][u]` for x = 0…3, row-major (the rows for x = 4…7 follow from the symmetry). The numbers are
    /// round(8192 · C(u) / 2 · cos((2x + 1)uπ / 16)).
    private static let basis: [Int] = [
        2896, 4017, 3784, 3406, 2896, 2276, 1567, 799,
        2896, 3406, 1567, -799, -2896, -4017, -3784, -2276,
        2896, 2276, -1567, -4017, -2896, 799, 3784, 3406,
        2896, 799, -3784, -2276, 2896, 3406, -1567, -4017,
    ]
    /// The basis' scale, 2^13, in bits.
    private static let basisBits = 13
    /// Fractional bits kept between the passes.
    private static let passBits = 2

    /// The samples of one block: `coefficients` (natural order) times `quantization` (natural order), inverse
    /// transformed, level-shifted by 128 and clamped to 0…255, written row by row into `samples` from `offset` with
    /// `stride` bytes per row.
    static func inverse(_ coefficients: ArraySlice<Int16>, quantization: [Int], into samples: inout [UInt8],
                        offset: Int, stride: Int) {
        var work = [Int](repeating: 0, count: 64)
        let start = coefficients.startIndex
        // Columns: work[y][u] = Σv basis[y][v] · F[v][u], kept with `passBits` fractional bits.
        let firstShift = basisBits - passBits
        let firstRound = 1 << (firstShift - 1)
        for u in 0..<8 {
            var column = [Int](repeating: 0, count: 8)
            var isZero = true
            for v in 0..<8 {
                let value = Int(coefficients[start + v * 8 + u]) &* quantization[v * 8 + u]
                column[v] = value
                if value != 0 { isZero = false }
            }
            if isZero { continue }
            for y in 0..<4 {
                let row = y * 8
                let even = basis[row] &* column[0] &+ basis[row + 2] &* column[2]
                    &+ basis[row + 4] &* column[4] &+ basis[row + 6] &* column[6]
                let odd = basis[row + 1] &* column[1] &+ basis[row + 3] &* column[3]
                    &+ basis[row + 5] &* column[5] &+ basis[row + 7] &* column[7]
                work[y * 8 + u] = (even &+ odd &+ firstRound) &>> firstShift
                work[(7 - y) * 8 + u] = (even &- odd &+ firstRound) &>> firstShift
            }
        }
        // Rows: f[y][x] = Σu basis[x][u] · work[y][u], then the level shift and the final rounding.
        let lastShift = basisBits + passBits
        let lastRound = 1 << (lastShift - 1) + 128 << lastShift
        for y in 0..<8 {
            let line = y * 8
            for x in 0..<4 {
                let row = x * 8
                let even = basis[row] &* work[line] &+ basis[row + 2] &* work[line + 2]
                    &+ basis[row + 4] &* work[line + 4] &+ basis[row + 6] &* work[line + 6]
                let odd = basis[row + 1] &* work[line + 1] &+ basis[row + 3] &* work[line + 3]
                    &+ basis[row + 5] &* work[line + 5] &+ basis[row + 7] &* work[line + 7]
                samples[offset + y * stride + x] = clamp((even &+ odd &+ lastRound) &>> lastShift)
                samples[offset + y * stride + 7 - x] = clamp((even &- odd &+ lastRound) &>> lastShift)
            }
        }
    }

    /// The quantised coefficients of one block, in zig-zag order: the samples (level-shifted by −128) transformed,
    /// each divided by its `quantization` entry (natural order) and rounded to the nearest, halves away from zero.
    /// `samples` holds 64 values row by row.
    static func forward(_ samples: [Int], quantization: [Int]) -> [Int] {
        var work = [Int](repeating: 0, count: 64)
        let firstShift = basisBits - passBits
        let firstRound = 1 << (firstShift - 1)
        // Rows: work[y][u] = Σx basis[x][u] · (f[y][x] − 128); by the symmetry, the sums f[x] ± f[7 − x] for x < 4.
        for y in 0..<8 {
            let line = y * 8
            var sums = [Int](repeating: 0, count: 4), differences = [Int](repeating: 0, count: 4)
            for x in 0..<4 {
                let left = samples[line + x] - 128, right = samples[line + 7 - x] - 128
                sums[x] = left + right
                differences[x] = left - right
            }
            for u in 0..<8 {
                let terms = u % 2 == 0 ? sums : differences
                var total = 0
                for x in 0..<4 { total += basis[x * 8 + u] * terms[x] }
                work[line + u] = (total + firstRound) >> firstShift
            }
        }
        // Columns, then quantisation: the sums carry 2^(13 + 2) of scale on top of the quantiser.
        var output = [Int](repeating: 0, count: 64)
        let lastShift = basisBits + passBits
        for u in 0..<8 {
            var sums = [Int](repeating: 0, count: 4), differences = [Int](repeating: 0, count: 4)
            for y in 0..<4 {
                sums[y] = work[y * 8 + u] + work[(7 - y) * 8 + u]
                differences[y] = work[y * 8 + u] - work[(7 - y) * 8 + u]
            }
            for v in 0..<8 {
                let terms = v % 2 == 0 ? sums : differences
                var total = 0
                for y in 0..<4 { total += basis[y * 8 + v] * terms[y] }
                let divisor = max(1, quantization[v * 8 + u]) << lastShift
                let quotient = (abs(total) + divisor / 2) / divisor
                output[v * 8 + u] = total < 0 ? -quotient : quotient
            }
        }
        return JPEGStandardTables.zigZag.map { output[$0] }
    }

    private static func clamp(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: min(max(value, 0), 255))
    }
}
