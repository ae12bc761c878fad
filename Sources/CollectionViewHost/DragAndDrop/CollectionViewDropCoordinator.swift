import CollectionGeometry

/// One dropped item as a collection view's drop delegate sees it.
@MainActor
final class CollectionViewDropItem: UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// The coordinator a collection view hands its drop delegate in `performDropWith`: the drop's items, destination
/// and proposal, and the ways to land each item. Headless a drop lands at once (``LandedDropAnimation``).
@MainActor
final class CollectionViewDropCoordinator: UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    private unowned let collectionView: UICollectionView

    init(collectionView: UICollectionView, items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UICollectionViewDropProposal, session: any UIDropSession) {
        self.collectionView = collectionView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext {
        return collectionView.insertDropPlaceholder(placeholder, for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        return LandedDropAnimation()
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        return LandedDropAnimation()
    }
}

/// The context of a drop placeholder a collection view shows: commits the item or deletes the placeholder.
@MainActor
final class CollectionViewDropPlaceholderContext: UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    private let record: DragDropState.Placeholder?
    private weak var collectionView: UICollectionView?

    /// A context for `record` in `collectionView`; a nil record is a placeholder that never went in.
    init(dragItem: UIDragItem, record: DragDropState.Placeholder?, collectionView: UICollectionView) {
        self.dragItem = dragItem
        self.record = record
        self.collectionView = collectionView
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let record, record.isActive, let collectionView else { return false }
        return collectionView.commitDropPlaceholder(record, dataSourceUpdates: dataSourceUpdates)
    }

    func deletePlaceholder() -> Bool {
        guard let record, record.isActive, let collectionView else { return false }
        return collectionView.deleteDropPlaceholder(record)
    }

    func setNeedsCellUpdate() {
        guard let record, record.isActive, let cell = collectionView?.cellForItem(at: record.indexPath) else { return }
        record.placeholder.cellUpdateHandler?(cell)
    }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
