/// The "did you mean" of unknown keys and values: the allowed name closest to what was written.
enum Suggestion {
    /// The longest text compared; longer texts get no suggestion (they are not misspellings of a short name,
    /// and comparing them would cost their length times the name's).
    static let maximumLength = 64

    /// The name among `names` closest to `text`: a name equal to it but for case first, else the one at the
    /// smallest edit distance (insertions, deletions and substitutions, case aside) when that distance is at most a
    /// third of the name's length (and at least 1). `nil` when none is that close.
    ///
    /// - Complexity: O(k · m · n) for k names of length at most m and a text of length n ≤ ``maximumLength``.
    static func closest(to text: String, among names: [String]) -> String? {
        guard text.unicodeScalars.count <= maximumLength else { return nil }
        let typed = Array(text.lowercased().unicodeScalars)
        if let sameButCase = names.first(where: { Array($0.lowercased().unicodeScalars) == typed }) { return sameButCase }
        var best: (name: String, distance: Int)?
        for name in names {
            let candidate = Array(name.lowercased().unicodeScalars)
            let allowed = max(1, candidate.count / 3)
            // Lengths further apart than the allowance cannot be within it.
            guard abs(candidate.count - typed.count) <= allowed else { continue }
            let distance = editDistance(typed, candidate)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for (i, left) in a.enumerated() {
            current[0] = i + 1
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
