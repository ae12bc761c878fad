#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A table of strings that drags its rows as text and takes drops: moves from itself, copies from elsewhere (loaded
/// through the session, or through a placeholder row), at the row under the touch or at the end. Written against
/// UIKit's API.
@MainActor
final class DragDropTable: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var items: [String]
    var log: [String] = []
    var proposal: (IndexPath?) -> UITableViewDropProposal = { _ in
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    var allowsMove = true
    /// The height of the placeholder row a copy puts in; nil: no placeholder, the text is loaded at once.
    var placeholderHeight: CGFloat?
    var placeholderContext: (any UITableViewDropPlaceholderContext)?
    var activeDuringDrop: (drag: Bool, drop: Bool)?
    var sourceDragState: UICellConfigurationDragState?

    init(_ items: [String]) {
        self.items = items
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items \(indexPath.row)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.row] as NSString))
        item.localObject = items[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        log.append("allows move")
        return allowsMove
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) { log.append("will begin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { log.append("drag end") }
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        log.append("can handle")
        return session.canLoadObjects(ofClass: NSString.self)
    }
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) { log.append("enter") }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) { log.append("drop end") }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if log.last?.hasPrefix("update") != true { log.append("update") }
        return proposal(destinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        activeDuringDrop = (tableView.hasActiveDrag, tableView.hasActiveDrop)
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: items.count, section: 0)
        log.append("perform at \(coordinator.destinationIndexPath.map { "\($0.row)" } ?? "nil")")
        for dropItem in coordinator.items {
            if let source = dropItem.sourceIndexPath {
                sourceDragState = tableView.cellForRow(at: source)?.configurationState.cellDragState
                // A move inside the table: the model, then the table, then the landing.
                let item = items.remove(at: source.row)
                items.insert(item, at: destination.row)
                tableView.moveRow(at: source, to: destination)
                coordinator.drop(dropItem.dragItem, toRowAt: destination)
            } else if let placeholderHeight {
                let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder",
                                                             rowHeight: placeholderHeight)
                placeholder.cellUpdateHandler = { cell in
                    var content = cell.defaultContentConfiguration()
                    content.text = "Loading…"
                    cell.contentConfiguration = content
                }
                placeholderContext = coordinator.drop(dropItem.dragItem, to: placeholder)
            } else {
                coordinator.session.loadObjects(ofClass: NSString.self) { objects in
                    let strings = objects.compactMap { $0 as? NSString }.map { $0 as String }
                    self.items.insert(contentsOf: strings, at: destination.row)
                    tableView.insertRows(at: strings.indices.map { IndexPath(row: destination.row + $0, section: 0) }, with: .automatic)
                }
            }
        }
    }
}

/// The text a table cell shows through its content configuration.
@MainActor
func shownText(_ cell: UITableViewCell?) -> String? {
    (cell?.contentConfiguration as? UIListContentConfiguration)?.text
}

