extension LayoutDocument {
    /// The look of a list section (UIKit's `UICollectionLayoutListConfiguration.Appearance`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum ListAppearance: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// A plain list.
        case plain
        /// A grouped list.
        case grouped
        /// A grouped list inset from the sides, with rounded sections.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }
}
