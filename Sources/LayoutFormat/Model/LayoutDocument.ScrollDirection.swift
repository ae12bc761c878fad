extension LayoutDocument {
    /// The layout's scroll direction (UIKit's `UICollectionView.ScrollDirection`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum ScrollDirection: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// Content scrolls up and down.
        case vertical
        /// Content scrolls left and right.
        case horizontal
    }
}
