/// A line diff for snapshot mismatches: the longest common subsequence of lines, then `-` for stored lines
/// that are gone and `+` for new ones, each with its line number; unchanged lines are left out.
enum LineDiff {
    /// Past this many lines on either side, lines are compared one to one instead (the table would be too large).
    static let maximumLines = 4_000

    static func diff(stored: String, current: String) -> String {
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = current.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old.count <= maximumLines, new.count <= maximumLines else { return pairwise(old, new) }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                i += 1
                j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                output.append("+ \(j + 1): \(new[j])")
                j += 1
            } else {
                output.append("- \(i + 1): \(old[i])")
                i += 1
            }
        }
        return output.joined(separator: "\n")
    }

    private static func pairwise(_ old: [String], _ new: [String]) -> String {
        var output: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil, after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            if let before { output.append("- \(index + 1): \(before)") }
            if let after { output.append("+ \(index + 1): \(after)") }
        }
        return output.joined(separator: "\n")
    }
}
