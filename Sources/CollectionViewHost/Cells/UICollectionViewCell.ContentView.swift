import CollectionGeometry

/// The class of a cell's `contentView`: a plain view that passes `invalidateIntrinsicContentSize()` on
/// to its cell, as UIKit's content view does for self-sizing invalidation (iOS 16).
@MainActor
final class CellContentView: UIView {
    /// The cell the view belongs to.
    weak var cell: UICollectionViewCell?

    /// Tells the cell, which re-measures when its collection view allows it.
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        cell?.invalidateIntrinsicContentSize()
    }
}

extension UIView {
    /// A view inside a cell's content view that invalidates its intrinsic content size stands in for an
    /// Auto Layout change within the content view: the cell is measured again at the next layout pass when
    /// its collection view's `selfSizingInvalidation` is `.enabledIncludingConstraints` (iOS 16).
    ///
    /// - Complexity: O(depth of the view in its hierarchy).
    func invalidateEnclosingSelfSizingCell() {
        var current = superview
        while let view = current {
            if let content = view as? CellContentView {
                if let cell = content.cell, let collectionView = cell.superview as? UICollectionView,
                   collectionView.selfSizingInvalidation == .enabledIncludingConstraints {
                    cell.needsSelfSizing = true
                }
                return
            }
            // Views outside a content view, and collection views nested in a cell, do not reach the cell.
            if view is UICollectionReusableView || view is UICollectionView { return }
            current = view.superview
        }
    }
}
