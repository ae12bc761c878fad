import CollectionGeometry

extension UICollectionView {
    /// Moves the content offset by a layout invalidation's `contentOffsetAdjustment`, so that what is on
    /// screen stays still when content above it changes size (UIKit applies the adjustment the same way).
    package func adjustContentOffsetAfterInvalidation(by adjustment: CGPoint) {
        var moved = bounds
        moved.origin.x += adjustment.x
        moved.origin.y += adjustment.y
        bounds = moved
        scrollAnimationDrift.x += adjustment.x
        scrollAnimationDrift.y += adjustment.y
    }
}
