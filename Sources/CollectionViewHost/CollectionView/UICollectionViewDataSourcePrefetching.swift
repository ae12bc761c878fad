import CollectionGeometry

/// The object that loads data ahead of a collection view's scrolling (UIKit's
/// `UICollectionViewDataSourcePrefetching`); set it as the view's `prefetchDataSource`.
///
/// The view asks it to prefetch the items within one viewport beyond the visible rect in the direction of
/// scrolling (see ``UICollectionView/prefetchDataSource``), and cancels items that leave that area without
/// having been shown.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data for the items at `indexPaths`, which are likely to be shown soon.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths` are no longer likely to be shown; optional.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
