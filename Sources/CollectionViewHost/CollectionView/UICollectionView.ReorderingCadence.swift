extension UICollectionView {
    /// How quickly items make room while a drag moves over the view (UIKit's `UICollectionView.ReorderingCadence`).
    public enum ReorderingCadence: Int, Hashable, Sendable {
        /// Items move as soon as the touch moves.
        case immediate = 0
        /// Items move after a short pause.
        case fast = 1
        /// Items move after a longer pause.
        case slow = 2
    }
}
