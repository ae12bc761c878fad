import CollectionGeometry

/// A supplementary or decoration element on screen: its kind and index path.
struct ElementKey: Hashable {
    /// The element kind (a supplementary kind, or a decoration view's kind).
    let kind: String
    /// The element's index path.
    let indexPath: IndexPath
}

/// The views a collection view shows: the cells by index path (with the reverse map by cell identity), and the
/// supplementary and decoration views by element — the item views' shared bijection (see ``VisibleItemViews``).
typealias VisibleElements = VisibleItemViews<UICollectionViewCell, UICollectionReusableView, ElementKey>
