extension LayoutDocument {
    /// How a section scrolls across the layout's axis (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
    ///
    /// Beyond UIKit: the format's names are UIKit's case names.
    public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable, Codable, DocumentName {
        /// The section does not scroll orthogonally.
        case `none`
        /// Continuous scrolling.
        case continuous
        /// Continuous scrolling that comes to rest at a group's leading edge.
        case continuousGroupLeadingBoundary
        /// Paging by the section's visible width.
        case paging
        /// Paging group by group, resting at a group's leading edge.
        case groupPaging
        /// Paging group by group, resting with a group centred.
        case groupPagingCentered
    }
}
