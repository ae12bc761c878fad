extension LayoutDocument {
    /// How a list section shows a header (UIKit's `UICollectionLayoutListConfiguration.HeaderMode`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum ListHeaderMode: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// No header.
        case `none`
        /// A supplementary header view.
        case supplementary
        /// The first item is styled as the header.
        case firstItemInSection
    }
}
