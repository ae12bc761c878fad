/// The classes registered with a collection view and the views waiting to be handed out again: the item
/// views' shared reuse pools, queued by ``ReuseKey``.
typealias ReuseQueues = ReusePools<ReuseKey, UICollectionReusableView>

extension ReusePools where Key == ReuseKey, View == UICollectionReusableView {
    /// Registers `cellClass` for `identifier`; nil removes the registration.
    mutating func registerCellClass(_ cellClass: UICollectionViewCell.Type?, forIdentifier identifier: String) {
        register(cellClass, for: Self.cellKey(identifier))
    }

    /// Registers `viewClass` for supplementary views of `kind` with `identifier`; nil removes the registration.
    mutating func registerSupplementaryClass(_ viewClass: UICollectionReusableView.Type?, kind: String, identifier: String) {
        register(viewClass, for: ReuseKey(category: .supplementaryView, kind: kind, identifier: identifier))
    }

    /// The cell class registered for `identifier`.
    func cellClass(forIdentifier identifier: String) -> UICollectionViewCell.Type? {
        registeredClass(for: Self.cellKey(identifier)) as? UICollectionViewCell.Type
    }

    /// The supplementary view class registered for `kind` and `identifier`.
    func supplementaryClass(kind: String, identifier: String) -> UICollectionReusableView.Type? {
        registeredClass(for: ReuseKey(category: .supplementaryView, kind: kind, identifier: identifier))
    }

    /// Stops (in debug builds) unless every queued view belongs to the queue it is in and no view is queued twice.
    func _checkInvariants() {
        _checkInvariants(queueOf: { $0.reuseKey })
    }

    /// The queue of cells with `identifier`.
    private static func cellKey(_ identifier: String) -> ReuseKey {
        ReuseKey(category: .cell, kind: UICollectionView.elementKindCell, identifier: identifier)
    }
}
