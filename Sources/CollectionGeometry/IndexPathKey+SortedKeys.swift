import Foundation

/// Sorted lists of packed keys: the lists of a validated batch update, and the rows an item view shows, sort as
/// their index paths do, so membership is a binary search and two lists meet in one merge walk, without hashing.
extension IndexPathKey {
    /// The index path of a key.
    @inlinable @inline(__always)
    package static func indexPath(_ key: UInt64) -> IndexPath {
        IndexPath(item: IndexPathKey.item(key), section: IndexPathKey.section(key))
    }

    /// The keys of `paths`, sorted (a linear check when they already are).
    package static func sortedKeys(_ paths: [IndexPath]) -> [UInt64] {
        var keys = paths.map(key)
        if keys.indices.dropFirst().contains(where: { keys[$0] < keys[$0 - 1] }) { keys.sort() }
        return keys
    }

    /// The sorted union (with repeats) of two sorted key lists.
    package static func merged(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        if b.isEmpty { return a }
        if a.isEmpty { return b }
        var result: [UInt64] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] <= b[j] { result.append(a[i]); i += 1 } else { result.append(b[j]); j += 1 }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }

    /// How many keys of sorted `keys` are below `bound` (binary search).
    package static func lowerBound(of bound: UInt64, in keys: [UInt64]) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether sorted `keys` holds `key`.
    package static func contains(_ key: UInt64, in keys: [UInt64]) -> Bool {
        let index = lowerBound(of: key, in: keys)
        return index < keys.count && keys[index] == key
    }

    /// Whether `paths`, sorted as a batch keeps its lists, holds the two-index `path` (binary search, no
    /// hashing).
    package static func contains(_ path: IndexPath, inSorted paths: [IndexPath]) -> Bool {
        guard path.count == 2 else { return false }
        let bound = key(path)
        var low = 0
        var high = paths.count
        while low < high {
            let mid = (low + high) / 2
            if key(paths[mid]) < bound { low = mid + 1 } else { high = mid }
        }
        return low < paths.count && key(paths[low]) == bound
    }

    /// Whether two sorted key lists share a key (one merge walk).
    package static func intersect(_ a: [UInt64], _ b: [UInt64]) -> Bool {
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] { return true }
            if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return false
    }

    /// Whether sorted `keys` holds a key twice.
    package static func hasRepeats(_ keys: [UInt64]) -> Bool {
        keys.indices.dropFirst().contains { keys[$0] == keys[$0 - 1] }
    }
}
