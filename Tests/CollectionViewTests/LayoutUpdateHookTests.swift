#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A fixed-row layout that records the update items UIKit hands it.
@MainActor
final class RecordingLayout: UICollectionViewLayout {
    var received: [[String]] = []
    var finalized = 0
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        received.append(updateItems.map { item in
            let before = item.indexPathBeforeUpdate.map { "\($0.section).\($0.item)" } ?? "-"
            let after = item.indexPathAfterUpdate.map { "\($0.section).\($0.item)" } ?? "-"
            return "\(Self.name(of: item.updateAction)) \(before) \(after)"
        })
    }
    override func finalizeCollectionViewUpdates() { finalized += 1 }

    /// The action's name, spelled out (an Objective-C enum does not print its case names on iOS).
    static func name(of action: UICollectionViewUpdateItem.Action) -> String {
        switch action {
        case .insert: "insert"
        case .delete: "delete"
        case .reload: "reload"
        case .move: "move"
        case .none: "none"
        @unknown default: "unknown"
        }
    }
}

@MainActor
@Suite struct LayoutUpdateHookTests {
    @Test func layoutReceivesTheBatchAsUpdateItems() {
        let stub = Stub([[0, 1, 2]])
        let layout = RecordingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.performBatchUpdates {
            stub.sections = [[2, 9, 0]]
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
            view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        }
        // Deletes (old paths), inserts (new paths), moves (old → new).
        #expect(layout.received == [["delete 0.1 -", "insert - 0.1", "move 0.2 0.0"]])
        #expect(layout.finalized == 1)
    }
}