#if !canImport(UIKit)
/// Drag and drop on 320 × 600 plain tables of 50-point rows, no headers: row i spans y = 50 i … 50 i + 50, and a
/// drag starts at its centre (y = 50 i + 25). Collection views are the collection tests' (``DragDropList`` on
/// 100-point rows). `simulateDrag` is beyond UIKit, so these tests are for the headless build only.
@MainActor
@Suite struct TableDragAndDropTests {
    func makeTable(_ list: DragDropTable) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "placeholder")
        table.dataSource = list
        table.dragDelegate = list
        table.dropDelegate = list
        table.dragInteractionEnabled = true
        table.layoutIfNeeded()
        return table
    }

    func makeCollectionView(_ list: DragDropList) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: FixedRowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = list
        view.dragDelegate = list
        view.dropDelegate = list
        view.dragInteractionEnabled = true
        view.layoutIfNeeded()
        return view
    }

    /// A drag of A (row 0, from y = 25) to y = 175 (row 3 spans 150…200) within the table: the delegates in
    /// UIKit's order, the destination (0,3) under the touch, the source (0,0) on the drop item, a move; A's cell
    /// moves with its row.
    @Test func reorderingByDragAndDrop() {
        let list = DragDropTable(["A", "B", "C", "D", "E"])
        let table = makeTable(list)
        #expect(!table.hasActiveDrag && !table.hasActiveDrop && !table.hasUncommittedUpdates)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 320, height: 50))
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let operation = table.simulateDrag(fromRowAt: IndexPath(row: 0, section: 0), to: CGPoint(x: 160, y: 175))
        #expect(operation == .move)
        #expect(list.log == ["items 0", "allows move", "will begin", "can handle", "enter", "update", "perform at 3", "drop end", "drag end"])
        #expect(list.items == ["B", "C", "D", "A", "E"])
        #expect(list.activeDuringDrop?.drag == true && list.activeDuringDrop?.drop == true)
        #expect(list.sourceDragState == .dragging)
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cellA)
        #expect(shownText(table.cellForRow(at: IndexPath(row: 3, section: 0))) == "A")
        #expect(cellA?.configurationState.cellDragState == UICellConfigurationDragState.none)
        #expect(cellA?.configurationState.cellDropState == UICellConfigurationDropState.none)
    }

    /// A copy from a table to a collection view: B (row 1, 50…100) dropped at y = 450 of the collection view,
    /// below its one 100-point item (no item under the touch: destination nil), goes at the end. The text is
    /// loaded through the session; the table keeps its rows.
    @Test func copyingFromATableToACollectionView() {
        let source = DragDropTable(["A", "B"])
        let destination = DragDropList(["X"])
        destination.proposal = { _ in UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let table = makeTable(source)
        let collectionView = makeCollectionView(destination)
        let operation = table.simulateDrag(fromRowAt: IndexPath(row: 1, section: 0), to: CGPoint(x: 160, y: 450), in: collectionView)
        #expect(operation == .copy)
        #expect(destination.items == ["X", "B"])
        #expect(destination.log == ["can handle", "enter", "update", "perform at nil", "drop end"])
        #expect(destination.activeDuringDrop?.drag == false && destination.activeDuringDrop?.drop == true)
        #expect(source.items == ["A", "B"])
        #expect(source.log == ["items 1", "allows move", "will begin", "drag end"])
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(!table.hasActiveDrag)
    }

    /// A copy from a collection view to a table: "new" dropped at y = 75 of the table, over B (row 1 spans
    /// 50…100), goes in at (0,1); the table's drop delegate sees the drop but not the drag (it started elsewhere).
    @Test func copyingFromACollectionViewToATable() {
        let source = DragDropList(["new"])
        let destination = DragDropTable(["A", "B", "C"])
        destination.proposal = { _ in UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let collectionView = makeCollectionView(source)
        let table = makeTable(destination)
        let operation = collectionView.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 75), in: table)
        #expect(operation == .copy)
        #expect(destination.items == ["A", "new", "B", "C"])
        #expect(destination.log == ["can handle", "enter", "update", "perform at 1", "drop end"])
        #expect(destination.activeDuringDrop?.drag == false && destination.activeDuringDrop?.drop == true)
        #expect(source.log == ["items 0", "allows move", "will begin", "drag end"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(shownText(table.cellForRow(at: IndexPath(row: 1, section: 0))) == "new")
        #expect(shownText(table.cellForRow(at: IndexPath(row: 2, section: 0))) == "B")
    }

    /// A placeholder row 80 points tall holds (0,1) open: the table counts 4 rows while the data source has 3; its
    /// cell comes from the placeholder's registration and handler; B and C below it are the data source's rows 1
    /// and 2, pushed down by 80 (B at 50 + 80 = 130, C at 180). Committing inserts "new" into the data at (0,1)
    /// and reloads the row: a 50-point row of the data source's cell, so B is back at 100.
    @Test func aPlaceholderRowUntilTheDataArrives() throws {
        let source = DragDropList(["new"])
        let destination = DragDropTable(["A", "B", "C"])
        destination.placeholderHeight = 80
        destination.proposal = { _ in UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let collectionView = makeCollectionView(source)
        let table = makeTable(destination)
        #expect(collectionView.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 75), in: table) == .copy)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.hasUncommittedUpdates)
        let placeholderCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(placeholderCell.reuseIdentifier == "placeholder")
        #expect(shownText(placeholderCell) == "Loading…")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 80))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 130, width: 320, height: 50))
        #expect(shownText(table.cellForRow(at: IndexPath(row: 2, section: 0))) == "B")
        #expect(shownText(table.cellForRow(at: IndexPath(row: 3, section: 0))) == "C")

        let context = try #require(destination.placeholderContext)
        var insertedAt: IndexPath?
        #expect(context.commitInsertion { indexPath in
            insertedAt = indexPath
            destination.items.insert("new", at: indexPath.row)
        })
        #expect(insertedAt == IndexPath(row: 1, section: 0))
        #expect(!table.hasUncommittedUpdates)
        #expect(destination.items == ["A", "new", "B", "C"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        let committed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(committed.reuseIdentifier == "cell")
        #expect(shownText(committed) == "new")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 100, width: 320, height: 50))
        // Already committed: a second commit or a delete does nothing.
        #expect(!context.commitInsertion { _ in Issue.record("committed twice") })
        #expect(!context.deletePlaceholder())
    }

    /// Deleting a placeholder row takes it away again: 3 rows, C back at 100. A placeholder named outside the
    /// table's rows (row 9 of 3) puts nothing in and records a diagnostic; a reload drops the placeholders.
    @Test func deletingAndDroppingPlaceholders() throws {
        let source = DragDropList(["new"])
        let destination = DragDropTable(["A", "B"])
        destination.placeholderHeight = 30
        destination.proposal = { _ in UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let collectionView = makeCollectionView(source)
        let table = makeTable(destination)
        let collector = DiagnosticCollector()
        table.diagnosticSink = collector.sink

        // Dropped at y = 25, over A: the placeholder goes in at (0,0), 30 points tall, and A moves down to 30.
        collectionView.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 25), in: table)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 30, width: 320, height: 50))
        #expect(shownText(table.cellForRow(at: IndexPath(row: 1, section: 0))) == "A")
        let context = try #require(destination.placeholderContext)
        #expect(context.deletePlaceholder())
        #expect(!table.hasUncommittedUpdates)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(destination.items == ["A", "B"])
        #expect(!context.deletePlaceholder())

        // Below the rows (y = 400: no row, destination nil) the delegate puts the placeholder at (0,2), the end;
        // then a placeholder at (0,9) by hand, which the table does not hold.
        destination.placeholderHeight = UITableView.automaticDimension
        collectionView.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 400), in: table)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.reuseIdentifier == "placeholder")
        let endContext = try #require(destination.placeholderContext)
        #expect(collector.diagnostics.isEmpty)
        final class BadPlaceholderDrop: NSObject, UITableViewDropDelegate {
            var context: (any UITableViewDropPlaceholderContext)?
            func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                           withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
                UITableViewDropProposal(operation: .copy)
            }
            func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
                let placeholder = UITableViewDropPlaceholder(insertionIndexPath: IndexPath(row: 9, section: 0),
                                                             reuseIdentifier: "placeholder", rowHeight: 40)
                context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
            }
        }
        let bad = BadPlaceholderDrop()
        table.dropDelegate = bad
        #expect(collectionView.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 25), in: table) == .copy)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(collector.diagnostics.map(\.kind) == ["invalidIndexPath"])
        let deadContext = try #require(bad.context)
        #expect(!deadContext.commitInsertion { _ in Issue.record("a dead placeholder committed") })
        #expect(!deadContext.deletePlaceholder())

        // A reload: the data source's 2 rows again, and the placeholder at the end is gone.
        table.reloadData()
        #expect(!table.hasUncommittedUpdates)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(!endContext.commitInsertion { _ in Issue.record("a reloaded placeholder committed") })
    }

    /// The app's updates while a placeholder is out name the table's rows: deleting A (row 0) moves the
    /// placeholder from (0,1) to (0,0), and the data source's rows are B and C below it (80 + 50 = 130 for C);
    /// committing inserts at the data source's (0,0).
    @Test func updatesWhileAPlaceholderIsOut() throws {
        let source = DragDropList(["new"])
        let destination = DragDropTable(["A", "B", "C"])
        destination.placeholderHeight = 80
        destination.proposal = { _ in UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let collectionView = makeCollectionView(source)
        let table = makeTable(destination)
        collectionView.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 75), in: table)
        destination.items.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier == "placeholder")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(shownText(table.cellForRow(at: IndexPath(row: 1, section: 0))) == "B")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 130, width: 320, height: 50))
        let context = try #require(destination.placeholderContext)
        #expect(context.commitInsertion { indexPath in destination.items.insert("new", at: indexPath.row) })
        #expect(destination.items == ["new", "B", "C"])
        #expect(shownText(table.cellForRow(at: IndexPath(row: 0, section: 0))) == "new")
    }

    /// Dragging is off by default (UIKit's iPhone default), for tables as for collection views.
    @Test func draggingIsOffByDefault() {
        #expect(!UITableView(frame: .zero, style: .plain).dragInteractionEnabled)
    }

    /// Drags that do not happen, and drops that are declined: dragging disabled; a move the drag does not allow;
    /// a forbidden proposal; a row the table does not hold.
    @Test func dragsAndDropsThatDoNotHappen() {
        let list = DragDropTable(["A", "B", "C"])
        let table = makeTable(list)
        table.dragInteractionEnabled = false
        #expect(table.simulateDrag(fromRowAt: IndexPath(row: 0, section: 0), to: CGPoint(x: 160, y: 125)) == .cancel)
        #expect(list.log.isEmpty)

        table.dragInteractionEnabled = true
        #expect(table.simulateDrag(fromRowAt: IndexPath(row: 7, section: 0), to: CGPoint(x: 160, y: 125)) == .cancel)
        #expect(list.log.isEmpty)

        list.allowsMove = false
        #expect(table.simulateDrag(fromRowAt: IndexPath(row: 0, section: 0), to: CGPoint(x: 160, y: 125)) == .cancel)
        #expect(!list.log.contains { $0.hasPrefix("perform") })
        #expect(list.log.last == "drag end")
        #expect(list.items == ["A", "B", "C"])

        list.proposal = { _ in UITableViewDropProposal(operation: .forbidden) }
        list.allowsMove = true
        #expect(table.simulateDrag(fromRowAt: IndexPath(row: 0, section: 0), to: CGPoint(x: 160, y: 125)) == .forbidden)
        #expect(!list.log.contains { $0.hasPrefix("perform") })
        #expect(list.items == ["A", "B", "C"])
    }

    /// A drop delegate that implements only `performDropWith` takes no drops (the default proposal cancels), and
    /// a table without a drop delegate takes none.
    @Test func theDefaultProposalCancels() {
        final class OnlyPerform: NSObject, UITableViewDropDelegate {
            var performed = false
            func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
                performed = true
            }
        }
        let list = DragDropTable(["A", "B"])
        let table = makeTable(list)
        let onlyPerform = OnlyPerform()
        table.dropDelegate = onlyPerform
        #expect(table.simulateDrag(fromRowAt: IndexPath(row: 0, section: 0), to: CGPoint(x: 160, y: 75)) == .cancel)
        #expect(!onlyPerform.performed)
        table.dropDelegate = nil
        #expect(table.simulateDrag(fromRowAt: IndexPath(row: 0, section: 0), to: CGPoint(x: 160, y: 75)) == .cancel)
        #expect(list.items == ["A", "B"])
    }

    /// A drop into a row targets its cell while the touch is over it: with the `.insertIntoDestinationIndexPath`
    /// intent, and with `.automatic` in the middle half of the row (B spans 50…100: 62.5…87.5), not near its
    /// edge. The drop delegate reads the state at the next update, after the table marked the cell.
    @Test func dropsIntoARowTargetItsCell() throws {
        let list = DragDropTable(["A", "B", "C"])
        let table = makeTable(list)
        let cellB = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var states: [UICellConfigurationDropState] = []
        var intent = UITableViewDropProposal.Intent.insertIntoDestinationIndexPath
        list.proposal = { _ in
            states.append(cellB.configurationState.cellDropState)
            return UITableViewDropProposal(operation: .cancel, intent: intent)
        }
        // From A's centre (25) to 75 in even steps at most 12 apart: 5 steps of 10, so the touch is at 25, 35, 45
        // (over A), 55, 65, 75 (over B). Each update sees the mark of the point before it.
        table.simulateDrag(fromRowAt: IndexPath(row: 0, section: 0), to: CGPoint(x: 160, y: 75))
        #expect(states == [.none, .none, .none, .none, .targeted, .targeted])
        #expect(cellB.configurationState.cellDropState == UICellConfigurationDropState.none)

        // `.automatic`: at 55 B is under the touch but near its top edge; at 65 and 75 in its middle half.
        states = []
        intent = .automatic
        table.simulateDrag(fromRowAt: IndexPath(row: 0, section: 0), to: CGPoint(x: 160, y: 75))
        #expect(states == [.none, .none, .none, .none, .none, .targeted])
    }
}
#endif
