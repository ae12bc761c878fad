import CollectionGeometry

/// The placed items of a waterfall section, placed lazily in item order: only as far as a query has
/// reached, with the rest of the section's length estimated from the items placed so far.
///
/// Positions are relative to the section's content origin (main 0 at the content's start, cross 0 at the
/// leading edge of the first column), so the section can move without touching its items. Each column
/// keeps the indices of its items in order, so a rect query binary-searches each column.
///
/// - Complexity: placing an item is O(columns) for the shortest-column policy, O(1) otherwise; a rect
///   query is O(columns · log n + k). Memory: 24 bytes per placed item, nothing per unplaced item.
package struct WaterfallItems: Sendable {
    package let axis: Axis
    package let columnCount: Int
    package let columnWidth: CGFloat
    package let columnSpacing: CGFloat
    package let itemSpacing: CGFloat
    /// The cross length of a full-span item.
    package let fullSpanWidth: CGFloat
    package let itemCount: Int
    package let policy: WaterfallSpec.Policy
    /// Measured lengths of self-sizing items.
    package var measurements: MeasuredSizeStore

    package private(set) var starts: [CGFloat] = []
    package private(set) var lengths: [CGFloat] = []
    /// Each placed item's column; -1 for full-span items.
    package private(set) var columns: [Int32] = []
    private var columnItems: [[Int32]]
    /// Per column, where every ``queryBlock``-th item of its list ends (the last item of each full block of
    /// the list): a rect query searches these few, mostly cached values first and then one block, instead of
    /// binary-searching the whole list through two arrays (two dependent cache misses per step).
    private var columnBlockEnds: [[CGFloat]]
    private var fullSpanItems: [Int32] = []
    /// Where each column ends, and whether it holds anything yet (spacing goes only between items).
    private var ends: [CGFloat]
    private var holdsItems: [Bool]
    private var lengthSum: CGFloat = 0
    /// One bit per placed item: whether its length is an estimate (a measurement can change it).
    private var estimatedBits: [UInt64] = []
    /// Items whose length the provider gave as invalid (reported once per pass).
    package private(set) var invalidLengths = 0
    /// The columns items had before (by item index; see ``WaterfallColumnMemory``), consulted for items past
    /// the placed ones under the shortest-column policy: an item placed again goes back to its column.
    private var remembered: [Int32]

    package init(axis: Axis, columnCount: Int, columnWidth: CGFloat, columnSpacing: CGFloat, itemSpacing: CGFloat,
                 fullSpanWidth: CGFloat, itemCount: Int, policy: WaterfallSpec.Policy, measurements: MeasuredSizeStore,
                 rememberedColumns: [Int32] = []) {
        self.axis = axis
        self.columnCount = max(1, columnCount)
        self.columnWidth = columnWidth
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.fullSpanWidth = fullSpanWidth
        self.itemCount = max(0, itemCount)
        self.policy = policy
        self.measurements = measurements
        self.remembered = policy == .shortestColumn ? rememberedColumns : []
        columnItems = Array(repeating: [], count: self.columnCount)
        columnBlockEnds = Array(repeating: [], count: self.columnCount)
        ends = Array(repeating: 0, count: self.columnCount)
        holdsItems = Array(repeating: false, count: self.columnCount)
    }

    /// The number of items placed so far.
    package var placedCount: Int { starts.count }

    /// Whether every item is placed.
    package var isComplete: Bool { placedCount >= itemCount }

    /// Every item that starts at or before this position (relative main) is placed.
    package var frontier: CGFloat { isComplete ? .infinity : (ends.min() ?? 0) }

    /// The section content's length: exact once every item is placed; before that, the furthest column end
    /// plus the unplaced items at the placed items' average length, shared among the columns.
    package var contentLength: CGFloat {
        let furthest = ends.max() ?? 0
        guard !isComplete, placedCount > 0 else { return furthest }
        let average = lengthSum / CGFloat(placedCount)
        let remaining = CGFloat(itemCount - placedCount)
        return furthest + (remaining / CGFloat(columnCount)) * (average + itemSpacing)
    }

    /// The cross offset of column `column` from the first column's leading edge.
    @inline(__always)
    package func crossOffset(ofColumn column: Int) -> CGFloat { CGFloat(column) * (columnWidth + columnSpacing) }

    /// The frame of placed item `item`, relative to the section's content origin.
    package func relativeFrame(ofItem item: Int) -> CGRect {
        let column = Int(columns[item])
        let cross = column < 0 ? 0 : crossOffset(ofColumn: column)
        let width = column < 0 ? fullSpanWidth : columnWidth
        return CGRect(main: starts[item], cross: cross, mainLength: lengths[item], crossLength: width, mainAxis: axis)
    }

    /// The item's length from its provider, or its measurement when it is estimated and measured.
    /// Invalid lengths (NaN, infinite, negative) become 0 and are counted.
    private mutating func length(of item: Int, width: CGFloat, source: WaterfallItemSource) -> CGFloat {
        let value: CGFloat
        switch source.length(item, width) {
        case .absolute(let points): value = points
        case .fractionalWidth(let fraction): value = fraction * width
        case .estimated(let estimate):
            markEstimated(item)
            let measured = measurements[item].map { axis == .vertical ? $0.height : $0.width }
            value = measured.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? estimate
        }
        // Compared as `Double`, one comparison each (NaN fails both).
        guard value.native >= 0, value.native < .infinity else {
            invalidLengths += 1
            return 0
        }
        return value
    }

    /// Places items in order while `placedCount <= lastItem` or some column ends at or before `position`
    /// (relative main), until every item is placed.
    ///
    /// The storage is taken out of `self` for the loop, so that nothing else holds it while it grows; the
    /// items up to `lastItem` are written through buffer pointers into storage sized for them at once, and
    /// the columns' ends live in plain buffers meanwhile (an array would check its uniqueness on every write).
    private mutating func placeItems(upTo lastItem: Int, through position: CGFloat, source: WaterfallItemSource) {
        var starts = self.starts, lengths = self.lengths, columns = self.columns, columnItems = self.columnItems
        var lengthSum = self.lengthSum
        self.starts = []
        self.lengths = []
        self.columns = []
        self.columnItems = []
        let state = ColumnState(ends: ends, holdsItems: holdsItems, keepsArray: policy == .custom)
        defer {
            self.starts = starts
            self.lengths = lengths
            self.columns = columns
            self.columnItems = columnItems
            self.lengthSum = lengthSum
            (ends, holdsItems) = state.release()
        }
        var item = starts.count
        // Up to `lastItem`: storage for all of them at once, written in place.
        let bulkEnd = min(itemCount, lastItem + 1)
        if bulkEnd > item {
            // How many of the new items each column gets.
            let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: columnCount)
            counts.initialize(repeating: 0)
            defer { counts.deallocate() }
            let first = item
            let placeRun = { (items: inout WaterfallItems, starts: UnsafeMutableBufferPointer<CGFloat>,
                              lengths: UnsafeMutableBufferPointer<CGFloat>, columns: UnsafeMutableBufferPointer<Int32>) in
                for index in first..<bulkEnd {
                    let placed = items.place(index, state, source: source)
                    starts[index] = placed.start
                    lengths[index] = placed.length
                    columns[index] = placed.column
                    lengthSum += placed.length
                    if placed.column >= 0 { counts[Int(placed.column)] += 1 }
                }
            }
            if first == 0 {
                // The first run (the usual one: a query far down places everything before it) writes each value
                // once into fresh storage, without filling it with zeros first.
                starts = Array(unsafeUninitializedCapacity: bulkEnd) { startBuffer, startCount in
                    lengths = Array(unsafeUninitializedCapacity: bulkEnd) { lengthBuffer, lengthCount in
                        columns = Array(unsafeUninitializedCapacity: bulkEnd) { columnBuffer, columnCount in
                            placeRun(&self, startBuffer, lengthBuffer, columnBuffer)
                            columnCount = bulkEnd
                        }
                        lengthCount = bulkEnd
                    }
                    startCount = bulkEnd
                }
            } else {
                starts.append(contentsOf: repeatElement(0, count: bulkEnd - first))
                lengths.append(contentsOf: repeatElement(0, count: bulkEnd - first))
                columns.append(contentsOf: repeatElement(0, count: bulkEnd - first))
                starts.withUnsafeMutableBufferPointer { starts in
                    lengths.withUnsafeMutableBufferPointer { lengths in
                        columns.withUnsafeMutableBufferPointer { columns in placeRun(&self, starts, lengths, columns) }
                    }
                }
            }
            Self.appendColumnLists(of: columns, range: first..<bulkEnd, counts: counts, to: &columnItems)
            item = bulkEnd
        }
        // Then as far as `position` reaches, one item at a time.
        while item < itemCount, state.shortestEnd <= position {
            let placed = place(item, state, source: source)
            starts.append(placed.start)
            lengths.append(placed.length)
            columns.append(placed.column)
            if placed.column >= 0 { columnItems[Int(placed.column)].append(Int32(item)) }
            lengthSum += placed.length
            item += 1
        }
        Self.extendBlockEnds(&columnBlockEnds, of: columnItems, starts: starts, lengths: lengths)
    }

    /// The number of list entries each entry of ``columnBlockEnds`` stands for: 64 four-byte indices, four
    /// cache lines, searched after the block is found.
    static let queryBlock = 64

    /// Adds to `blockEnds` the end of the last item of every full block that `lists` gained.
    /// - Complexity: O(new blocks).
    private static func extendBlockEnds(_ blockEnds: inout [[CGFloat]], of lists: [[Int32]], starts: [CGFloat],
                                        lengths: [CGFloat]) {
        for column in lists.indices {
            let list = lists[column]
            var block = blockEnds[column].count
            while (block + 1) * queryBlock <= list.count {
                let last = Int(list[(block + 1) * queryBlock - 1])
                blockEnds[column].append(starts[last] + lengths[last])
                block += 1
            }
        }
    }

    /// Appends items `range` to their columns' lists (`counts` says how many each column gets).
    ///
    /// A counting sort: one pass writes every item into a scratch buffer at its column's next slot (no branch
    /// per item, so a random column order costs no mispredictions; full-span items go to a bucket of their
    /// own that is dropped), then each column's slice is appended to its list at once.
    /// - Complexity: O(range + columns).
    private static func appendColumnLists(of columns: [Int32], range: Range<Int>,
                                          counts: UnsafeMutableBufferPointer<Int>, to columnItems: inout [[Int32]]) {
        guard !range.isEmpty else { return }
        // Bucket 0 holds full-span items (column -1); bucket c + 1 holds column c.
        let buckets = counts.count + 1
        let cursors = UnsafeMutableBufferPointer<Int>.allocate(capacity: buckets)
        defer { cursors.deallocate() }
        var placedInColumns = 0
        for column in 0..<counts.count { placedInColumns += counts[column] }
        cursors[0] = 0
        var next = range.count - placedInColumns
        for column in 0..<counts.count {
            cursors[column + 1] = next
            next += counts[column]
        }
        let sorted = UnsafeMutableBufferPointer<Int32>.allocate(capacity: range.count)
        defer { sorted.deallocate() }
        columns.withUnsafeBufferPointer { columns in
            for index in range {
                let bucket = Int(columns[index]) &+ 1
                let slot = cursors[bucket]
                sorted[slot] = Int32(truncatingIfNeeded: index)
                cursors[bucket] = slot &+ 1
            }
        }
        var start = range.count - placedInColumns
        for column in 0..<counts.count where counts[column] > 0 {
            columnItems[column].append(contentsOf: UnsafeBufferPointer(rebasing: sorted[start..<(start + counts[column])]))
            start += counts[column]
        }
    }

    /// Where item `item` goes, with the columns' ends updated: the column its policy picks, at that column's
    /// end (plus the item spacing when the column already holds an item); a full-span item (column -1)
    /// starts below the furthest column and ends every column. The caller adds the item to its column's list.
    @inline(__always)
    private mutating func place(_ item: Int, _ state: ColumnState,
                                source: WaterfallItemSource) -> (start: CGFloat, length: CGFloat, column: Int32) {
        if let isFullSpan = source.isFullSpan, isFullSpan(item) {
            let start = state.furthestEnd + (state.anyHoldsItems ? itemSpacing : 0)
            let length = self.length(of: item, width: fullSpanWidth, source: source)
            fullSpanItems.append(Int32(item))
            state.endAll(at: start + length)
            return (start, length, -1)
        }
        let column: Int
        switch policy {
        case .shortestColumn:
            // An item that had a column goes back to it; the others go to the column that ends first.
            if item < remembered.count, remembered[item] >= 0, Int(remembered[item]) < columnCount {
                column = Int(remembered[item])
            } else {
                column = state.shortestColumn
            }
        case .sequential:
            column = item % columnCount
        case .custom:
            // An answer outside the columns falls back to the shortest column.
            let answer = source.column?(item, state.endsArray) ?? -1
            column = answer >= 0 && answer < columnCount ? answer : state.shortestColumn
        }
        let start = state.ends[column] + (state.holdsItems[column] ? itemSpacing : 0)
        let length = self.length(of: item, width: columnWidth, source: source)
        state.end(column, at: start + length)
        return (start, length, Int32(column))
    }

    private mutating func markEstimated(_ item: Int) {
        let word = item >> 6
        while estimatedBits.count <= word { estimatedBits.append(0) }
        estimatedBits[word] |= 1 << UInt64(item & 63)
    }

    /// Whether placed item `item`'s length is an estimate, so that measuring it can change it.
    package func isEstimated(_ item: Int) -> Bool {
        let word = item >> 6
        return word < estimatedBits.count && estimatedBits[word] & (1 << UInt64(item & 63)) != 0
    }

    /// Places items until every item starting at or before `position` (relative main) is placed.
    /// Returns whether anything was placed.
    @discardableResult
    package mutating func place(through position: CGFloat, source: WaterfallItemSource) -> Bool {
        let before = placedCount
        placeItems(upTo: -1, through: position, source: source)
        return placedCount != before
    }

    /// Places items up to and including `item`. Returns whether anything was placed.
    @discardableResult
    package mutating func place(upToItem item: Int, source: WaterfallItemSource) -> Bool {
        let before = placedCount
        reserve(upToItem: min(item, itemCount - 1))
        placeItems(upTo: item, through: -.infinity, source: source)
        return placedCount != before
    }

    /// Makes room for the items up to `item` at once, so placing many does not grow the storage step by
    /// step (each column gets its share and a little more).
    private mutating func reserve(upToItem item: Int) {
        let count = item + 1
        guard count > starts.capacity else { return }
        starts.reserveCapacity(count)
        lengths.reserveCapacity(count)
        columns.reserveCapacity(count)
        let share = (count - placedCount) / columnCount + 64
        for column in 0..<columnCount { columnItems[column].reserveCapacity(columnItems[column].count + share) }
    }

    /// Forgets the placement of item `item` and every item after it (they are placed again, lazily).
    /// - Complexity: O(removed items + columns).
    package mutating func unplace(from item: Int) {
        guard item >= 0, item < placedCount else { return }
        // The forgotten items keep their columns for when they are placed again.
        if policy == .shortestColumn {
            if remembered.count < placedCount {
                remembered.append(contentsOf: repeatElement(WaterfallColumnMemory.unknown, count: placedCount - remembered.count))
            }
            for index in item..<placedCount { remembered[index] = columns[index] }
        }
        for index in item..<placedCount { lengthSum -= lengths[index] }
        starts.removeSubrange(item...)
        lengths.removeSubrange(item...)
        columns.removeSubrange(item...)
        let limit = Int32(item)
        for column in 0..<columnCount {
            while let last = columnItems[column].last, last >= limit { columnItems[column].removeLast() }
        }
        for column in 0..<columnCount {
            let blocks = columnItems[column].count / Self.queryBlock
            if columnBlockEnds[column].count > blocks { columnBlockEnds[column].removeSubrange(blocks...) }
        }
        while let last = fullSpanItems.last, last >= limit { fullSpanItems.removeLast() }
        // Clear the estimate bits of the forgotten items.
        let words = (item + 63) >> 6
        if estimatedBits.count > words { estimatedBits.removeSubrange(words...) }
        if item & 63 != 0, words > 0, words <= estimatedBits.count {
            estimatedBits[words - 1] &= (1 << UInt64(item & 63)) - 1
        }
        // Each column now ends at its last item or at the last full-span item, whichever is further.
        let spanEnd = fullSpanItems.last.map { starts[Int($0)] + lengths[Int($0)] }
        for column in 0..<columnCount {
            let own = columnItems[column].last.map { starts[Int($0)] + lengths[Int($0)] }
            ends[column] = max(own ?? 0, spanEnd ?? 0)
            holdsItems[column] = own != nil || spanEnd != nil
        }
        if item == 0 { lengthSum = 0 }
    }

    /// The column of every item placed now or before, by item index (see ``WaterfallColumnMemory``): the placed
    /// items' columns, then those remembered for items past them. Empty unless the policy is shortest-column.
    /// - Complexity: O(n) for n items placed or remembered.
    package var columnMemory: [Int32] {
        guard policy == .shortestColumn else { return [] }
        guard remembered.count > placedCount else { return columns }
        return columns + remembered[placedCount...]
    }

    /// Calls `body` with every placed item whose relative frame meets the relative main range `q0...q1`.
    /// - Complexity: O(columns · log n + k).
    package func forEachItem(meetingMain q0: CGFloat, _ q1: CGFloat, _ body: (Int) -> Void) {
        for column in columnItems.indices {
            // The first block whose last item reaches q0 holds the first item that does (ends increase along
            // a list); without one, the partial block after the full ones does.
            let blockEnds = columnBlockEnds[column]
            var low = 0, high = blockEnds.count
            while low < high {
                let mid = (low + high) / 2
                if blockEnds[mid] < q0 { low = mid + 1 } else { high = mid }
            }
            let list = columnItems[column]
            let first = low * Self.queryBlock
            visit(list, from: first, to: min(list.count, first + Self.queryBlock), q0, q1, body)
        }
        visit(fullSpanItems, from: 0, to: fullSpanItems.count, q0, q1, body)
    }

    /// Calls `body` with the items of `list` from the first in `start..<end` that reaches `q0` on, while they
    /// start at or before `q1`.
    private func visit(_ list: [Int32], from start: Int, to end: Int, _ q0: CGFloat, _ q1: CGFloat, _ body: (Int) -> Void) {
        // Items of one list end in increasing order: find the first that reaches q0.
        var low = start, high = end
        while low < high {
            let mid = (low + high) / 2
            let item = Int(list[mid])
            if starts[item] + lengths[item] < q0 { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < list.count {
            let item = Int(list[index])
            if starts[item] > q1 { break }
            body(item)
            index += 1
        }
    }
}
