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
    /// The smallest side layout margin of a view controller's root view on iPhones at least
    /// ``wideViewWidth`` wide (UIKit's `systemMinimumLayoutMargins`, which Apple does not publish as numbers):
    /// 20 pt.
    package static let wideSystemMinimumLayoutMargin: CGFloat = 20
    /// The smallest side layout margin of a view controller's root view on narrower iPhones: 16 pt.
    package static let narrowSystemMinimumLayoutMargin: CGFloat = 16
    /// The width from which ``wideSystemMinimumLayoutMargin`` applies (the narrowest iPhone with 20-pt margins).
    package static let wideViewWidth: CGFloat = 414
    /// The corner radius of an inset-grouped section's group of rows: 10 pt, as UIKit draws inset-grouped
    /// lists and tables on iPhone (iOS 13–18). Used by renderers.
    package static let insetGroupedCornerRadius: CGFloat = 10
    /// Side inset of a sidebar: sidebar rows are rounded and inset 10 pt from the sides.
    package static let sidebarInset: CGFloat = 10

    /// The smallest side layout margin of a view controller's root view `width` points wide.
    package static func systemMinimumLayoutMargin(width: CGFloat) -> CGFloat {
        width >= wideViewWidth ? wideSystemMinimumLayoutMargin : narrowSystemMinimumLayoutMargin
    }

    /// The side inset of an inset-grouped list: the view's layout margin on that side, and at least the
    /// system minimum for its width. UIKit aligns an inset-grouped list with its view's layout margins; a
    /// headless collection view stands in for a view controller's root view, whose margins UIKit keeps at
    /// least `systemMinimumLayoutMargins` (`viewRespectsSystemMinimumLayoutMargins`). Non-finite or
    /// negative margins count as 0.
    package static func insetGroupedSideInset(layoutMargin: CGFloat, width: CGFloat) -> CGFloat {
        let margin = layoutMargin.isFinite ? max(layoutMargin, 0) : 0
        return max(margin, systemMinimumLayoutMargin(width: width))
    }
}
