import Foundation

// What every benchmark executable shares: timing, medians, the fill floor and a seeded generator.

/// The time `body` takes, in nanoseconds.
public func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

/// The median of `values` (the mean of the middle two for an even count; 0 when empty).
public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// `text` padded with spaces to `width` characters.
public func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// Resident set size in bytes, from /proc/self/statm (Linux; 0 elsewhere).
public func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Writes `count` rects in a loop and returns the nanoseconds it took: the floor any placement of that many
/// frames is measured against. Figures are quoted as multiples of it, measured in the same run, so they compare
/// across machines.
public func fillFloor(count: Int) -> Double {
    var frames = [CGRect](repeating: .zero, count: count)
    let time = nanoseconds {
        for index in 0..<count {
            frames[index] = CGRect(x: CGFloat(index & 1) * 195, y: CGFloat(index) * 10, width: 195, height: CGFloat(index & 63) + 40)
        }
    }
    if frames[count / 2].height < 0 { print(frames[count / 2]) }
    return time
}

/// SplitMix64 (Steele, Lea & Flood 2014): a small deterministic generator for reproducible workloads.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's state.
    public var state: UInt64

    /// A generator seeded with `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// The fill floor measured now: the median of five fills of 1M `CGRect`s (``fillFloor(count:)``), in nanoseconds.
public func measuredFillFloor() -> Double {
    median((0..<5).map { _ in fillFloor(count: 1_000_000) })
}

/// A time as floor-frames: how many `CGRect` writes of the fill floor take as long (`floor` is the time of
/// 1M writes, measured in the same run), so that a figure compares across machines.
public func floorFrames(_ nanoseconds: Double, floor: Double) -> Double {
    nanoseconds / (floor / 1_000_000)
}

/// "✓ ≤ goal" when `value` is at most `goal`, else "✗ ≤ goal" (the goal with thousands separators).
public func goalMark(_ value: Double, atMost goal: Double) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.usesGroupingSeparator = true
    formatter.groupingSeparator = ","
    let text = formatter.string(from: NSNumber(value: goal)) ?? String(goal)
    return (value <= goal ? "✓ ≤ " : "✗ ≤ ") + text
}
