import CollectionGeometry
import LayoutCore

/// The geometry of a table view cell's parts: the accessory at the trailing edge, the editing controls, and
/// the content view in between (beyond UIKit: on iOS the cell places them privately).
///
/// Apple publishes none of these numbers. They are chosen to match iPhone tables: the accessory sits at the
/// trailing layout margin (16 pt, 20 pt from 414 pt wide, UIKit's system minimum margins), vertically centred,
/// and the content view ends 10 pt before it, which gives the content view widths iOS reports (a 375-pt cell
/// with a disclosure indicator has a 341-pt content view). Glyph sizes: chevron 8 × 13, checkmark 14 × 11, the
/// info button 22 × 22 (with a chevron: both, 10 pt apart). While editing, the delete or insert control takes
/// 38 pt at the leading edge (the content moves aside when `shouldIndentWhileEditing`), and a reorder control
/// 38 pt at the trailing edge, replacing the accessory.
enum TableCellMetrics {
    /// The height of a row when nothing measures it: UIKit's default `rowHeight` (44 pt).
    static let defaultRowHeight: CGFloat = 44
    /// The least height a self-sizing row takes (44 pt, as UIKit's rows).
    static let minimumRowHeight: CGFloat = 44
    /// The gap between the content view and the accessory.
    static let accessorySpacing: CGFloat = 10
    /// The width of the editing control (delete or insert) and of the reorder control.
    static let editingControlWidth: CGFloat = 38

    /// UIKit's system minimum layout margin for a view `width` points wide: 16 pt, 20 pt from 414 pt.
    static func layoutMargin(forWidth width: CGFloat) -> CGFloat {
        ListMetrics.systemMinimumLayoutMargin(width: width)
    }

    /// The width of the `.value2` style's text label column. Apple publishes no number; 67 pt is the column of
    /// the classic iPhone layout of that style (Contacts'), kept as our choice.
    static let value2TextColumnWidth: CGFloat = 67
    /// The space between the `.value2` text label's column and the detail label (our choice, as above).
    static let value2ColumnSpacing: CGFloat = 6

    /// The layout margins of a cell's content view, in which the legacy labels and image view sit: 11 pt above
    /// and below (the list cell margins, ``ListContentMetrics/cellMargins``); at the leading side the system
    /// minimum margin of a cell `cellWidth` wide (``layoutMargin(forWidth:)``), so the text lines up with the
    /// separators and the section titles; at the trailing side what is left of that margin past the content
    /// view's trailing edge (none when an accessory or a control takes the edge: the accessory keeps its own
    /// margin and ``accessorySpacing``).
    static func contentMargins(cellWidth: CGFloat, content: CGRect, isRightToLeft: Bool) -> NSDirectionalEdgeInsets {
        let margin = layoutMargin(forWidth: cellWidth)
        let trailingGap = isRightToLeft ? content.minX : cellWidth - content.maxX
        let vertical = ListContentMetrics.cellMargins
        return NSDirectionalEdgeInsets(top: vertical.top, leading: margin, bottom: vertical.bottom,
                                       trailing: max(margin - max(trailingGap, 0), 0))
    }

    /// `configuration` with side margins at least `leading` and `trailing` when it preserves its superview's
    /// margins horizontally (UIKit's list content view does by default: `axesPreservingSuperviewLayoutMargins`
    /// is `.horizontal`), as shown inside a table's cell or header–footer view whose margins those are.
    static func preservingSideMargins(_ configuration: UIListContentConfiguration, leading: CGFloat,
                                      trailing: CGFloat) -> UIListContentConfiguration {
        guard configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) else { return configuration }
        var adjusted = configuration
        adjusted.directionalLayoutMargins.leading = max(configuration.directionalLayoutMargins.leading, leading)
        adjusted.directionalLayoutMargins.trailing = max(configuration.directionalLayoutMargins.trailing, trailing)
        return adjusted
    }

    /// The size of a standard accessory's glyphs.
    static func accessorySize(_ type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 10 + 8, height: 22)
        }
    }

    /// The frames of `cell`'s content view and accessory (in the cell's coordinates) at `width` × `height`.
    @MainActor
    static func parts(of cell: UITableViewCell, width: CGFloat, height: CGFloat) -> (content: CGRect, accessory: CGRect) {
        let margin = layoutMargin(forWidth: width)
        var leading: CGFloat = 0
        var trailing = width
        var accessory = CGRect.zero
        if cell.isEditing {
            if cell.editingStyle != .none && cell.shouldIndentWhileEditing { leading += editingControlWidth }
            if cell.showsReorderControl { trailing -= editingControlWidth }
        }
        let view = cell.isEditing ? (cell.editingAccessoryView ?? (cell.showsReorderControl ? nil : cell.accessoryView)) : cell.accessoryView
        let type = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
        let size = view.map { CGSize(width: max($0.frame.width, 0), height: max($0.frame.height, 0)) } ?? accessorySize(type)
        if size.width > 0 {
            let x = trailing - margin - size.width
            accessory = CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
            trailing = x - accessorySpacing
        }
        let indentation = CGFloat(max(cell.indentationLevel, 0)) * (cell.indentationWidth.isFinite ? max(cell.indentationWidth, 0) : 0)
        leading += indentation
        let content = CGRect(x: min(leading, width), y: 0, width: max(trailing - leading, 0), height: max(height, 0))
        guard cell.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return (content, accessory) }
        // Right to left: the same parts mirrored.
        func mirrored(_ rect: CGRect) -> CGRect { rect == .zero ? rect : CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        return (mirrored(content), mirrored(accessory))
    }
}
