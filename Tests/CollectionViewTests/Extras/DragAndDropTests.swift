#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A list of strings that drags its items as text and takes drops: moves from itself, copies from elsewhere, at
/// the item under the touch or at the end.
@MainActor
final class DragDropList: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var items: [String]
    var log: [String] = []
    var proposal: (IndexPath?) -> UICollectionViewDropProposal = { _ in
        UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    var allowsMove = true
    var usesPlaceholder = false
    var placeholderContext: (any UICollectionViewDropPlaceholderContext)?
    var activeDuringDrop: (drag: Bool, drop: Bool)?
    var sourceDragState: UICellConfigurationDragState?

    init(_ items: [String]) {
        self.items = items
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    /// What each cell shows, by the cell's identity (the data source indexes its items: a wrong index path traps).
    var shown: [ObjectIdentifier: String] = [:]

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        shown[ObjectIdentifier(cell)] = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item] as NSString))
        item.localObject = items[indexPath.item]
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        log.append("allows move")
        return allowsMove
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) { log.append("will begin") }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) { log.append("drag end") }
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        log.append("can handle")
        return session.canLoadObjects(ofClass: NSString.self)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) { log.append("enter") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) { log.append("drop end") }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if log.last?.hasPrefix("update") != true { log.append("update") }
        return proposal(destinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        activeDuringDrop = (collectionView.hasActiveDrag, collectionView.hasActiveDrop)
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: items.count, section: 0)
        log.append("perform at \(coordinator.destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        for dropItem in coordinator.items {
            if let source = dropItem.sourceIndexPath {
                sourceDragState = collectionView.cellForItem(at: source)?.configurationState.cellDragState
                // A move inside the list: the model, then the view, then the landing.
                let item = items.remove(at: source.item)
                items.insert(item, at: destination.item)
                collectionView.moveItem(at: source, to: destination)
                coordinator.drop(dropItem.dragItem, toItemAt: destination)
            } else if usesPlaceholder {
                let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder")
                placeholderContext = coordinator.drop(dropItem.dragItem, to: placeholder)
            } else {
                coordinator.session.loadObjects(ofClass: NSString.self) { objects in
                    let strings = objects.compactMap { $0 as? NSString }.map { $0 as String }
                    self.items.insert(contentsOf: strings, at: destination.item)
                    collectionView.insertItems(at: strings.indices.map { IndexPath(item: destination.item + $0, section: 0) })
                }
            }
        }
    }
}

