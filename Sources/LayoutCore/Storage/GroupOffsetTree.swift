import CollectionGeometry

/// The main-axis offsets of a run of groups that advance by a common stride, except where a group's own
/// length differs from the stride's by a delta (a measured group).
///
/// Group `g` starts at `g · stride + (the deltas of the groups before it)`. Deltas are kept in blocks
/// of 64 groups, allocated when a group of the block first gets one, and each block's sum sits in a
/// Fenwick (binary indexed) tree over the blocks, so that changing one delta and finding an offset both
/// cost O(log(g / 64) + 64), and finding the group at a position costs the same.
///
/// Memory: 8 bytes per block (the tree, allocated with the first delta) plus 8 bytes per group of every
/// block that holds a delta; nothing per group otherwise.
package struct GroupOffsetTree: Sendable, Equatable {
    static let blockShift = 6
    static let blockSize = 1 << blockShift

    /// The number of groups.
    package let groupCount: Int
    /// The distance from one group's start to the next one's when neither has a delta.
    package let stride: CGFloat
    /// Fenwick tree of block sums, 1-based; empty until a delta is set.
    private var tree: [CGFloat] = []
    /// The deltas of each touched block; NaN marks a group without one.
    private var blocks: [Int: [CGFloat]] = [:]
    /// The sum of every delta.
    package private(set) var totalDelta: CGFloat = 0

    package init(groupCount: Int, stride: CGFloat) {
        self.groupCount = max(0, groupCount)
        self.stride = stride
    }

    private var blockCount: Int { (groupCount + Self.blockSize - 1) >> Self.blockShift }

    /// The delta of group `group`, or nil when it has none.
    /// - Complexity: O(1) on average.
    package func delta(ofGroup group: Int) -> CGFloat? {
        guard let block = blocks[group >> Self.blockShift] else { return nil }
        let value = block[group & (Self.blockSize - 1)]
        return value.isNaN ? nil : value
    }

    /// Sets (or, with nil, clears) the delta of group `group`; returns how much the groups after it move.
    /// - Complexity: O(log(g / 64)); O(g / 64) the first time (the tree is allocated).
    @discardableResult
    package mutating func setDelta(_ delta: CGFloat?, ofGroup group: Int) -> CGFloat {
        guard group >= 0, group < groupCount else { return 0 }
        let key = group >> Self.blockShift
        let slot = group & (Self.blockSize - 1)
        var block = blocks.removeValue(forKey: key) ?? [CGFloat](repeating: .nan, count: Self.blockSize)
        let old = block[slot].isNaN ? 0 : block[slot]
        let new = delta.flatMap { $0.isFinite ? $0 : nil } ?? 0
        block[slot] = delta.flatMap { $0.isFinite ? $0 : nil } ?? .nan
        if block.contains(where: { !$0.isNaN }) { blocks[key] = block }
        let change = new - old
        guard change != 0 else { return 0 }
        if tree.isEmpty { tree = [CGFloat](repeating: 0, count: blockCount + 1) }
        var node = key + 1
        while node < tree.count {
            tree[node] += change
            node += node & -node
        }
        totalDelta += change
        return change
    }

    /// The sum of the deltas of blocks `0..<blockEnd`.
    private func blockPrefix(_ blockEnd: Int) -> CGFloat {
        guard !tree.isEmpty else { return 0 }
        var sum: CGFloat = 0
        var node = blockEnd
        while node > 0 {
            sum += tree[node]
            node -= node & -node
        }
        return sum
    }

    /// The sum of the deltas of the groups of block `key` before slot `slot`.
    private func inBlockPrefix(_ key: Int, _ slot: Int) -> CGFloat {
        guard slot > 0, let block = blocks[key] else { return 0 }
        var sum: CGFloat = 0
        for index in 0..<slot where !block[index].isNaN { sum += block[index] }
        return sum
    }

    /// Where group `group` starts, relative to group 0 (`group` may be `groupCount`: the end of the run).
    /// - Complexity: O(log(g / 64) + 64).
    package func offset(ofGroup group: Int) -> CGFloat {
        let key = group >> Self.blockShift
        return CGFloat(group) * stride + blockPrefix(key) + inBlockPrefix(key, group & (Self.blockSize - 1))
    }

    /// The last group that starts at or before `position` (relative to group 0), or 0 when none does.
    /// Offsets must not decrease from one group to the next (stride plus delta ≥ 0).
    /// - Complexity: O(log(g / 64) + 64).
    package func lastGroup(startingAtOrBefore position: CGFloat) -> Int {
        guard groupCount > 0, position > 0 else { return 0 }
        if tree.isEmpty {
            guard stride > 0 else { return groupCount - 1 }
            let estimate = (position / stride).rounded(.down)
            return estimate >= CGFloat(groupCount - 1) ? groupCount - 1 : max(0, Int(estimate))
        }
        // Descend the Fenwick tree for the last whole block that starts at or before `position`: a node
        // covering `length` blocks spans `length · 64 · stride` plus its deltas.
        var node = 0
        var start: CGFloat = 0
        var step = 1
        while step << 1 < tree.count { step <<= 1 }
        let blockSpan = CGFloat(Self.blockSize) * stride
        while step > 0 {
            let next = node + step
            if next < tree.count {
                let end = start + CGFloat(step) * blockSpan + tree[next]
                // Block `next` (1-based: blocks 0..<next end at `end`) starts at or before the position.
                if end <= position, next < blockCount {
                    node = next
                    start = end
                }
            }
            step >>= 1
        }
        // Block `node` starts at `start`; walk its groups.
        var group = node << Self.blockShift
        var cursor = start
        let block = blocks[node]
        let last = min(groupCount, group + Self.blockSize) - 1
        while group < last {
            let delta = block.map { $0[group & (Self.blockSize - 1)] } ?? .nan
            let next = cursor + stride + (delta.isNaN ? 0 : delta)
            if next > position { break }
            cursor = next
            group += 1
        }
        return group
    }
}
