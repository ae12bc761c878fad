/// Finds one longest strictly increasing subsequence by patience sorting with predecessor links
/// (Schensted 1961; Fredman 1975): O(k log k) for k values, O(k) when the values are nearly increasing.
///
/// The diff uses it to pick the items (and sections) that stay put: elements whose old positions, read in
/// new order, form an increasing run keep their relative order and need no move; every other matched element
/// is a move. Keeping a *longest* such run makes the move set minimal.
///
/// Tie-break (pinned by the tests): each value replaces the first run tail that is not smaller than it;
/// the run reported is the one ending at the final longest tail, followed back through each element's
/// predecessor at the time it was placed (e.g. `[1, 0]` keeps `[0]`, `[3, 2, 1, 0]` keeps `[0]`).
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Sets `isMember[p] = true` for the positions `p` of one longest strictly increasing subsequence of
    /// `values`; other entries of `isMember` are left alone. `isMember` must have at least `values.count`
    /// entries.
    ///
    /// - Complexity: O(k log k), k = `values.count`; O(k) when few values are out of order (a value that
    ///   extends the longest run, or lands right after the previous value's slot, skips the binary search).
    @inlinable
    static func mark(_ values: [Int], into isMember: inout [Bool]) {
        let count = values.count
        guard count > 0 else { return }
        // tailPositions[k] / tailValues[k]: the smallest value ending an increasing run of length k + 1.
        var tailPositions = [Int](repeating: 0, count: count)
        var tailValues = [Int](repeating: 0, count: count)
        var predecessors = [Int](repeating: -1, count: count)
        var length = 0
        values.withUnsafeBufferPointer { values in
            tailPositions.withUnsafeMutableBufferPointer { tailPositions in
                tailValues.withUnsafeMutableBufferPointer { tailValues in
                    predecessors.withUnsafeMutableBufferPointer { predecessors in
                        var previousSlot = -1
                        for position in 0..<count {
                            let value = values[position]
                            var slot: Int
                            if length == 0 || tailValues[length - 1] < value {
                                slot = length  // Extends the longest run: the common case.
                            } else if previousSlot + 1 < length && tailValues[previousSlot + 1] >= value
                                        && (previousSlot < 0 || tailValues[previousSlot] < value) {
                                slot = previousSlot + 1  // Continues the previous value's run.
                            } else {
                                // First tail >= value (tails' values increase; the last one is >= value).
                                var low = 0
                                var high = length - 1
                                while low < high {
                                    let middle = (low &+ high) >> 1
                                    if tailValues[middle] < value { low = middle &+ 1 } else { high = middle }
                                }
                                slot = low
                            }
                            predecessors[position] = slot > 0 ? tailPositions[slot - 1] : -1
                            tailPositions[slot] = position
                            tailValues[slot] = value
                            if slot == length { length += 1 }
                            previousSlot = slot
                        }
                    }
                }
            }
        }
        var position = tailPositions[length - 1]
        while position >= 0 {
            isMember[position] = true
            position = predecessors[position]
        }
    }
}

extension LongestIncreasingSubsequence {
    /// Marks, among the longest strictly increasing subsequences of `values`, one that contains the most
    /// positions `p` with `preferred[p]` (ties: the one ending latest, each element linked to the latest
    /// best predecessor). `values` must be distinct and in `0..<valueBound`.
    ///
    /// The diff uses it for sections: among the minimal sets of section moves it keeps as many changed
    /// sections in place as it can, because a moved section with item changes costs a second batch.
    /// Dynamic programming over a Fenwick tree of the best run ending at each value.
    ///
    /// - Complexity: O(k log m), k = `values.count`, m = `valueBound`.
    @inlinable
    static func markPreferring(_ values: [Int], preferred: [Bool], valueBound: Int, into isMember: inout [Bool]) {
        typealias Run = (length: Int, preferred: Int, end: Int)
        let none: Run = (0, 0, -1)
        @inline(__always) func isBetter(_ run: Run, than other: Run) -> Bool {
            (run.length, run.preferred, run.end) > (other.length, other.preferred, other.end)
        }
        // tree[i] (1-based) holds the best run ending at a value in Fenwick range i.
        var tree = [Run](repeating: none, count: valueBound + 1)
        var predecessors = [Int](repeating: -1, count: values.count)
        var best = none
        for (position, value) in values.enumerated() {
            var before = none  // the best run ending at a value < `value`
            var node = value
            while node > 0 {
                if isBetter(tree[node], than: before) { before = tree[node] }
                node &= node - 1
            }
            let run: Run = (before.length + 1, before.preferred + (preferred[position] ? 1 : 0), position)
            predecessors[position] = before.end
            node = value + 1
            while node <= valueBound {
                if isBetter(run, than: tree[node]) { tree[node] = run }
                node += node & -node
            }
            if isBetter(run, than: best) { best = run }
        }
        var position = best.end
        while position >= 0 {
            isMember[position] = true
            position = predecessors[position]
        }
    }
}
