import CollectionDiagnostics

extension UICollectionView {
    /// What a collection view does when `scrollToItem(at:at:animated:)` names an item it does not hold
    /// (not UIKit API): stop with UIKit's message, or record a ``Diagnostic`` of kind
    /// ``Diagnostic/Kind/invalidIndexPath`` and leave the offset alone.
    public typealias ScrollFailurePolicy = FailurePolicy
}
