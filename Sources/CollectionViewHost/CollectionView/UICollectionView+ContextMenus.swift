import CollectionDiagnostics
import CollectionGeometry

extension UICollectionView {
    /// Long-presses the item at `indexPath` as a touch does and returns the context menu UIKit would show
    /// (beyond UIKit: headless, tests press items and pick actions with ``UIMenu/performAction(titled:sender:)``).
    ///
    /// The delegate is asked `collectionView(_:contextMenuConfigurationForItemsAt:point:)` with `[indexPath]`
    /// and the item's centre (its default asks the older `collectionView(_:contextMenuConfigurationForItemAt:point:)`);
    /// a configuration's action provider makes the menu, with no suggested actions, and the delegate hears
    /// `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)` (its preview is not drawn headless)
    /// and `collectionView(_:willDisplayContextMenu:animator:)` (animator nil) before the menu is returned. No
    /// configuration, or one without an action provider, returns nil. An item the view does not hold records
    /// a ``Diagnostic`` and returns nil.
    @discardableResult
    public func simulateLongPress(at indexPath: IndexPath) -> UIMenu? {
        guard Self.contains(indexPath, in: loadItemCountsIfNeeded()) else {
            record(Diagnostic(kind: .invalidIndexPath,
                              message: "attempt to long-press an item that does not exist: \(Self.describe(indexPath))"))
            return nil
        }
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let point = CGPoint(x: frame.midX, y: frame.midY)
        guard let delegate,
              let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point),
              let menu = configuration.makeMenu() else { return nil }
        _ = delegate.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        delegate.collectionView(self, willDisplayContextMenu: configuration, animator: nil)
        return menu
    }
}
