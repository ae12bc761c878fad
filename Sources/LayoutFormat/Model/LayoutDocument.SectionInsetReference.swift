extension LayoutDocument {
    /// What a flow section's inset is measured from (UIKit's `UICollectionViewFlowLayout.SectionInsetReference`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// From the collection view's content inset (UIKit's default): the view's edges in a document's pictures.
        case fromContentInset
        /// From the collection view's safe area.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }
}
