#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// Targeted previews (the view, its parameters and its target, placed where the view is by default), the delegate
/// being asked for the preview of a context menu, and app extension items and contexts.
@MainActor
@Suite struct TargetedPreviewTests {
    @Test func aPreviewSitsWhereItsViewIs() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        container.addSubview(view)
        let preview = UITargetedPreview(view: view)
        // The view's centre in its superview: (20 + 50, 40 + 30).
        #expect(preview.target.container === container)
        #expect(preview.target.center == CGPoint(x: 70, y: 70))
        #expect(preview.size == CGSize(width: 100, height: 60))
        // Text line rectangles: their union, 100 wide and 20 + 20 tall.
        let lines = UIPreviewParameters(textLineRects: [NSValue(cgRect: CGRect(x: 0, y: 0, width: 100, height: 20)),
                                                        NSValue(cgRect: CGRect(x: 0, y: 20, width: 60, height: 20))])
        #expect(UITargetedPreview(view: view, parameters: lines).size == CGSize(width: 100, height: 40))
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: container, center: CGPoint(x: 150, y: 150)))
        #expect(moved.view === view && moved.target.center == CGPoint(x: 150, y: 150))
        #expect(moved.target.transform == .identity)
    }

    #if !canImport(UIKit)
    @Test func aLongPressAsksTheDelegateForTheHighlightPreview() {
        final class Delegate: NSObject, UICollectionViewDelegate, UICollectionViewDataSource {
            var previewed: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
                }
            }
            // The deprecated form: the iOS 16 form's default asks it.
            func collectionView(_ collectionView: UICollectionView,
                                previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
                previewed.append(IndexPath(item: -1, section: -1))
                return nil
            }
        }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let delegate = Delegate()
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        let menu = collectionView.simulateLongPress(at: IndexPath(item: 1, section: 0))
        #expect(menu?.children.count == 1)
        #expect(delegate.previewed.count == 1)
        withExtendedLifetime(delegate) {}
    }

    @Test func anExtensionReadsItsItemsAndCompletes() {
        let item = NSExtensionItem()
        item.attributedContentText = NSAttributedString(string: "Shared text")
        item.attachments = []
        let context = NSExtensionContext(inputItems: [item])
        let principal = UIViewController(), child = UIViewController()
        principal.addChild(child)
        principal.simulateExtensionContext(context)
        // A child finds its parent's request.
        #expect(child.extensionContext === context)
        #expect((child.extensionContext?.inputItems.first as? NSExtensionItem)?.attributedContentText?.string == "Shared text")
        #expect((item.copy() as? NSExtensionItem)?.attributedContentText?.string == "Shared text")
        var handled: Bool?
        context.completeRequest(returningItems: nil) { handled = $0 }
        #expect(handled == true)
        #expect(context.completedItems?.isEmpty == true)
        #expect(UIViewController().extensionContext == nil)
    }
    #endif
}
