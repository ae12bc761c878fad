extension LayoutDocument {
    /// How a list section shows a footer (UIKit's `UICollectionLayoutListConfiguration.FooterMode`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum ListFooterMode: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// No footer.
        case `none`
        /// A supplementary footer view.
        case supplementary
    }
}
