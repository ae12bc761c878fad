import BenchmarkSupport
import ConstraintSolver
import Foundation

/// One measured workload: what the table and the JSON report show.
struct Figure: Encodable {
    /// A stable key, shared with Scripts/kiwi_compare.py.
    var id: String
    var name: String
    var medianNanoseconds: Double
    var floorMultiple: Double
    /// How many timed samples the median is of.
    var samples: Int
    var goalNanoseconds: Double?

    var goalText: String {
        guard let goal = goalNanoseconds else { return "" }
        return "≤ \(formatTime(goal)) " + (medianNanoseconds <= goal ? "✓" : "✗")
    }
}

/// The values the systems solve to, for Scripts/kiwi_compare.py to compare with kiwisolver's.
struct SolvedValues: Encodable {
    /// The typical cell after a fresh solve, by variable name.
    var cellFresh: [String: Double] = [:]
    /// The typical cell after the title's intrinsic height changed to two lines by `setConstant`.
    var cellChanged: [String: Double] = [:]
    /// The typical cell with the intrinsic height as an edit variable, after `suggestValue` of two lines.
    var cellSuggested: [String: Double] = [:]
    /// Every variable of the random systems after the fresh solve, by constraint count (as a string), by index.
    var randomFresh: [String: [Double]] = [:]
    /// The edited variables after the 100 suggestions, by constraint count, by variable index (as a string).
    var randomEdited: [String: [String: Double]] = [:]
}

struct Report: Encodable {
    var floorNanoseconds: Double
    var cellConstraintCount: Int
    var cellVariableCount: Int
    var figures: [Figure]
    var values: SolvedValues
}

/// The median of `samples` timed runs of `body`, in nanoseconds, after `warmUp` untimed runs.
func medianTime(samples: Int, warmUp: Int, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<warmUp { try body() }
    var times: [Double] = []
    times.reserveCapacity(samples)
    for _ in 0..<samples { times.append(try nanoseconds(body)) }
    return median(times)
}

/// `nanoseconds` as ns, µs, ms or s with three or four significant digits.
func formatTime(_ nanoseconds: Double) -> String {
    if nanoseconds < 1_000 { return String(format: "%.0f ns", nanoseconds) }
    if nanoseconds < 1_000_000 { return String(format: nanoseconds < 10_000 ? "%.2f µs" : "%.1f µs", nanoseconds / 1e3) }
    if nanoseconds < 1_000_000_000 {
        return String(format: nanoseconds < 10_000_000 ? "%.3f ms" : "%.1f ms", nanoseconds / 1e6)
    }
    return String(format: "%.2f s", nanoseconds / 1e9)
}

/// Whether every required constraint holds within `tolerance` at the system's values.
func requiredConstraintsHold(_ constraints: [LinearConstraint], in system: ConstraintSystem, tolerance: Double = 1e-6) -> Bool {
    constraints.allSatisfy { constraint in
        guard constraint.strength.isRequired else { return true }
        let value = constraint.expression.evaluated { system.value(of: $0) }
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}
