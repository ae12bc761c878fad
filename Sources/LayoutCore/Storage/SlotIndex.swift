import CollectionGeometry

/// An index over a group template's many slots (a custom group of thousands of frames), so that a rect
/// query visits only the slots near the rect instead of every slot.
///
/// Slots are sorted by where they start along one axis; beside each is the furthest any slot up to it
/// reaches. A query binary-searches the first slot whose prefix can reach the range, then walks until slots
/// start past it.
///
/// - Complexity: building O(n log n); a query O(log n + k + w), where w counts the slots that start
///   before the range within the longest slot's length of it (for frames that tile, as a waterfall's do,
///   w is about the number of columns). Memory: 20 bytes per slot.
package struct SlotIndex: Sendable {
    /// The axis the slots are sorted along.
    package let axis: Axis
    /// Slot numbers in order of their start along `axis`.
    private let order: [Int32]
    private let starts: [CGFloat]
    /// The furthest end along `axis` of the slots `order[0...i]`.
    private let reach: [CGFloat]

    /// The fewest slots worth an index: below this a scan is as fast.
    package static let threshold = 64

    package init(frames: [CGRect], axis: Axis) {
        self.axis = axis
        let sorted = frames.indices.sorted { frames[$0].minimum(along: axis) < frames[$1].minimum(along: axis) }
        order = sorted.map { Int32($0) }
        starts = sorted.map { frames[$0].minimum(along: axis) }
        var furthest = -CGFloat.greatestFiniteMagnitude
        reach = sorted.map { slot in
            furthest = max(furthest, frames[slot].maximum(along: axis))
            return furthest
        }
    }

    /// Calls `body` with every slot that may meet the range `low...high` along `axis` (a superset: callers
    /// test each frame).
    package func forEachSlot(meeting low: CGFloat, _ high: CGFloat, _ body: (Int) -> Void) {
        var first = 0, last = reach.count
        while first < last {
            let mid = (first + last) / 2
            if reach[mid] < low { first = mid + 1 } else { last = mid }
        }
        var index = first
        while index < starts.count, starts[index] <= high {
            body(Int(order[index]))
            index += 1
        }
    }
}
