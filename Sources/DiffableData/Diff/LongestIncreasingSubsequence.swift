/// Finds one longest strictly increasing subsequence by patience sorting with predecessor links
/// (Fredman 1975; Schensted 1961): O(k log k) for k values, O(k) when the values are already increasing.
///
/// The diff uses it to pick the items (and sections) that stay put: elements whose old positions, read in
/// new order, form an increasing run keep their relative order and need no move; every other matched element
/// is a move. Keeping a *longest* such run makes the move set minimal.
///
/// Tie-break (pinned by the tests): among runs of equal length, the one found is the one ending at the last
/// position that completes a longest run, each element linked to the most recent element that extended the
/// run before it (e.g. `[1, 0]` keeps `[0]`, `[3, 2, 1, 0]` keeps `[0]`).
@usableFromInline
struct LongestIncreasingSubsequence {
    /// `tails[k]` is the position of the smallest value that ends an increasing run of length `k + 1`.
    @usableFromInline var tails: [Int] = []
    /// `predecessors[p]` is the position before `p` in the run ending at `p`, or -1.
    @usableFromInline var predecessors: [Int] = []

    @inlinable
    init() {}

    /// Sets `isMember[p] = true` for the positions `p` of one longest strictly increasing subsequence of
    /// `values`; other entries of `isMember` are left alone. `isMember` must have at least `values.count`
    /// entries. Reuses its scratch storage across calls.
    ///
    /// - Complexity: O(k log k), k = `values.count`; O(k) when `values` is increasing.
    @inlinable
    mutating func mark(_ values: [Int], into isMember: inout [Bool]) {
        let count = values.count
        guard count > 0 else { return }
        tails.removeAll(keepingCapacity: true)
        if predecessors.count < count {
            predecessors.append(contentsOf: repeatElement(-1, count: count - predecessors.count))
        }
        values.withUnsafeBufferPointer { values in
            predecessors.withUnsafeMutableBufferPointer { predecessors in
                var lastTailValue = Int.min
                for position in 0..<count {
                    let value = values[position]
                    if value > lastTailValue {
                        // Extends the longest run so far: the common case when few elements moved.
                        predecessors[position] = tails.last ?? -1
                        tails.append(position)
                        lastTailValue = value
                        continue
                    }
                    // Replace the first tail >= value (binary search; tails' values are increasing).
                    var low = 0
                    var high = tails.count - 1
                    while low < high {
                        let middle = (low + high) >> 1
                        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                    }
                    predecessors[position] = low > 0 ? tails[low - 1] : -1
                    tails[low] = position
                    if low == tails.count - 1 { lastTailValue = value }
                }
            }
        }
        var position = tails[tails.count - 1]
        while position >= 0 {
            isMember[position] = true
            position = predecessors[position]
        }
    }
}
