/// One row of the tableau: `basic = constant + Σ coefficient · symbol`, with the cells sorted by symbol.
///
/// A row not yet in the tableau reads `0 = constant + Σ coefficient · symbol`. Coefficients within
/// ``Row/epsilon`` of zero are dropped, as Kiwi drops them, so that rounding never leaves a phantom cell.
@usableFromInline
struct Row: Sendable, Equatable {
    struct Cell: Sendable, Equatable {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The tolerance below which a coefficient or a constant counts as zero (Kiwi's).
    static let epsilon = 1.0e-8

    @usableFromInline var constant: Double
    private(set) var cells: [Cell]
    /// A bit per symbol serial modulo 64, set for every symbol the row has held: a clear bit proves a symbol
    /// absent without searching (the check most substitutions end with), a set bit means "search".
    private(set) var membership: UInt64 = 0

    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 << UInt64(symbol.serial & 63) }

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        cells = []
        if capacity > 0 { cells.reserveCapacity(capacity) }
    }

    static func isNearZero(_ value: Double) -> Bool {
        value < 0 ? -value < epsilon : value < epsilon
    }

    /// The position of `symbol` in ``cells``, or where it would go, and whether it is there.
    private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            let raw = cells[middle].symbol.raw
            if raw < symbol.raw {
                low = middle + 1
            } else if raw > symbol.raw {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when the row does not hold it. O(log c).
    func coefficient(for symbol: Symbol) -> Double {
        if membership & Row.bit(symbol) == 0 { return 0 }
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Row.isNearZero(coefficient) {
            membership |= Row.bit(symbol)
            // Append, then rotate the new cell back into place (cheaper than the generic `insert(_:at:)`).
            let cell = Cell(symbol: symbol, coefficient: coefficient)
            cells.append(cell)
            if index < cells.count - 1 {
                cells.withUnsafeMutableBufferPointer { buffer in
                    var position = buffer.count - 1
                    while position > index {
                        buffer[position] = buffer[position - 1]
                        position -= 1
                    }
                    buffer[index] = cell
                }
            }
        }
    }

    /// Adds `other · coefficient` (its constant and cells), merging the two sorted cell lists in place: the
    /// cells grow into spare capacity from the back, so a row that has room allocates nothing.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        let theirs = other.cells
        if theirs.isEmpty { return }
        membership |= other.membership
        // A few cells: insert each where it goes (a search and a shift within the spare capacity).
        if theirs.count <= 3 {
            for cell in theirs { insert(cell.symbol, cell.coefficient * coefficient) }
            return
        }
        // How many of their symbols are new to this row.
        var added = 0
        var mine = 0
        for cell in theirs {
            while mine < cells.count && cells[mine].symbol.raw < cell.symbol.raw { mine += 1 }
            if mine == cells.count || cells[mine].symbol.raw != cell.symbol.raw { added += 1 }
        }
        let oldCount = cells.count
        let newCount = oldCount + added
        if cells.capacity < newCount { cells.reserveCapacity(max(newCount, cells.capacity * 2)) }
        if added > 0 {
            cells.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: added))
        }
        // Merge from the back: write position `write`, reading mine from `oldCount − 1` and theirs from the end.
        cells.withUnsafeMutableBufferPointer { buffer in
            var write = newCount - 1
            var read = oldCount - 1
            var their = theirs.count - 1
            while their >= 0 {
                let incoming = theirs[their]
                if read >= 0 && buffer[read].symbol.raw > incoming.symbol.raw {
                    buffer[write] = buffer[read]
                    read -= 1
                } else if read >= 0 && buffer[read].symbol.raw == incoming.symbol.raw {
                    buffer[write] = Cell(symbol: incoming.symbol,
                                         coefficient: buffer[read].coefficient + incoming.coefficient * coefficient)
                    read -= 1
                    their -= 1
                } else {
                    buffer[write] = Cell(symbol: incoming.symbol, coefficient: incoming.coefficient * coefficient)
                    their -= 1
                }
                write -= 1
            }
        }
        // Sums that cancelled are dropped (their cells were written in the merge).
        if cells.contains(where: { Row.isNearZero($0.coefficient) }) {
            cells.removeAll { Row.isNearZero($0.coefficient) }
        }
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Symbol) {
        if membership & Row.bit(symbol) == 0 { return }
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// Multiplies the row by −1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = −constant/a − rest/a` (the cell of `symbol` goes).
    /// The row must hold `symbol`.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = search(symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for cell in cells.indices { cells[cell].coefficient *= factor }
    }

    /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` in terms of `lhs` and the rest.
    mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of `row` (whose basic symbol it is), if the row holds it.
    /// Returns whether it did.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        if membership & Row.bit(symbol) == 0 { return false }
        let (index, found) = search(symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
        return true
    }

    /// Whether every cell is a dummy symbol.
    var holdsOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    /// Rows are equal when their constants and cells are (the membership bits are a cache).
    @usableFromInline static func == (lhs: Row, rhs: Row) -> Bool { lhs.constant == rhs.constant && lhs.cells == rhs.cells }
}
