// DiffBenchmark — times the sectioned diff (`StagedChangeset`) on random edit workloads.
//
// Run from Benchmarks/: `swift run -c release DiffBenchmark`. Flags: `--quick` (n = 10k only),
// `--only TEXT` (workloads whose name contains TEXT, e.g. for `valgrind --tool=callgrind`),
// `--repetitions N`. After editing the library, rebuild from clean (`rm -rf .build`): incremental builds of
// this package have been seen to mix old and new layouts of the library's `@inlinable` types.
//
// Workload: n source items; with SplitMix64 seed 42 delete 10 % at random positions, take 10 % of n
// out of the survivors and re-insert them at random positions (the "true" moves), insert 10 % new ids at
// random positions, mark 10 % of the surviving ids as reloaded. Target size = n. Ids are `Int` or 36-char
// UUID-formatted `String`s (heap strings). Sectioned variants cut the old and new flat lists into 100
// equal sections, so items near section boundaries shift across sections (cross-section moves).
// Timing: three untimed warm-up runs, then the median of `repetitions` runs of one diff call (ContinuousClock).
// Also: the floor of any hash diff (dictionary build + probe), unchanged data, the diff called from an
// unspecialised generic context (as the generic data source calls it), snapshot building, and a full
// data-source `apply` on the headless collection view.
import BenchmarkSupport
import OpenCompositionalLayout

// MARK: Deterministic input

/// The edited pair of flat id lists (as Int ids), the reloaded ids and the number of re-inserted items.
struct EditedPair {
    static let seed: UInt64 = 42
    static let editFraction = 0.10

    var old: [Int]
    var new: [Int]
    var reloaded: [Int]
    var trueMoves: Int

    init(count: Int) {
        var random = SplitMix64(seed: Self.seed)
        let editCount = Int(Double(count) * Self.editFraction)
        old = Array(0..<count)
        var list = BlockList(old)
        for _ in 0..<editCount { list.remove(at: Int.random(in: 0..<list.count, using: &random)) }
        var moved: [Int] = []
        for _ in 0..<editCount { moved.append(list.remove(at: Int.random(in: 0..<list.count, using: &random))) }
        for id in moved { list.insert(id, at: Int.random(in: 0...list.count, using: &random)) }
        for id in count..<count + editCount { list.insert(id, at: Int.random(in: 0...list.count, using: &random)) }
        new = list.elements
        let survivors = Set(old).intersection(new)
        reloaded = Array(survivors).sorted().shuffled(using: &random).prefix(editCount).map { $0 }
        trueMoves = editCount
    }
}

/// A list with O(√n) positional insert and remove (blocks of at most `maximumBlock` elements), so that
/// building the 100k workload takes milliseconds instead of seconds of `memmove`. Same results as an
/// `Array` given the same sequence of positions.
struct BlockList {
    static let maximumBlock = 1_024
    var blocks: [[Int]]
    var count: Int

    init(_ elements: [Int]) {
        blocks = stride(from: 0, to: elements.count, by: Self.maximumBlock / 2).map {
            Array(elements[$0..<min($0 + Self.maximumBlock / 2, elements.count)])
        }
        if blocks.isEmpty { blocks = [[]] }
        count = elements.count
    }

    var elements: [Int] { Array(blocks.joined()) }

    /// The block holding `position` and the offset in it (`position == count` lands after the last).
    func locate(_ position: Int) -> (block: Int, offset: Int) {
        var remaining = position
        for (index, block) in blocks.enumerated() {
            if remaining < block.count || index == blocks.count - 1 { return (index, remaining) }
            remaining -= block.count
        }
        return (blocks.count - 1, remaining)
    }

    @discardableResult
    mutating func remove(at position: Int) -> Int {
        let (block, offset) = locate(position)
        count -= 1
        return blocks[block].remove(at: offset)
    }

    mutating func insert(_ element: Int, at position: Int) {
        let (block, offset) = locate(position)
        blocks[block].insert(element, at: offset)
        count += 1
        if blocks[block].count > Self.maximumBlock {
            let tail = Array(blocks[block][(Self.maximumBlock / 2)...])
            blocks[block].removeLast(tail.count)
            blocks.insert(tail, at: block + 1)
        }
    }
}

