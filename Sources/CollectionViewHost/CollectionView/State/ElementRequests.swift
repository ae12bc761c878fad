import CollectionGeometry

/// What a collection view remembers while it asks its data source for a view: the cell being reconfigured
/// (dequeueing for its index path hands it back, UIKit's reconfigure contract), and the attributes of the cell or
/// supplementary view being requested (applied when it is dequeued, instead of asking the layout again).
///
/// ``_checkInvariants()`` checks in debug builds that each attributes value is of its category and that the
/// reconfigured cell has a reuse identifier.
@MainActor
struct ElementRequests {
    /// The index path whose cell is being reconfigured, and that cell.
    var reconfiguration: (indexPath: IndexPath, cell: UICollectionViewCell)?
    /// The attributes of the cell the layout pass is asking the data source for.
    var cellAttributes: UICollectionViewLayoutAttributes?
    /// The attributes of the supplementary view being requested from the data source (the layout's
    /// single-element query may not know an item's supplementary items).
    var supplementaryAttributes: UICollectionViewLayoutAttributes?

    /// Checks the categories and the reconfigured cell (in debug builds).
    func _checkInvariants() {
        #if DEBUG
        precondition(cellAttributes.map { $0.representedElementCategory == .cell } ?? true,
                     "the requested cell's attributes are not a cell's")
        precondition(supplementaryAttributes.map { $0.representedElementCategory == .supplementaryView } ?? true,
                     "the requested supplementary view's attributes are not a supplementary view's")
        precondition(reconfiguration.map { $0.cell.reuseIdentifier != nil } ?? true,
                     "a reconfigured cell has no reuse identifier")
        #endif
    }
}
