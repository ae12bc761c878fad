extension LayoutElement {
    /// Whether an element is a cell, a supplementary view or a decoration view.
    ///
    /// UIKit spells this `UICollectionView.ElementCategory`; the host module names it so with a type alias.
    /// The raw values are UIKit's.
    public enum Category: UInt, Hashable, Sendable, Codable, CaseIterable, Comparable {
        /// A cell: one per data item.
        case cell = 0
        /// A supplementary view (header, footer, badge), supplied by the data source.
        case supplementaryView = 1
        /// A decoration view (section background), owned by the layout.
        case decorationView = 2

        /// Orders by raw value: cells, supplementary views, decoration views.
        public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
