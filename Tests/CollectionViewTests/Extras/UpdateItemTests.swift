import Testing
import OpenCompositionalLayout

/// A layout that keeps every array of update items it is handed, as a layout animating from them might.
@MainActor
final class KeepingLayout: UICollectionViewLayout {
    var kept: [[UICollectionViewUpdateItem]] = []
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        kept.append(updateItems)
    }
}

/// `before → after` of an update item, as `action s.i s.i` (`-` for no path).
@MainActor
func describe(_ item: UICollectionViewUpdateItem) -> String {
    func path(_ path: IndexPath?) -> String {
        guard let path else { return "-" }
        return path.count == 2 ? "\(path.section).\(path.item == NSNotFound ? "*" : String(path.item))" : "\(Array(path))"
    }
    return "\(item.updateAction) \(path(item.indexPathBeforeUpdate)) \(path(item.indexPathAfterUpdate))"
}

/// Update items: what each batch hands the layout, batch after batch, whoever keeps them.
@MainActor
@Suite struct UpdateItemTests {
    private func makeView(_ layout: UICollectionViewLayout, _ stub: Stub) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    /// Items a layout keeps still describe their own batch after later batches (the view hands out again
    /// only items nobody else holds).
    @Test func keptItemsKeepDescribingTheirBatch() {
        let stub = Stub([[0, 1, 2], [5]])
        let layout = KeepingLayout()
        let view = makeView(layout, stub)
        view.performBatchUpdates {
            stub.sections = [[0, 2], [5]]
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        view.performBatchUpdates {
            stub.sections = [[7, 0, 2], [5, 8]]
            view.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)])
        }
        view.performBatchUpdates {
            stub.sections = [[5, 8], [7, 0, 2]]
            view.moveSection(1, toSection: 0)
        }
        #expect(layout.kept.map { $0.map(describe) } == [
            ["delete 0.1 -"],
            ["insert - 0.0", "insert - 1.1"],
            // A section's item names the section with NSNotFound as the item (UIKit's convention).
            ["move 1.* 0.*"],
        ])
    }

    /// A layout that only reads the items sees each batch's, in UIKit's order (sections, then deletes,
    /// inserts, reloads, moves), also when a batch is smaller than the one before.
    @Test func eachBatchHandsOutItsOwnItems() {
        let stub = Stub([[0, 1, 2, 3]])
        let layout = RecordingLayout()
        let view = makeView(layout, stub)
        view.performBatchUpdates {
            stub.sections = [[3, 0, 9, 2]]
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
            view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
            view.reloadItems(at: [IndexPath(item: 2, section: 0)])
        }
        view.performBatchUpdates {
            stub.sections = [[3, 0, 9]]
            view.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }
        view.performBatchUpdates {
            stub.sections = [[3, 0, 9], [4]]
            view.insertSections(IndexSet([1]))
        }
        #expect(layout.received == [
            ["delete 0.1 -", "insert - 0.2", "reload 0.2 -", "move 0.3 0.0"],
            ["delete 0.3 -"],
            ["insert - 1.9223372036854775807"],
        ])
    }

    /// An item made by hand keeps the paths it was given, whatever their length.
    @Test func handMadeItemsKeepTheirPaths() {
        let single = UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: 4))
        #expect(single.indexPathBeforeUpdate == nil)
        #expect(single.indexPathAfterUpdate == IndexPath(index: 4))
        let pair = UICollectionViewUpdateItem(action: .move, before: IndexPath(item: 2, section: 1), after: IndexPath(item: 0, section: 3))
        #expect(pair.indexPathBeforeUpdate == IndexPath(item: 2, section: 1))
        #expect(pair.indexPathAfterUpdate == IndexPath(item: 0, section: 3))
        #expect(pair.updateAction == .move)
    }
}