/// A 36-character UUID-formatted id derived from an integer (deterministic, never a small string).
func uuidString(_ id: Int) -> String {
    var random = SplitMix64(seed: UInt64(id))
    let hex = Array("0123456789abcdef")
    var characters: [Character] = []
    characters.reserveCapacity(36)
    for position in 0..<36 {
        if [8, 13, 18, 23].contains(position) { characters.append("-"); continue }
        characters.append(hex[Int(random.next() & 0xF)])
    }
    return String(characters)
}

func sectioned<T>(_ flat: [T], into sectionCount: Int) -> [[T]] {
    let size = (flat.count + sectionCount - 1) / sectionCount
    return (0..<sectionCount).map { Array(flat[min($0 * size, flat.count)..<min(($0 + 1) * size, flat.count)]) }
}

/// The minimum number of item moves (the definition the tests check): items that change section, plus,
/// per section, the same-section matches outside a longest increasing run of old positions. Computed here
/// independently of the library (dictionary + patience-sort LIS length).
func minimumItemMoves<Item: Hashable>(old: [[Item]], new: [[Item]]) -> Int {
    var oldLocation: [Item: (section: Int, item: Int)] = [:]
    for (section, items) in old.enumerated() {
        for (item, id) in items.enumerated() { oldLocation[id] = (section, item) }
    }
    var moves = 0
    for (section, items) in new.enumerated() {
        var tails: [Int] = []
        var sameSection = 0
        for id in items {
            guard let location = oldLocation[id] else { continue }
            guard location.section == section else { moves += 1; continue }
            sameSection += 1
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < location.item { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(location.item) } else { tails[low] = location.item }
        }
        moves += sameSection - tails.count
    }
    return moves
}

// MARK: Timing

struct Measurement {
    var median: Double
    var low: Double
    var high: Double
}

/// Untimed runs before timing (the first runs pay for page faults and allocator growth).
let warmUpRuns = 3

func measure(repetitions: Int, _ body: () -> Void) -> Measurement {
    for _ in 0..<warmUpRuns { body() }
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    samples.sort()
    return Measurement(median: samples[samples.count / 2], low: samples.first!, high: samples.last!)
}

/// Keeps results alive so the optimiser cannot drop the work.
nonisolated(unsafe) var sink = 0

struct Row {
    var workload: String
    var measurement: Measurement
    var moves: String
    var stages: String
    var goal: String
}

var rows: [Row] = []

/// The diff as an unspecialised generic caller sees it (e.g. a generic data source in another module whose
/// own code is not specialised for the app's identifier types).
@_semantics("optimize.sil.specialize.generic.never") @inline(never)
func unspecialisedDiff<Section: Hashable, Item: Hashable>(
    _ oldSections: [Section], _ oldItems: [[Item]], _ newSections: [Section], _ newItems: [[Item]], _ reloaded: Set<Item>
) -> StagedChangeset<Section, Item> {
    StagedChangeset(oldSections: oldSections, oldItemArrays: oldItems,
                    newSections: newSections, newItemArrays: newItems, reloadedItems: reloaded)
}

@MainActor func runDiff<Item: Hashable>(
    _ workload: String, sections sectionCount: Int, old: [Item], new: [Item], reloaded: Set<Item>,
    trueMoves: Int?, goal: Double?, repetitions: Int, unspecialised: Bool = false
) {
    guard selected(workload) else { return }
    let repetitions = repetitionOverride ?? repetitions
    let oldSections = Array(0..<sectionCount)
    let oldItems = sectioned(old, into: sectionCount)
    let newItems = sectioned(new, into: sectionCount)
    var result = StagedChangeset<Int, Item>()
    let measurement = measure(repetitions: repetitions) {
        if unspecialised {
            result = unspecialisedDiff(oldSections, oldItems, oldSections, newItems, reloaded)
        } else {
            result = StagedChangeset(oldSections: oldSections, oldItemArrays: oldItems,
                                     newSections: oldSections, newItemArrays: newItems, reloadedItems: reloaded)
        }
        sink &+= result.count
    }
    let moves = result.reduce(0) { $0 + $1.itemMoves.count }
    let minimum = minimumItemMoves(old: oldItems, new: newItems)
    rows.append(Row(
        workload: workload, measurement: measurement,
        moves: trueMoves.map { "\(moves) / \(minimum) / \($0)" } ?? "\(moves) / \(minimum)",
        stages: "\(result.count)",
        goal: goal.map { measurement.median <= $0 ? "≤ \($0) ✓" : "≤ \($0) ✗" } ?? ""))
}

