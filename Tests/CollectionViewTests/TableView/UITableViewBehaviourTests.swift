// `simulateTap(at:)`, `failurePolicy`, `diagnosticSink` and `DiagnosticCollector` are beyond UIKit (headless
// there is no finger, and UIKit's exceptions become recordable), so this file does not compile against UIKit by
// design; the UIKit-only suites are in `UITableViewLayoutTests.swift` and `UITableViewCellTests.swift`.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A cell whose content is a view of a fixed height pinned to the content view's edges: it measures
/// `height` tall (Auto Layout, as on iOS).
@MainActor
final class PinnedHeightCell: UITableViewCell {
    let block = UIView(frame: .zero)
    private var heightConstraint: NSLayoutConstraint!
    var blockHeight: CGFloat {
        get { heightConstraint.constant }
        set { heightConstraint.constant = newValue }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        block.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(block)
        heightConstraint = block.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: contentView.topAnchor),
            block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            heightConstraint,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Rows of `PinnedHeightCell`s whose heights are given per row.
@MainActor
final class HeightsDataSource: NSObject, UITableViewDataSource {
    var heights: [CGFloat]
    init(_ heights: [CGFloat]) { self.heights = heights }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath)
        (cell as? PinnedHeightCell)?.blockHeight = heights[indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct UITableViewBehaviourTests {
    @Test func automaticRowsMeasureThemselvesThroughTheirConstraints() {
        let source = HeightsDataSource([60, 120, 80])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(PinnedHeightCell.self, forCellReuseIdentifier: "pinned")
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 390, height: 120))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 180, width: 390, height: 80))
        #expect(table.contentSize.height == 260)
        // The cell's content fills it: the block is 120 tall in row 1.
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PinnedHeightCell
        cell?.layoutIfNeeded()
        #expect(cell?.block.frame == CGRect(x: 0, y: 0, width: 390, height: 120))
        // A row below 44 pt takes UIKit's minimum row height.
        source.heights = [20]
        table.reloadData()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test func rowsMeasuredAboveTheScreenKeepTheVisibleRowsStill() {
        // 200 rows of 100 pt, estimated at 44: scroll to the middle, then back up row by row; the first visible
        // row never moves on screen while rows above it are measured.
        let source = HeightsDataSource(Array(repeating: 100, count: 200))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(PinnedHeightCell.self, forCellReuseIdentifier: "pinned")
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        #expect(table.rectForRow(at: IndexPath(row: 100, section: 0)).minY == table.contentOffset.y)
        for _ in 0..<30 {
            guard let first = table.indexPathsForVisibleRows?.first else { break }
            let before = table.rectForRow(at: first).minY - table.contentOffset.y
            table.contentOffset.y -= 37
            table.layoutIfNeeded()
            let after = table.rectForRow(at: first).minY - table.contentOffset.y
            #expect(after == before + 37)
        }
    }

    @Test func cellsAreReusedAsRowsScrollBy() {
        let source = CountsDataSource([1000])
        let delegate = RecordingTableDelegate()
        let table = makeTable(.plain, source, delegate: delegate, rowHeight: 44)
        let first = Set(table.visibleCells.map(ObjectIdentifier.init))
        // 844 / 44 → rows 0…19 are on screen.
        #expect(table.indexPathsForVisibleRows?.count == 20)
        table.contentOffset = CGPoint(x: 0, y: 44 * 100)
        table.layoutIfNeeded()
        let later = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(later == first)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 100, section: 0))
        #expect(delegate.log.contains("didEndDisplaying 0.0"))
        #expect(delegate.log.contains("willDisplay 0.100"))
    }

    @Test func tapsSelectThroughTheDelegate() {
        let source = CountsDataSource([5])
        let delegate = RecordingTableDelegate()
        let table = makeTable(.plain, source, delegate: delegate, rowHeight: 44)
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(delegate.log.filter { !$0.hasPrefix("willDisplay") } == [
            "didHighlight 0.1", "didUnhighlight 0.1", "willSelect 0.1", "didSelect 0.1",
        ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        // One selection at a time: tapping row 3 deselects row 1 first.
        delegate.log = []
        table.simulateTap(at: IndexPath(row: 3, section: 0))
        #expect(delegate.log == ["didHighlight 0.3", "didUnhighlight 0.3", "willSelect 0.3", "willDeselect 0.1",
                                 "didDeselect 0.1", "didSelect 0.3"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        // willSelectRowAt can cancel a selection.
        delegate.redirectSelection = [IndexPath(row: 4, section: 0): IndexPath?.none]
        delegate.log = []
        table.simulateTap(at: IndexPath(row: 4, section: 0))
        #expect(delegate.log.last == "willSelect 0.4")
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        // Programmatic selection tells the delegate nothing.
        delegate.log = []
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(delegate.log.isEmpty)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func selectionDuringEditingIsOffByDefault() {
        // UIKit documents allowsSelectionDuringEditing as false by default.
        let source = CountsDataSource([3])
        let table = makeTable(.plain, source, rowHeight: 44)
        #expect(!table.allowsSelectionDuringEditing)
        table.setEditing(true, animated: false)
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    /// The selected rows read back sorted whatever order they were selected in (UIKit's
    /// `indexPathsForSelectedRows` is in index path order; `indexPathForSelectedRow` the first), follow their
    /// rows through updates, and a cell realized for a selected row when it scrolls on screen shows selected.
    @Test func selectedRowsReadBackInOrderAndFollowTheirRows() {
        // 100 rows of 44 in an 844-pt table: rows 0…19 on screen (row 19 starts at 836).
        let source = CountsDataSource([100])
        let table = makeTable(.plain, source, rowHeight: 44)
        table.allowsMultipleSelection = true
        for row in [60, 3, 1, 2] { table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none) }
        #expect(table.indexPathsForSelectedRows == [1, 2, 3, 60].map { IndexPath(row: $0, section: 0) })
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == false)
        // Inserting a row at the top moves each selected row down one.
        source.counts = [101]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(table.indexPathsForSelectedRows == [2, 3, 4, 61].map { IndexPath(row: $0, section: 0) })
        // Row 61 (at 2684) shown at the top: its new cell is selected, row 62's is not.
        table.contentOffset.y = 2684
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 61, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 62, section: 0))?.isSelected == false)
        // Deselecting one row, then selecting one with a single selection allowed, keeps only that one.
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == [2, 4, 61].map { IndexPath(row: $0, section: 0) })
        table.allowsMultipleSelection = false
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 61, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesRows() {
        let source = CountsDataSource([3])
        let table = makeTable(.plain, source, rowHeight: 44)
        table.allowsMultipleSelection = true
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test func scrollingToARowPutsItWhereAsked() {
        // 100 rows of 50 in an 844-pt table: content 5000 tall, offsets 0…4156.
        let source = CountsDataSource([100])
        let table = makeTable(.plain, source, rowHeight: 50)
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2000)
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 1603) // the row's middle, 2025, at the middle of 844 pt
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1206) // the row's bottom, 2050, at the bottom: 2050 − 844
        // .none scrolls only as far as needed: row 40 is visible now.
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 1206)
        // The last row at the top clamps to the end of the content.
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4156) // 5000 − 844
    }

    /// An animated scroll to a row whose frame is still an estimate lands it exactly at the top once the rows
    /// it brings on screen have measured themselves, however the animation's frames fall.
    @Test func anAnimatedScrollToAnEstimatedRowLandsItExactly() {
        func makeTable() -> (UITableView, CountsDataSource, RecordingTableDelegate) {
            // 100 rows that are 60 pt tall by the delegate, estimated at 44 pt until shown, in a 320 × 480 table.
            let source = CountsDataSource([100])
            let delegate = RecordingTableDelegate()
            for row in 0..<100 { delegate.rowHeights[IndexPath(row: row, section: 0)] = 60 }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.delegate = delegate
            table.layoutIfNeeded()
            return (table, source, delegate)
        }
        let row50 = IndexPath(row: 50, section: 0)
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            // One frame at the end: rows 0…7 were measured (8 × 60), rows 8…49 are estimates (42 × 44), so row
            // 50 starts at 2328, where the scroll lands; it measures itself there, below the top, and stays.
            let (table, source, delegate) = makeTable()
            table.scrollToRow(at: row50, at: .top, animated: true)
            #expect(table.contentOffset.y == 0)
            clock.advance(by: UIScrollView.animatedScrollDuration)
            #expect(table.contentOffset.y == 2328)
            #expect(table.cellForRow(at: row50)?.frame == CGRect(x: 0, y: 2328, width: 320, height: 60))
            withExtendedLifetime((source, delegate)) {}
        }
        UIView.withAnimationClock(clock) {
            // Many frames: rows measured on the way (some above the top, which move the offset under the
            // animation) — the row still ends exactly at the top, 60 pt tall.
            let (table, source, delegate) = makeTable()
            table.scrollToRow(at: row50, at: .top, animated: true)
            for _ in 0..<30 { clock.advance(by: UIScrollView.animatedScrollDuration / 30) }
            clock.advance(by: 0.01)
            let frame = table.cellForRow(at: row50)?.frame
            #expect(frame?.minY == table.contentOffset.y)
            #expect(frame?.height == 60)
            #expect(table.rectForRow(at: row50).minY == table.contentOffset.y)
            #expect(table.indexPathsForVisibleRows?.first == row50)
            withExtendedLifetime((source, delegate)) {}
        }
    }

    @Test func updatesKeepCellsWithTheirRows() {
        let source = CountsDataSource([3])
        let table = makeTable(.plain, source, rowHeight: 44)
        let cellForRow2 = table.cellForRow(at: IndexPath(row: 2, section: 0))
        source.counts = [4]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellForRow2)
        #expect(cellForRow2?.frame.minY == 132)
        source.counts = [2]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        }
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellForRow2)
        #expect(table.visibleCells.count == 2)
    }

    @Test func anInconsistentUpdateIsRecordedUnderTheLenientPolicy() {
        let source = CountsDataSource([3])
        let table = makeTable(.plain, source, rowHeight: 44)
        let collector = DiagnosticCollector()
        table.diagnosticSink = collector.sink
        table.failurePolicy = .record
        source.counts = [5]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        let messages = collector.diagnostics.map(\.message)
        #expect(messages.first?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        #expect(messages.first?.contains("(1 inserted, 0 deleted)") == true)
        // The fallback reloads: the table believes the data source again.
        #expect(table.numberOfRows(inSection: 0) == 5)
    }

    @Test func anUnregisteredIdentifierIsRecordedUnderTheLenientPolicy() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let collector = DiagnosticCollector()
        table.diagnosticSink = collector.sink
        table.failurePolicy = .record
        let cell = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "missing")
        #expect(collector.diagnostics.first?.message.hasPrefix("unable to dequeue a cell with identifier missing") == true)
    }

    @Test func uikitExceptionsStopByDefault() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let source = CountsDataSource([3])
                let table = makeTable(.plain, source, rowHeight: 44)
                source.counts = [5]
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = makeTable(.plain, CountsDataSource([3]), rowHeight: 44)
                table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
            }
        }
    }
}
