import OpenCompositionalLayout

extension ViewSnapshot {
    /// The most filler separators a picture draws for one table (a guard against a tiny filler height; a phone
    /// screen of 44-pt rows needs about 20).
    static let maximumFillerSeparators = 500

    /// The separators of a plain table's filler rows: the empty rows UIKit shows below the last row, down to the
    /// bottom of the visible area, when there is not enough content to fill the table.
    ///
    /// The rule, from Apple's documentation of `UITableView.fillerRowHeight`: only `.plain` tables show filler rows;
    /// the height 0 shows none (the default since iOS 15), `automaticDimension` rows as tall as the table's last row
    /// (the behaviour before iOS 15), any other positive height rows of that height. As on iOS, a table footer view
    /// ends the content, so none show under one (the usual `tableFooterView = UIView()` idiom), nor with the
    /// separator style `.none`. No cells are made: each filler row draws its bottom separator, one pixel thick in
    /// the table's separator colour, inset by the table's `separatorInset` from its edges (mirrored right to left).
    /// Without rows the automatic height is the table's `rowHeight`, else UIKit's default 44 pt; a height that is
    /// negative (other than `automaticDimension`) or not finite shows none.
    ///
    /// The rows start where the content ends (`contentSize.height`) and the lines are placed in the table's visible
    /// area (its bounds, moved by the scroll offset), at most ``maximumFillerSeparators`` of them.
    ///
    /// - Complexity: O(filler rows shown).
    @MainActor
    static func fillerRowSeparators(of view: UIView, traits: UITraitCollection) -> [Content] {
        guard let table = view as? UITableView, table.style == .plain, table.tableFooterView == nil, table.separatorStyle != .none,
              let color = paint(table.separatorColor ?? .separator, traits: traits) else { return [] }
        let rowHeight: CGFloat
        if table.fillerRowHeight == UITableView.automaticDimension {
            rowHeight = lastRowHeight(of: table) ?? (table.rowHeight > 0 && table.rowHeight.isFinite ? table.rowHeight : 44)
        } else {
            rowHeight = table.fillerRowHeight
        }
        guard rowHeight > 0, rowHeight.isFinite else { return [] }
        let width = drawableLength(table.bounds.width), height = drawableLength(table.bounds.height)
        let offset = table.bounds.origin.y.isFinite ? table.bounds.origin.y : 0
        let contentEnd = table.contentSize.height.isFinite ? max(0, table.contentSize.height) : 0
        let thickness = hairline(traits)
        let rightToLeft = table.effectiveUserInterfaceLayoutDirection == .rightToLeft
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        let leading = clean(table.separatorInset.left), trailing = clean(table.separatorInset.right)
        let left = rightToLeft ? trailing : leading, right = rightToLeft ? leading : trailing
        let length = width - left - right
        guard length > 0 else { return [] }
        var operations: [DrawingOperation] = []
        // Each filler row's separator lies along its bottom edge, in the visible area's coordinates.
        var bottom = contentEnd + rowHeight - offset
        if bottom < 0 {
            // Rows above the visible area draw nothing: skip to the first one that ends inside it.
            bottom += ((-bottom) / rowHeight).rounded(.down) * rowHeight
            if bottom < 0 { bottom += rowHeight }
        }
        while bottom <= height, operations.count < maximumFillerSeparators {
            operations.append(.figure(DrawingFigure(.rect(CGRect(x: left, y: bottom - thickness, width: length, height: thickness)),
                                                    fill: DrawingPaint(color), name: "filler-separator")))
            bottom += rowHeight
        }
        return operations.isEmpty ? [] : [.drawing(Drawing(operations))]
    }

    /// The height of the table's last row, nil when it has none.
    @MainActor
    private static func lastRowHeight(of table: UITableView) -> CGFloat? {
        for section in stride(from: table.numberOfSections - 1, through: 0, by: -1) {
            let rows = table.numberOfRows(inSection: section)
            guard rows > 0 else { continue }
            let height = table.rectForRow(at: IndexPath(row: rows - 1, section: section)).height
            return height > 0 && height.isFinite ? height : nil
        }
        return nil
    }
}
