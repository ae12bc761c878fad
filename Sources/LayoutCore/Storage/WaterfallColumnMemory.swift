import CollectionGeometry

/// The columns a waterfall section's items were placed in, kept across layout passes (beyond UIKit: UIKit has
/// no waterfall).
///
/// A waterfall with the shortest-column policy places an item in the column that ends first *when it is
/// placed*, so placing it again after anything above it changed size (a measurement, a new width, a reload)
/// could put it in another column. With a memory, an item that has a column goes back to it, and only
/// items without one (new items, items past what was ever placed) are placed by the policy: an item's
/// column changes only when its column count does, and coming back to a column count brings the columns of
/// that count back. Positions follow: an item starts below the item before it in its own column.
///
/// Memories are values: `Codable`, so an app can save one with its other state and give it back to a new
/// layout (see `UICollectionViewCompositionalLayout.waterfallColumnMemory`).
public struct WaterfallColumnMemory: Sendable, Hashable, Codable {
    /// Each item's column by item index, for each column count the section has been laid out with:
    /// `0..<count` for a column, ``fullSpan`` for an item that spanned every column, ``unknown`` for none.
    public var columnsByCount: [Int: [Int32]]

    /// The entry of an item that spanned every column.
    public static let fullSpan: Int32 = -1
    /// The entry of an item that has no column yet.
    public static let unknown: Int32 = -2

    /// A memory holding `columnsByCount`.
    public init(columnsByCount: [Int: [Int32]] = [:]) {
        self.columnsByCount = columnsByCount
    }

    /// Whether the memory holds no column.
    public var isEmpty: Bool { columnsByCount.values.allSatisfy(\.isEmpty) }

    /// The column item `item` had with `columnCount` columns, or nil when it had none (or spanned them all).
    /// - Complexity: O(1).
    public func column(ofItem item: Int, columnCount: Int) -> Int? {
        guard let columns = columnsByCount[columnCount], item >= 0, item < columns.count, columns[item] >= 0 else { return nil }
        return Int(columns[item])
    }

    /// The largest item index remembered (2²⁶ − 1): the memory is a list of four bytes an item, so an item past it
    /// is not remembered (it is placed by the column policy) rather than costing gigabytes.
    public static let maximumItem = (1 << 26) - 1

    /// Records `column` as item `item`'s column with `columnCount` columns; an item below 0 or past
    /// ``maximumItem``, or a column count below 1, is ignored.
    /// - Complexity: O(1) amortised (O(item) when the list grows to reach it).
    public mutating func setColumn(_ column: Int32, ofItem item: Int, columnCount: Int) {
        guard item >= 0, item <= Self.maximumItem, columnCount > 0 else { return }
        var columns = columnsByCount.removeValue(forKey: columnCount) ?? []
        if columns.count <= item { columns.append(contentsOf: repeatElement(Self.unknown, count: item + 1 - columns.count)) }
        columns[item] = column
        columnsByCount[columnCount] = columns
    }

    /// Every remembered entry: item, column count and column (``fullSpan`` included), in no set order.
    /// - Complexity: O(n) for n entries.
    public func forEachEntry(_ body: (_ item: Int, _ columnCount: Int, _ column: Int32) -> Void) {
        for (count, columns) in columnsByCount {
            for (item, column) in columns.enumerated() where column != Self.unknown { body(item, count, column) }
        }
    }
}
