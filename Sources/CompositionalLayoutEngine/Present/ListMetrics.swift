import CollectionGeometry

/// The list metrics UIKit does not document, in one place. Each value says where it comes from; all were
/// read from iPhone screens in portrait on iOS 15–17 (points), so they are approximations to replace
/// when a better measurement exists.
package enum ListMetrics {
    /// The estimated height of a row: UIKit's minimum height for a default list cell (the Human Interface
    /// Guidelines' 44-pt minimum tappable height).
    package static let rowEstimate: CGFloat = 44
    /// The estimated height of a plain list's supplementary header or footer: a default plain header
    /// (one line of the header text style with its vertical margins) measures 28 pt.
    package static let plainHeaderEstimate: CGFloat = 28
    /// The estimated height of a grouped list's supplementary header or footer: a default grouped header
    /// measures 38 pt.
    package static let groupedHeaderEstimate: CGFloat = 38
    /// The automatic space above a grouped or inset-grouped section: 35 pt separate the top of a grouped
    /// list (or the previous section) from the first element of the section, header or row.
    package static let groupedHeaderTopPadding: CGFloat = 35
    /// The automatic space above a section of a plain list or a sidebar: none; its header (or first row)
    /// starts where the previous section ends.
    package static let plainHeaderTopPadding: CGFloat = 0
    /// Side inset of an inset-grouped list on views at least ``wideViewWidth`` wide: the layout margin
    /// UIKit gives a view controller's root view on such iPhones (`systemMinimumLayoutMargins`).
    package static let insetGroupedWideInset: CGFloat = 20
    /// Side inset of an inset-grouped list on narrower views: the layout margin UIKit gives a view
    /// controller's root view there.
    package static let insetGroupedNarrowInset: CGFloat = 16
    /// The width from which ``insetGroupedWideInset`` applies (the narrowest iPhone with 20-pt margins).
    package static let wideViewWidth: CGFloat = 414
    /// Side inset of a sidebar: sidebar rows are rounded and inset 10 pt from the sides.
    package static let sidebarInset: CGFloat = 10

    /// The layout margin an inset-grouped list aligns its sides with on a view `width` points wide.
    package static func insetGroupedSideInset(width: CGFloat) -> CGFloat {
        width >= wideViewWidth ? insetGroupedWideInset : insetGroupedNarrowInset
    }
}
