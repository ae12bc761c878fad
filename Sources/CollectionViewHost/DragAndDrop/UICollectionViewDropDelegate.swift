import CollectionGeometry

/// The object that takes drops on a collection view (UIKit's `UICollectionViewDropDelegate`). Only
/// ``collectionView(_:performDropWith:)`` is required; the others default to UIKit's answers.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Incorporates the dropped items: update the data, then tell the coordinator where each item lands.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the view can take the session's data at all; optional, defaults to `true`.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the view; optional.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// How a drop at `destinationIndexPath` (nil: not over an item) would be taken; optional, defaults to a
    /// ``UIDropOperation/cancel`` proposal: without it the view takes no drop (as a drop interaction without
    /// its update method accepts none).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The drag left the view; optional.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended (dropped here or not); optional.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    /// Any session can be handled.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// No drop.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}
