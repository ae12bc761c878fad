import CollectionGeometry

/// How a section scrolls across the layout's main axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Anything but `.none` lays the section's groups
/// out in one line along the cross axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, Codable, CaseIterable {
    /// The section does not scroll orthogonally (default).
    case none = 0
    /// Free scrolling with normal deceleration.
    case continuous = 1
    /// Free scrolling that comes to rest with a group's leading edge at the section's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Paging by the collection view's width (height for horizontal layouts).
    case paging = 3
    /// Paging one group at a time.
    case groupPaging = 4
    /// Paging one group at a time, each group centred.
    case groupPagingCentered = 5
}
