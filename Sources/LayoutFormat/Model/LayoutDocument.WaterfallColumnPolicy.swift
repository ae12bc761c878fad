extension LayoutDocument {
    /// How a waterfall section picks each item's column (the Swift API's
    /// `UICollectionLayoutWaterfallConfiguration.ColumnPolicy`, without its closure case).
    ///
    /// Beyond UIKit: UIKit has no waterfall layout; the names are the Swift API's case names.
    public enum WaterfallColumnPolicy: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// The column that ends first (the shortest); ties go to the leading-most column.
        case shortestColumn
        /// Item `i` goes to column `i mod n`, whatever the columns' lengths.
        case sequential
    }
}
