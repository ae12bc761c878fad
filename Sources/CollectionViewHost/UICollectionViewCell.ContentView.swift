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