// MARK: Workloads

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let sizes = quick ? [10_000] : [10_000, 100_000]
/// `--only TEXT` runs only the workloads whose name contains TEXT (e.g. for profiling one case).
let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
/// `--repetitions N` overrides the number of timed runs.
let repetitionOverride = arguments.firstIndex(of: "--repetitions").flatMap {
    arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
}
func selected(_ workload: String) -> Bool { only.map { workload.contains($0) } ?? true }
/// Whether the String workloads may run (their ids take a while to build).
let stringsWanted = only.map { !$0.contains("Int") } ?? true
let goals: [String: Double] = [
    "10000 Int 1": 1.6, "100000 Int 1": 25, "100000 String 1": 40,
]

for count in sizes {
    let pair = EditedPair(count: count)
    let repetitions = count >= 100_000 ? 7 : 11
    for sectionCount in [1, 100] {
        runDiff("n=\(count), \(sectionCount) section\(sectionCount == 1 ? "" : "s"), Int",
                sections: sectionCount, old: pair.old, new: pair.new, reloaded: Set(pair.reloaded),
                trueMoves: pair.trueMoves, goal: goals["\(count) Int \(sectionCount)"], repetitions: repetitions)
    }
    runDiff("n=\(count), 1 section, Int, unspecialised generic caller",
            sections: 1, old: pair.old, new: pair.new, reloaded: Set(pair.reloaded),
            trueMoves: pair.trueMoves, goal: nil, repetitions: repetitions, unspecialised: true)
    guard stringsWanted else { continue }
    let strings = (0..<count + pair.trueMoves).map(uuidString)
    for sectionCount in [1, 100] {
        runDiff("n=\(count), \(sectionCount) section\(sectionCount == 1 ? "" : "s"), String(36)",
                sections: sectionCount, old: pair.old.map { strings[$0] }, new: pair.new.map { strings[$0] },
                reloaded: Set(pair.reloaded.map { strings[$0] }),
                trueMoves: pair.trueMoves, goal: goals["\(count) String \(sectionCount)"], repetitions: repetitions)
    }
    runDiff("n=\(count), 1 section, String(36), unspecialised generic caller",
            sections: 1, old: pair.old.map { strings[$0] }, new: pair.new.map { strings[$0] },
            reloaded: Set(pair.reloaded.map { strings[$0] }),
            trueMoves: pair.trueMoves, goal: nil, repetitions: repetitions, unspecialised: true)
}

// Floor: build `[Id: Int]` over the old ids and probe with every new id — what any hash diff must pay.
@MainActor func runFloor<Item: Hashable>(_ workload: String, old: [Item], new: [Item], repetitions: Int) {
    guard selected(workload) else { return }
    let repetitions = repetitionOverride ?? repetitions
    let measurement = measure(repetitions: repetitions) {
        var table: [Item: Int] = [:]
        table.reserveCapacity(old.count)
        for (index, id) in old.enumerated() { table[id] = index }
        var found = 0
        for id in new where table[id] != nil { found += 1 }
        sink &+= found
    }
    rows.append(Row(workload: workload, measurement: measurement, moves: "", stages: "", goal: ""))
}

for count in sizes {
    let pair = EditedPair(count: count)
    let repetitions = count >= 100_000 ? 7 : 11
    runFloor("floor n=\(count): dictionary build + probe, Int", old: pair.old, new: pair.new, repetitions: repetitions)
    guard stringsWanted else { continue }
    let strings = (0..<count + pair.trueMoves).map(uuidString)
    runFloor("floor n=\(count): dictionary build + probe, String(36)",
             old: pair.old.map { strings[$0] }, new: pair.new.map { strings[$0] }, repetitions: repetitions)
}

