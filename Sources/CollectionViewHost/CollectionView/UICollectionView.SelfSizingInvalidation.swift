extension UICollectionView {
    /// How a collection view reacts when a self-sizing cell says its size may have changed (UIKit's
    /// `UICollectionView.SelfSizingInvalidation`, iOS 16).
    ///
    /// Headless there is no Auto Layout engine: the cell or its `contentView` calling
    /// `invalidateIntrinsicContentSize()`, or the cell getting a new `contentConfiguration` (and, under
    /// ``enabledIncludingConstraints``, a view inside the content view invalidating its intrinsic size), is
    /// what marks a cell for measuring again. The cell is measured at the next layout pass (`layoutIfNeeded()`).
    public enum SelfSizingInvalidation: Int, Hashable, Sendable {
        /// `invalidateIntrinsicContentSize()` on a self-sizing cell changes nothing: the cell keeps the
        /// size it was measured at when it appeared.
        case disabled = 0
        /// `invalidateIntrinsicContentSize()` on a self-sizing cell or its `contentView` measures the cell
        /// again, and resizes it if its preferred size changed.
        case enabled = 1
        /// As ``enabled``, and Auto Layout changes inside the content view also invalidate the cell. Headless
        /// there are no constraints: a view inside the content view invalidating its intrinsic content size
        /// (a `UILabel` given new text) stands in for them. The default, as on iOS 16.
        case enabledIncludingConstraints = 2
    }
}
