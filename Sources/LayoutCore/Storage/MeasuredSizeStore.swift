import CollectionGeometry

/// The sizes measured for a section's self-sizing items, by item index.
///
/// Only the axes the section estimates are kept (a list that estimates heights keeps one number per
/// measured item), in blocks of 64 items allocated when the first item of the block is measured. An item
/// measured on a kept axis reads back that length; axes that are not kept read back as NaN, which the
/// solver ignores (a measured size only replaces estimated lengths).
///
/// Memory: 8 bytes per kept axis per item of every block that holds a measurement, so 8 bytes per
/// measured item for a list measured in scroll order; one heap buffer per touched block, none per item.
package struct MeasuredSizeStore: Sendable, Equatable {
    /// log₂ of the number of items per block.
    static let blockShift = 6
    static let blockSize = 1 << blockShift

    /// Whether widths are kept.
    package let keepsWidth: Bool
    /// Whether heights are kept.
    package let keepsHeight: Bool
    private var blocks: [Int: [Double]] = [:]
    /// The number of items with a measurement.
    package private(set) var count = 0

    /// A store keeping the given axes (at least one).
    package init(keepsWidth: Bool, keepsHeight: Bool) {
        self.keepsWidth = keepsWidth || !keepsHeight
        self.keepsHeight = keepsHeight
    }

    private var stride: Int { (keepsWidth ? 1 : 0) + (keepsHeight ? 1 : 0) }

    /// Whether nothing is measured.
    package var isEmpty: Bool { count == 0 }

    /// The measured size of `item`, or nil when it has none.
    /// - Complexity: O(1) on average (one dictionary lookup).
    package subscript(item: Int) -> CGSize? {
        guard item >= 0, let block = blocks[item >> Self.blockShift] else { return nil }
        let base = (item & (Self.blockSize - 1)) * stride
        let first = block[base]
        guard !first.isNaN else { return nil }
        switch (keepsWidth, keepsHeight) {
        case (true, true): return CGSize(width: first, height: block[base + 1])
        case (true, false): return CGSize(width: first, height: .nan)
        default: return CGSize(width: .nan, height: first)
        }
    }

    /// Records `size` for `item`; a non-finite or negative kept length removes the measurement.
    /// Returns whether the stored value changed.
    /// - Complexity: O(1) on average; O(64) when it allocates a block.
    @discardableResult
    package mutating func set(_ size: CGSize, forItem item: Int) -> Bool {
        guard item >= 0 else { return false }
        let values = [keepsWidth ? size.width : nil, keepsHeight ? size.height : nil].compactMap { $0 }
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return remove(item: item) }
        let key = item >> Self.blockShift
        let base = (item & (Self.blockSize - 1)) * stride
        var block = blocks.removeValue(forKey: key) ?? [Double](repeating: .nan, count: Self.blockSize * stride)
        let wasMeasured = !block[base].isNaN
        var changed = !wasMeasured
        for (offset, value) in values.enumerated() where block[base + offset] != value {
            block[base + offset] = value
            changed = true
        }
        if !wasMeasured { count += 1 }
        blocks[key] = block
        return changed
    }

    /// Whether ``set(_:forItem:)`` with these arguments would change the stored value (it changes nothing).
    /// - Complexity: O(1) on average.
    package func wouldChange(_ size: CGSize, forItem item: Int) -> Bool {
        guard item >= 0 else { return false }
        func valid(_ length: CGFloat) -> Bool { length.isFinite && length >= 0 }
        let isValid = (!keepsWidth || valid(size.width)) && (!keepsHeight || valid(size.height))
        guard let stored = self[item] else { return isValid }
        guard isValid else { return true }
        return (keepsWidth && stored.width != size.width) || (keepsHeight && stored.height != size.height)
    }

    /// Removes the measurement of `item`. Returns whether there was one.
    @discardableResult
    package mutating func remove(item: Int) -> Bool {
        guard item >= 0 else { return false }
        let key = item >> Self.blockShift
        guard var block = blocks.removeValue(forKey: key) else { return false }
        let base = (item & (Self.blockSize - 1)) * stride
        let wasMeasured = !block[base].isNaN
        for offset in 0..<stride { block[base + offset] = .nan }
        if wasMeasured { count -= 1 }
        if block.contains(where: { !$0.isNaN }) { blocks[key] = block }
        return wasMeasured
    }

    /// The measurements of the items in `range`, for solving the groups that show them.
    /// - Complexity: O(range.count).
    package func measurements(in range: Range<Int>) -> [Int: CGSize] {
        var result: [Int: CGSize] = [:]
        for item in range { if let size = self[item] { result[item] = size } }
        return result
    }

    /// Every measured item index, in increasing order.
    /// - Complexity: O(touched blocks · 64).
    package var measuredItems: [Int] {
        var items: [Int] = []
        items.reserveCapacity(count)
        for key in blocks.keys.sorted() {
            guard let block = blocks[key] else { continue }
            for slot in 0..<Self.blockSize where !block[slot * stride].isNaN {
                items.append(key << Self.blockShift + slot)
            }
        }
        return items
    }

    /// The store with every measurement of an item at or past `limit` dropped (items that no longer exist).
    package func truncated(toItemCount limit: Int) -> MeasuredSizeStore {
        var copy = self
        for item in measuredItems where item >= limit { copy.remove(item: item) }
        return copy
    }
}