// Unchanged 100-section data: the arrays share storage (a snapshot copy) — and, for reference, equal
// contents in separate storage (every section compared element by element).
for count in sizes where selected("n=\(count), 100 sections, unchanged") {
    let sections = Array(0..<100)
    let items = sectioned(Array(0..<count), into: 100)
    let copies = items.map { $0.map { $0 + 0 } }  // equal contents, separate storage
    var result = StagedChangeset<Int, Int>()
    let shared = measure(repetitions: 51) {
        result = StagedChangeset(oldSections: sections, oldItemArrays: items, newSections: sections, newItemArrays: items)
        sink &+= result.count
    }
    rows.append(Row(workload: "n=\(count), 100 sections, unchanged (shared storage)",
                    measurement: shared, moves: "0", stages: "\(result.count)",
                    goal: shared.median <= 0.1 ? "≤ 0.1 ✓" : "≤ 0.1 ✗"))
    let separate = measure(repetitions: 21) {
        result = StagedChangeset(oldSections: sections, oldItemArrays: items, newSections: sections, newItemArrays: copies)
        sink &+= result.count
    }
    rows.append(Row(workload: "n=\(count), 100 sections, unchanged (separate storage)",
                    measurement: separate, moves: "0", stages: "\(result.count)", goal: ""))
}

// Unchanged items with one reconfigured item (the "update one cell" apply): no structural change, the
// reconfigured id must still be located.
for count in sizes {
    let items = [Array(0..<count)]
    let strings = stringsWanted ? [items[0].map(uuidString)] : []
    for (name, run) in [
        ("Int", { () -> Int in
            StagedChangeset(oldSections: [0], oldItemArrays: items, newSections: [0], newItemArrays: items,
                            reconfiguredItems: [count / 2]).count
        }),
        ("String(36)", { () -> Int in
            StagedChangeset(oldSections: [0], oldItemArrays: strings, newSections: [0], newItemArrays: strings,
                            reconfiguredItems: [strings[0][count / 2]]).count
        }),
    ] as [(String, () -> Int)] {
        let workload = "n=\(count), 1 section, unchanged + 1 reconfigured, \(name)"
        guard selected(workload), name == "Int" || stringsWanted else { continue }
        var stages = 0
        let measurement = measure(repetitions: repetitionOverride ?? 21) { stages = run() }
        rows.append(Row(workload: workload, measurement: measurement, moves: "0", stages: "\(stages)", goal: ""))
    }
}

// Snapshot build (one `appendItems` of n ids) and a full `apply` on the headless collection view
// (diff + batch updates + the view's own checks; one or 100 sections of rows, a view showing 20 of them).
// The apply rows compare with the diff-alone row of the same shape when it ran too (goal: ≤ 2×).

for count in sizes where selected("n=\(count), snapshot build (1 appendItems, Int)") {
    let ids = Array(0..<count)
    var built = NSDiffableDataSourceSnapshot<Int, Int>()
    let measurement = measure(repetitions: repetitionOverride ?? 21) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(ids, toSection: 0)
        built = snapshot
    }
    sink &+= built.numberOfItems
    rows.append(Row(workload: "n=\(count), snapshot build (1 appendItems, Int)", measurement: measurement,
                    moves: "", stages: "", goal: ""))
}

/// Rows of a fixed height, sections stacked top to bottom, answered arithmetically from the running item
/// counts (the benchmark times the data source and the view, not a layout).
@MainActor
final class RowLayout: UICollectionViewLayout {
    static let rowHeight: CGFloat = 44
    /// The global row of each section's first item, then the total row count.
    private var sectionStarts: [Int] = [0]

    override func prepare() {
        sectionStarts = [0]
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            sectionStarts.append(sectionStarts[section] + collectionView.numberOfItems(inSection: section))
        }
    }
    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: CGFloat(sectionStarts.last ?? 0) * Self.rowHeight)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let rows = sectionStarts.last ?? 0
        let first = max(0, Int(rect.minY / Self.rowHeight))
        let last = min(rows, Int((rect.maxY / Self.rowHeight).rounded(.up)))
        guard first < last else { return [] }
        var section = 0
        return (first..<last).compactMap { row in
            while section + 1 < sectionStarts.count - 1, sectionStarts[section + 1] <= row { section += 1 }
            return layoutAttributesForItem(at: IndexPath(item: row - sectionStarts[section], section: section))
        }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < sectionStarts.count - 1 else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let row = sectionStarts[indexPath.section] + indexPath.item
        attributes.frame = CGRect(x: 0, y: CGFloat(row) * Self.rowHeight, width: 320, height: Self.rowHeight)
        return attributes
    }
}

