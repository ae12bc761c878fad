// `UICollectionView.simulateLongPress(at:)` and `UIMenu.performAction(titled:)` are beyond UIKit (UIKit shows
// the menu on a touch), so this file does not compile against UIKit by design.
import Foundation
import OpenCompositionalLayout
import Testing

/// A delegate that offers a context menu with Copy and Delete for each item, with the iOS 16 form.
@MainActor
final class ContextMenuDelegate: UICollectionViewDelegate {
    var asked: [[IndexPath]] = []
    var points: [CGPoint] = []
    var performed: [String] = []
    var displayed = 0

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(indexPaths)
        points.append(point)
        guard let indexPath = indexPaths.first, indexPath.item != 1 else { return nil }
        return UIContextMenuConfiguration(identifier: NSString(string: "item-\(indexPath.item)"), previewProvider: nil) { suggested in
            UIMenu(title: "", children: suggested + [
                UIAction(title: "Copy") { _ in self.performed.append("Copy \(indexPath.item)") },
                UIAction(title: "Delete", attributes: .destructive) { _ in self.performed.append("Delete \(indexPath.item)") },
            ])
        }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) {
        displayed += 1
    }
}

/// A delegate that implements only the older single-item form.
@MainActor
final class LegacyContextMenuDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
    }
}

@MainActor
@Suite struct ContextMenuTests {
    /// The delegate is asked with the item's index path and centre; the menu is the action provider's.
    @Test func longPressAsksTheDelegateAndReturnsTheMenu() throws {
        let stub = Stub([[0, 1, 2, 3, 4]])
        let collectionView = makeCollectionView(stub)
        let delegate = ContextMenuDelegate()
        collectionView.delegate = delegate
        let menu = try #require(collectionView.simulateLongPress(at: IndexPath(item: 2, section: 0)))
        #expect(menu.children.map(\.title) == ["Copy", "Delete"])
        #expect(delegate.asked == [[IndexPath(item: 2, section: 0)]])
        let frame = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        #expect(delegate.points == [CGPoint(x: frame.midX, y: frame.midY)])
        #expect(delegate.displayed == 1)
        #expect(menu.performAction(titled: "Delete"))
        #expect(delegate.performed == ["Delete 2"])
        // No configuration: no menu.
        #expect(collectionView.simulateLongPress(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(delegate.displayed == 1)
    }

    @Test func theDeprecatedSingleItemFormIsAsked() {
        let stub = Stub([[0, 1, 2]])
        let collectionView = makeCollectionView(stub)
        let delegate = LegacyContextMenuDelegate()
        collectionView.delegate = delegate
        #expect(collectionView.simulateLongPress(at: IndexPath(item: 0, section: 0))?.children.first?.title == "Open")
    }

    /// An item the view does not hold: nil and a diagnostic.
    @Test func missingItemIsReported() {
        let collector = DiagnosticCollector()
        let stub = Stub([[0, 1, 2]])
        let collectionView = makeCollectionView(stub)
        collectionView.diagnosticSink = collector.sink
        let delegate = ContextMenuDelegate()
        collectionView.delegate = delegate
        #expect(collectionView.simulateLongPress(at: IndexPath(item: 9, section: 0)) == nil)
        #expect(collector.diagnostics.contains { $0.message.contains("long-press") })
        #expect(delegate.asked.isEmpty)
    }

    @Test func configurationIdentifier() {
        let named = UIContextMenuConfiguration(identifier: NSString(string: "row"))
        #expect((named.identifier as? NSString) == NSString(string: "row"))
        let first = UIContextMenuConfiguration()
        let second = UIContextMenuConfiguration()
        #expect((first.identifier as? NSString) != (second.identifier as? NSString))
    }
}
