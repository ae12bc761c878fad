extension UICollectionView {
    /// What a collection view does when `scrollToItem(at:at:animated:)` names an item it does not hold
    /// (not UIKit API).
    public enum ScrollFailurePolicy: Hashable, Sendable {
        /// Stop with UIKit's message (`fatalError`), as UIKit's exception would. The default.
        case stop
        /// Record a ``Diagnostic`` of kind ``Diagnostic/Kind/invalidIndexPath`` and leave the offset alone.
        case recordAndIgnore
    }
}