/// The median of the diff alone for `workload`, when it ran in this process (for the apply/diff ratio).
@MainActor func diffMedian(_ workload: String) -> Double? {
    rows.first { $0.workload == workload }?.measurement.median
}

@MainActor
func runApply(count: Int, sections sectionCount: Int) {
    let shape = "n=\(count), \(sectionCount) section\(sectionCount == 1 ? "" : "s"), Int"
    let workload = "\(shape): data source apply (headless view)"
    guard selected(workload) else { return }
    let pair = EditedPair(count: count)
    let sections = Array(0..<sectionCount)
    var old = NSDiffableDataSourceSnapshot<Int, Int>()
    old.appendSections(sections)
    for (section, items) in sectioned(pair.old, into: sectionCount).enumerated() { old.appendItems(items, toSection: section) }
    var new = NSDiffableDataSourceSnapshot<Int, Int>()
    new.appendSections(sections)
    for (section, items) in sectioned(pair.new, into: sectionCount).enumerated() { new.appendItems(items, toSection: section) }
    new.reloadItems(pair.reloaded)
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 20 * RowLayout.rowHeight),
                                          collectionViewLayout: RowLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, _ in
        view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var samples: [Double] = []
    let clock = ContinuousClock()
    for run in 0...(repetitionOverride ?? (count >= 100_000 ? 5 : 11)) {
        dataSource.applySnapshotUsingReloadData(old)
        collectionView.layoutIfNeeded()
        let elapsed = clock.measure {
            dataSource.apply(new, animatingDifferences: true)
            collectionView.layoutIfNeeded()
        }
        if run > 0 {  // run 0 is the warm-up
            samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
    }
    samples.sort()
    let median = samples[samples.count / 2]
    // Goal: a full apply costs at most twice the diff alone on the same data.
    let goal = diffMedian(shape).map { diff in
        let ratio = median / diff
        return "\(format(ratio))× diff " + (ratio <= 2 ? "✓" : "✗")
    } ?? ""
    rows.append(Row(workload: workload,
                    measurement: Measurement(median: median, low: samples[0], high: samples[samples.count - 1]),
                    moves: "", stages: "", goal: goal))
}

for count in sizes {
    for sectionCount in [1, 100] { runApply(count: count, sections: sectionCount) }
}

// MARK: Report

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func format(_ milliseconds: Double) -> String {
    let digits = milliseconds < 0.1 ? 4 : (milliseconds < 10 ? 3 : 1)
    var text = "\(Double(Int((milliseconds * pow(10, Double(digits))).rounded())) / pow(10, Double(digits)))"
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
}

print("DiffBenchmark — StagedChangeset, release build; times in ms (median of runs after \(warmUpRuns) warm-ups, [min–max])")
print("edit mix: SplitMix64 seed \(EditedPair.seed), 10 % deletes / 10 % moves / 10 % inserts / 10 % reloads")
print("")
let header = ["workload", "median ms", "[min–max]", "moves: found / minimum / true", "stages", "goal"]
let widths = [62, 10, 18, 29, 6, 14]
print(zip(header, widths).map { pad($0, $1) }.joined(separator: " | "))
print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-"))
for row in rows {
    let fields = [row.workload, format(row.measurement.median),
                  "[\(format(row.measurement.low))–\(format(row.measurement.high))]",
                  row.moves, row.stages, row.goal]
    print(zip(fields, widths).map { pad($0, $1) }.joined(separator: " | "))
}
print("")
print("moves: found by the diff / minimum (independent LIS computation) / \"true\" = ids taken out and re-inserted")
print("(the minimum can be below \"true\": a re-inserted id may land back in order).")
print("Sectioned rows cut both lists into 100 equal sections, so boundary shifts add cross-section moves. (sink \(sink % 2))")
