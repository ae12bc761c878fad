#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// Stable waterfall columns: an item keeps the column it was first placed in through measurements, scrolling,
/// reloads, pages appended, rotations back and forth and updates before it; an insert or a delete moves only
/// the items after it in its own column (and what follows a full-span item after it).
@MainActor
@Suite struct WaterfallColumnStabilityTests {
    /// Hand-worked: two columns in a 390 × 300 view, spacing 8, so columns are (390 − 8) / 2 = 191 wide at x 0
    /// and 199; every item is estimated at 100. The first pass places items 0–5 alternately (0 and 1 at y 0,
    /// 2 and 3 at 108, 4 and 5 at 216). Item 0 measures 300; the others measure 100, their estimate. Placed
    /// again by the shortest column, items 2–4 would all move to column 1; kept in their columns, item 2 starts
    /// below item 0 at 308, item 4 at 416, and column 1 does not move at all.
    @Test func aMeasurementAboveKeepsEveryItemInItsColumn() throws {
        var config = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
        config.interItemSpacing = 8
        config.interColumnSpacing = 8
        config.itemHeightProvider = { _, _ in .estimated(100) }
        let heights: [CGFloat?] = [300] + Array(repeating: 100, count: 11)
        let source = HeightSource(heights)
        let view = makeSizingView(source, layout: UICollectionViewCompositionalLayout.waterfall(using: config), width: 390, height: 300)
        view.layoutIfNeeded()
        let frames = (0..<6).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 191, height: 300), CGRect(x: 199, y: 0, width: 191, height: 100),
                           CGRect(x: 0, y: 308, width: 191, height: 100), CGRect(x: 199, y: 108, width: 191, height: 100),
                           CGRect(x: 0, y: 416, width: 191, height: 100), CGRect(x: 199, y: 216, width: 191, height: 100)])
        withExtendedLifetime(source) {}
    }

    /// A waterfall of self-sizing items (estimate 120, items 60…180) scrolled from the bottom to the top in
    /// jumps of one to three screens: the pass's anchor never moves on screen, across columns too.
    @Test func aWaterfallScrolledUpNeverMovesTheAnchor() {
        var config = UICollectionLayoutWaterfallConfiguration(columnCount: 3)
        config.interItemSpacing = 6
        config.interColumnSpacing = 6
        config.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        config.itemHeightProvider = { _, _ in .estimated(120) }
        var random = SplitMix64(seed: 77)
        let source = HeightSource((0..<3_000).map { _ in CGFloat(random.int(60...180)) })
        let view = AnchorCheckingCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                                collectionViewLayout: UICollectionViewCompositionalLayout.waterfall(using: config))
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        view.dataSource = source
        view.layoutIfNeeded()
        let steps = view.scrollBackToStartInJumps(&random)
        #expect(view.drifts.isEmpty, "\(view.drifts.prefix(5))")
        #expect(steps > 20)
        #expect(view.passesThatMovedTheOffset > steps / 2)
        withExtendedLifetime(source) {}
    }

    /// 10,000 random sequences of scroll, insert, delete, reload, append and width changes on a diffable
    /// waterfall (adaptive columns of at least 120, some full-span items): after every step, every item the
    /// step did not touch keeps its column, items before an insert or a delete keep their frames, a reload, a
    /// scroll or an append moves nothing, a width change and back restores every frame, and no full-span item
    /// has a gap above it larger than the spacing.
    @Test func randomSequencesNeverMoveUntouchedItems() throws {
        var random = SplitMix64(seed: 2026)
        var failures: [String] = []
        for sequence in 0..<10_000 where failures.count < 5 {
            let harness = WaterfallHarness(itemCount: random.int(0...24), nextIdentifier: 1_000)
            harness.view.layoutIfNeeded()
            for _ in 0..<3 {
                let before = harness.frames()
                let step = random.int(0...5)
                let name: String
                var kept: Set<Int> = Set(before.keys)
                var columnsKept: Set<Int> = Set(before.keys)
                switch step {
                case 0:
                    name = "scroll"
                    harness.view.contentOffset = CGPoint(x: 0, y: CGFloat(random.int(0...400)))
                    harness.view.layoutIfNeeded()
                case 1:
                    let index = random.int(0...harness.items.count)
                    name = "insert at \(index)"
                    harness.insert(at: index)
                    kept = Set(harness.items.prefix(index).filter { $0 != harness.lastInserted })
                    columnsKept.remove(harness.lastInserted)
                case 2:
                    guard !harness.items.isEmpty else { continue }
                    let index = random.int(0...(harness.items.count - 1))
                    name = "delete at \(index)"
                    let removed = harness.items[index]
                    harness.delete(at: index)
                    kept = Set(harness.items.prefix(index))
                    columnsKept.remove(removed)
                case 3:
                    name = "reload"
                    harness.reload()
                case 4:
                    name = "append"
                    harness.append(random.int(1...8))
                default:
                    name = "width change and back"
                    harness.resize(width: CGFloat(random.int(250...800)))
                    harness.resize(width: 390)
                }
                let after = harness.frames()
                for identifier in kept where after[identifier] != before[identifier] {
                    failures.append("sequence \(sequence), \(name): item \(identifier) moved from \(String(describing: before[identifier])) to \(String(describing: after[identifier]))")
                }
                for identifier in columnsKept {
                    if let old = before[identifier], let new = after[identifier], old.minX != new.minX {
                        failures.append("sequence \(sequence), \(name): item \(identifier) changed column")
                    }
                }
                if let gap = harness.fullSpanGapProblem() { failures.append("sequence \(sequence), \(name): \(gap)") }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}

/// A diffable waterfall whose items carry their heights and full-span flags by identifier: height 40 +
/// (identifier · 7919 mod 160); every ninth identifier spans the columns. Adaptive columns of at least 120 in
/// a 390 × 600 view (three columns), spacing 8, insets 10.
@MainActor
final class WaterfallHarness {
    let view: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    private(set) var items: [Int]
    private var nextIdentifier: Int
    private(set) var lastInserted = -1
    static let spacing: CGFloat = 8

    init(itemCount: Int, nextIdentifier: Int) {
        self.items = Array(0..<itemCount)
        self.nextIdentifier = nextIdentifier
        var config = UICollectionLayoutWaterfallConfiguration(minimumColumnWidth: 120)
        config.interItemSpacing = Self.spacing
        config.interColumnSpacing = Self.spacing
        config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let box = WeakBox<UICollectionViewDiffableDataSource<Int, Int>>()
        config.itemHeightProvider = { indexPath, _ in
            .absolute(CGFloat(40 + ((box.value?.itemIdentifier(for: indexPath) ?? 0) &* 7919) % 160))
        }
        config.fullSpanItemProvider = { indexPath in (box.value?.itemIdentifier(for: indexPath) ?? 1) % 9 == 0 }
        view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                collectionViewLayout: UICollectionViewCompositionalLayout.waterfall(using: config))
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        box.value = dataSource
        dataSource.applySnapshotUsingReloadData(snapshot())
    }

    private func snapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    func insert(at index: Int) {
        lastInserted = nextIdentifier
        items.insert(nextIdentifier, at: index)
        nextIdentifier += 1
        dataSource.apply(snapshot(), animatingDifferences: false)
        view.layoutIfNeeded()
    }

    func delete(at index: Int) {
        items.remove(at: index)
        dataSource.apply(snapshot(), animatingDifferences: false)
        view.layoutIfNeeded()
    }

    func append(_ count: Int) {
        for _ in 0..<count {
            items.append(nextIdentifier)
            nextIdentifier += 1
        }
        dataSource.apply(snapshot(), animatingDifferences: false)
        view.layoutIfNeeded()
    }

    /// Shows exactly `identifiers`, by reloading.
    func replaceItems(with identifiers: [Int]) {
        items = identifiers
        dataSource.applySnapshotUsingReloadData(snapshot())
        view.layoutIfNeeded()
    }

    func reload() {
        dataSource.applySnapshotUsingReloadData(snapshot())
        view.layoutIfNeeded()
    }

    func resize(width: CGFloat) {
        view.frame = CGRect(x: 0, y: 0, width: width, height: 600)
        view.layoutIfNeeded()
    }

    /// Every item's frame by identifier.
    func frames() -> [Int: CGRect] {
        var frames: [Int: CGRect] = [:]
        for (index, identifier) in items.enumerated() {
            frames[identifier] = view.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame
        }
        return frames
    }

    /// A full-span item that starts further below the items before it than the spacing (or below the top
    /// inset when it is first), described; nil when there is none.
    func fullSpanGapProblem() -> String? {
        var furthest: CGFloat?
        for (index, identifier) in items.enumerated() {
            guard let frame = view.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame else { continue }
            if identifier % 9 == 0 {
                let expected = furthest.map { $0 + Self.spacing } ?? 10
                if frame.minY != expected { return "full-span item \(identifier) starts at \(frame.minY), not \(expected)" }
            }
            furthest = max(furthest ?? frame.maxY, frame.maxY)
        }
        return nil
    }
}

/// A weak reference, for closures that must not keep their owner alive.
final class WeakBox<T: AnyObject> {
    weak var value: T?
}

/// Saved state and rotation for stable waterfall columns.
@MainActor
@Suite struct WaterfallColumnMemoryTests {
    /// The harness has two columns (⌊(370 + 8) / 128⌋ = 2, each 181 wide). Items inserted at the front keep the
    /// later items in their columns, which a fresh layout of the same items would not reproduce (it places them
    /// all by the shortest column). Saving the memory and giving it to a new layout over the same items restores
    /// every frame.
    @Test func savedColumnsRestoreEveryFrame() {
        let original = WaterfallHarness(itemCount: 20, nextIdentifier: 100)
        original.view.layoutIfNeeded()
        for _ in 0..<6 { original.insert(at: 0) }
        let frames = original.frames()
        let layout = original.view.collectionViewLayout as! UICollectionViewCompositionalLayout
        let saved = layout.waterfallColumnMemory

        let fresh = WaterfallHarness(itemCount: 0, nextIdentifier: 0)
        fresh.replaceItems(with: original.items)
        let unrestored = fresh.frames()
        #expect(unrestored != frames, "the inserts must leave columns a fresh layout does not choose")

        let restored = WaterfallHarness(itemCount: 0, nextIdentifier: 0)
        (restored.view.collectionViewLayout as! UICollectionViewCompositionalLayout).waterfallColumnMemory = saved
        restored.replaceItems(with: original.items)
        #expect(restored.frames() == frames)
    }

    /// The memory keeps four bytes an item: an item index past `maximumItem` (or `Int.max`, or below 0) is not
    /// remembered, so a hostile index neither traps nor allocates gigabytes; one at the limit is.
    @Test func hugeItemIndicesAreNotRemembered() {
        var memory = WaterfallColumnMemory()
        memory.setColumn(1, ofItem: Int.max, columnCount: 2)
        memory.setColumn(1, ofItem: WaterfallColumnMemory.maximumItem + 1, columnCount: 2)
        memory.setColumn(1, ofItem: -1, columnCount: 2)
        #expect(memory.isEmpty)
        memory.setColumn(1, ofItem: 3, columnCount: 2)
        #expect(memory.column(ofItem: 3, columnCount: 2) == 1)
        #expect(memory.column(ofItem: Int.max, columnCount: 2) == nil)
    }

    /// A self-sizing waterfall (estimate 100, items 40…200) in adaptive columns of at least 120: 3 columns at 390
    /// wide (⌊398 / 128⌋), 4 at 540 (⌊548 / 128⌋, each (540 − 3 · 8) / 4 = 129 wide). Rotated to 540 and back to 390, every item is in its column and at its place again —
    /// the measurements taken at 390 come back with the size.
    @Test func rotatingBackRestoresColumnsAndPositions() {
        var config = UICollectionLayoutWaterfallConfiguration(minimumColumnWidth: 120)
        config.interItemSpacing = 8
        config.interColumnSpacing = 8
        config.itemHeightProvider = { _, _ in .estimated(100) }
        var random = SplitMix64(seed: 5)
        let source = HeightSource((0..<60).map { _ in CGFloat(random.int(40...200)) })
        let view = makeSizingView(source, layout: UICollectionViewCompositionalLayout.waterfall(using: config), width: 390, height: 844)
        view.layoutIfNeeded()
        let before = (0..<12).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // Measured: every visible item has its own height.
        #expect(before[0]?.height == source.heights[0])
        view.frame = CGRect(x: 0, y: 0, width: 540, height: 844)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 129)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.layoutIfNeeded()
        let after = (0..<12).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(after == before)
        withExtendedLifetime(source) {}
    }
}
