import CollectionGeometry
import LayoutCore

/// What a table view keeps of its layout: the counts it believes in, what each section shows above and below
/// its rows, the input it solved and the result (with the rows measured so far).
struct TableLayoutState {
    /// The row counts by section, as last read from the data source (nil: read them at the next need).
    var rowCounts: [Int]?
    /// Per section: the header and footer shown (a title, a view, or nothing).
    var sections: [SectionDecoration] = []
    /// The input of the last solve.
    var input: LayoutInput?
    /// The solved layout, with every measurement taken.
    var result: LayoutResult = .empty
    /// Whether the layout must be solved again before it is read.
    var needsSolve = true
    /// Whether the sections' headers and footers must be asked for again at the next solve (after a reload, an
    /// update, a new delegate or new heights; not after a measurement).
    var needsDecorations = true
    /// Whether the rows' measurements survive the next solve (false after a width or height rule change).
    var keepsMeasurements = true
    /// Row measurements carried through an update to the next solve (nil: the result's own).
    var carriedMeasurements: [Int: MeasuredSizeStore]?
    /// The supplementary sizes measured, by section and element kind.
    var measuredSupplementarySizes: [Int: [String: CGSize]] = [:]

    /// What a section shows above or below its rows.
    struct SectionDecoration: Equatable {
        var headerTitle: String?
        var footerTitle: String?
        /// Whether the delegate gives a header view (asked once per solve).
        var hasHeaderView = false
        var hasFooterView = false
        /// An explicit height the delegate gives (nil: automatic).
        var headerHeight: CGFloat?
        var footerHeight: CGFloat?

        var hasHeader: Bool { headerTitle != nil || hasHeaderView || (headerHeight ?? 0) > 0 }
        var hasFooter: Bool { footerTitle != nil || hasFooterView || (footerHeight ?? 0) > 0 }
    }

    /// The element kinds of a table's section header and footer in the layout core (the list's).
    static let headerKind = ListSectionSpec.headerElementKind
    static let footerKind = ListSectionSpec.footerElementKind
    /// The element kinds of the table's own header and footer views (global boundary items).
    static let tableHeaderKind = "UITableViewTableHeaderView"
    static let tableFooterKind = "UITableViewTableFooterView"

    /// The measured size of the row at `indexPath`, if it was measured.
    func measuredSize(ofRowAt indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2 else { return nil }
        return result.measuredSize(section: indexPath.section, item: indexPath.item)
    }
}
