import CollectionGeometry

extension WaterfallItems {
    /// Where each column ends, and whether it holds an item yet, while a run of items is placed.
    ///
    /// The values live in plain buffers for the run, so that the placement loop writes them without the
    /// uniqueness check an array makes on every write. `release()` hands them back as arrays and frees the
    /// buffers; the state must not be used after it.
    struct ColumnState {
        let ends: UnsafeMutableBufferPointer<CGFloat>
        let holdsItems: UnsafeMutableBufferPointer<Bool>
        /// A copy of `ends` as an array, kept current for the custom policy's closure (nil otherwise).
        private let endsCopy: UnsafeMutablePointer<[CGFloat]>?

        init(ends: [CGFloat], holdsItems: [Bool], keepsArray: Bool) {
            self.ends = .allocate(capacity: ends.count)
            _ = self.ends.initialize(from: ends)
            self.holdsItems = .allocate(capacity: holdsItems.count)
            _ = self.holdsItems.initialize(from: holdsItems)
            if keepsArray {
                endsCopy = .allocate(capacity: 1)
                endsCopy?.initialize(to: ends)
            } else {
                endsCopy = nil
            }
        }

        /// The columns' ends as an array (for the custom policy's closure).
        var endsArray: [CGFloat] { endsCopy?.pointee ?? Array(ends) }

        /// The column that ends first; ties go to the leading-most one.
        @inline(__always)
        var shortestColumn: Int {
            // Selects rather than branches: with lengths in random order a branch per column mispredicts.
            var best = 0, bestEnd = ends[0], column = 1
            while column < ends.count {
                let end = ends[column]
                let shorter = end < bestEnd
                best = shorter ? column : best
                bestEnd = shorter ? end : bestEnd
                column += 1
            }
            return best
        }

        /// Where the shortest column ends.
        var shortestEnd: CGFloat { ends.isEmpty ? 0 : ends[shortestColumn] }

        /// Where the furthest column ends.
        var furthestEnd: CGFloat { ends.max() ?? 0 }

        /// Whether any column holds an item.
        var anyHoldsItems: Bool { holdsItems.contains(true) }

        /// Column `column` now ends at `end` and holds an item.
        @inline(__always)
        func end(_ column: Int, at end: CGFloat) {
            ends[column] = end
            holdsItems[column] = true
            endsCopy?.pointee[column] = end
        }

        /// Every column now ends at `end` and holds an item (after a full-span item).
        func endAll(at end: CGFloat) {
            for column in ends.indices { self.end(column, at: end) }
        }

        /// The ends and holds as arrays; frees the buffers.
        func release() -> (ends: [CGFloat], holdsItems: [Bool]) {
            let result = (Array(ends), Array(holdsItems))
            ends.deallocate()
            holdsItems.deallocate()
            if let endsCopy {
                endsCopy.deinitialize(count: 1)
                endsCopy.deallocate()
            }
            return result
        }
    }
}