/// Drag and drop worked out on 100-point rows (``FixedRowLayout``) in 320 × 600 views; the touch starts at the
/// centre of the dragged item's row (y = 100 i + 50).
@MainActor
@Suite struct DragAndDropTests {
    func makeView(_ list: DragDropList) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: FixedRowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "placeholder")
        view.dataSource = list
        view.dragDelegate = list
        view.dropDelegate = list
        view.dragInteractionEnabled = true
        view.layoutIfNeeded()
        return view
    }

    /// A drag of A (row 0) to y = 350 (row 3) within the list: the delegates in UIKit's order, the destination
    /// (0,3) under the touch, the source index path (0,0) on the drop item, and a move.
    @Test func reorderingByDragAndDrop() {
        let list = DragDropList(["A", "B", "C", "D", "E"])
        let view = makeView(list)
        let operation = view.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 350))
        #expect(operation == .move)
        #expect(list.log == ["items 0", "allows move", "will begin", "can handle", "enter", "update", "perform at 3", "drop end", "drag end"])
        #expect(list.items == ["B", "C", "D", "A", "E"])
        #expect(list.activeDuringDrop?.drag == true && list.activeDuringDrop?.drop == true)
        #expect(list.sourceDragState == .dragging)
        #expect(!view.hasActiveDrag && !view.hasActiveDrop)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.cellDragState == UICellConfigurationDragState.none)
    }

    /// A copy from one list to another, loading the text through the session: dropped below the last row (no item
    /// under the touch: destination nil), it goes at the end.
    @Test func copyingToAnotherViewLoadsTheText() {
        let source = DragDropList(["A", "B"])
        let destination = DragDropList(["X"])
        destination.proposal = { _ in UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let sourceView = makeView(source)
        let destinationView = makeView(destination)
        let operation = sourceView.simulateDrag(fromItemAt: IndexPath(item: 1, section: 0), to: CGPoint(x: 160, y: 450),
                                                in: destinationView)
        #expect(operation == .copy)
        #expect(destination.items == ["X", "B"])
        #expect(source.items == ["A", "B"])
        #expect(destination.log == ["can handle", "enter", "update", "perform at nil", "drop end"])
        #expect(source.log == ["items 1", "allows move", "will begin", "drag end"])
        #expect(destinationView.numberOfItems(inSection: 0) == 2)
    }

    /// A placeholder holds (0,1) open: the view counts 4 items while the data source has 3, its cell comes from the
    /// placeholder's registration; committing inserts the item into the data at (0,1) and reloads it.
    @Test func aPlaceholderUntilTheDataArrives() throws {
        let source = DragDropList(["new"])
        let destination = DragDropList(["A", "B", "C"])
        destination.usesPlaceholder = true
        destination.proposal = { _ in UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let sourceView = makeView(source)
        let destinationView = makeView(destination)
        // The touch at y = 150 is over B: (0,1).
        #expect(sourceView.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 150),
                                        in: destinationView) == .copy)
        #expect(destinationView.numberOfItems(inSection: 0) == 4)
        #expect(destinationView.hasUncommittedUpdates)
        let placeholderCell = try #require(destinationView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(placeholderCell.reuseIdentifier == "placeholder")
        // The data source, which does not count the placeholder, is asked for C at its own (0,2), not (0,3).
        let c = try #require(destinationView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(destination.shown[ObjectIdentifier(c)] == "C")
        destinationView.reloadItems(at: [IndexPath(item: 3, section: 0)])
        #expect(destinationView.cellForItem(at: IndexPath(item: 3, section: 0)).map { destination.shown[ObjectIdentifier($0)] } == "C")
        // The app inserts Z at the top while the placeholder is out: 4 + 1 items, the placeholder follows to (0,2).
        destination.items.insert("Z", at: 0)
        destinationView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(destinationView.numberOfItems(inSection: 0) == 5)
        #expect(destinationView.cellForItem(at: IndexPath(item: 2, section: 0))?.reuseIdentifier == "placeholder")
        let context = try #require(destination.placeholderContext)
        #expect(context.commitInsertion { indexPath in destination.items.insert("new", at: indexPath.item) })
        #expect(!destinationView.hasUncommittedUpdates)
        #expect(destination.items == ["Z", "A", "new", "B", "C"])
        #expect(destinationView.cellForItem(at: IndexPath(item: 2, section: 0))?.reuseIdentifier == "cell")
        // Already committed: a second commit or a delete does nothing.
        #expect(!context.deletePlaceholder())
    }

    /// Deleting a placeholder takes its item away again.
    @Test func deletingAPlaceholder() throws {
        let source = DragDropList(["new"])
        let destination = DragDropList(["A", "B"])
        destination.usesPlaceholder = true
        destination.proposal = { _ in UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let sourceView = makeView(source)
        let destinationView = makeView(destination)
        sourceView.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 50), in: destinationView)
        #expect(destinationView.numberOfItems(inSection: 0) == 3)
        let context = try #require(destination.placeholderContext)
        #expect(context.deletePlaceholder())
        #expect(destinationView.numberOfItems(inSection: 0) == 2)
        #expect(destination.items == ["A", "B"])
    }

    /// Drags that do not happen, and drops that are declined: dragging disabled; the default proposal (cancel);
    /// a move the drag does not allow.
    @Test func dragsAndDropsThatDoNotHappen() {
        let list = DragDropList(["A", "B", "C"])
        let view = makeView(list)
        view.dragInteractionEnabled = false
        #expect(view.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 250)) == .cancel)
        #expect(list.log.isEmpty)

        view.dragInteractionEnabled = true
        list.allowsMove = false
        #expect(view.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 250)) == .cancel)
        #expect(!list.log.contains { $0.hasPrefix("perform") })
        #expect(list.items == ["A", "B", "C"])

        list.proposal = { _ in UICollectionViewDropProposal(operation: .forbidden) }
        list.allowsMove = true
        #expect(view.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 250)) == .forbidden)
        #expect(list.items == ["A", "B", "C"])
    }

    /// A drop delegate that implements only `performDropWith` takes no drops (the default proposal cancels).
    @Test func theDefaultProposalCancels() {
        final class OnlyPerform: NSObject, UICollectionViewDropDelegate {
            var performed = false
            func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
                performed = true
            }
        }
        let list = DragDropList(["A", "B"])
        let view = makeView(list)
        let onlyPerform = OnlyPerform()
        view.dropDelegate = onlyPerform
        #expect(view.simulateDrag(fromItemAt: IndexPath(item: 0, section: 0), to: CGPoint(x: 160, y: 150)) == .cancel)
        #expect(!onlyPerform.performed)
    }
}

/// Item providers hold in-app objects: loaded as their own class at once, or through their data as another class.
@MainActor
@Suite struct ItemProviderTests {
    final class Note: NSObject, NSItemProviderWriting, NSItemProviderReading {
        let text: String
        init(text: String) { self.text = text }
        static var writableTypeIdentifiersForItemProvider: [String] { ["com.example.note"] }
        static var readableTypeIdentifiersForItemProvider: [String] { ["com.example.note"] }
        func loadData(withTypeIdentifier typeIdentifier: String,
                      forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
            completionHandler(Data(text.utf8), nil)
            return nil
        }
        static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
            Self(text: String(decoding: data, as: UTF8.self))
        }
    }

    @Test func stringsAndObjects() {
        let provider = NSItemProvider(object: "héllo" as NSString)
        #expect(provider.canLoadObject(ofClass: NSString.self))
        #expect(!provider.canLoadObject(ofClass: Note.self))
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        nonisolated(unsafe) var loaded: String?
        provider.loadObject(ofClass: NSString.self) { object, _ in loaded = (object as? NSString).map { $0 as String } }
        #expect(loaded == "héllo")

        let note = Note(text: "x")
        let noteProvider = NSItemProvider(object: note)
        nonisolated(unsafe) var loadedNote: Note?
        noteProvider.loadObject(ofClass: Note.self) { object, _ in loadedNote = object as? Note }
        #expect(loadedNote === note)
        nonisolated(unsafe) var failed = false
        noteProvider.loadObject(ofClass: NSString.self) { object, error in failed = object == nil && error != nil }
        #expect(failed)
    }

    /// Bytes that are not UTF-8 become U+FFFD: nothing is dropped silently.
    @Test func invalidUTF8IsReplaced() throws {
        let string = try NSString.object(withItemProviderData: Data([0x41, 0xFF, 0x42]), typeIdentifier: "public.utf8-plain-text")
        #expect(string as String == "A\u{FFFD}B")
        #expect(throws: (any Error).self) { try NSString.object(withItemProviderData: Data(), typeIdentifier: "public.png") }
    }
}
