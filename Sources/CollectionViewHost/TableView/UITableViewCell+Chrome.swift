import CollectionGeometry

extension UITableViewCell {
    /// The frames of the cell's content view and standard accessory at its current size, in its bounds (beyond
    /// UIKit: the accessory's box is where view pictures draw the accessory type's glyph; `.zero` when there is
    /// none). See ``TableCellMetrics``.
    package var partFrames: (content: CGRect, accessory: CGRect) {
        TableCellMetrics.parts(of: self, width: bounds.width, height: bounds.height)
    }

    /// The side layout margin of the cell's parts: where its accessory, and its editing controls, sit from the
    /// edges (beyond UIKit; 16 pt, 20 pt from 414 pt wide).
    package var partMargin: CGFloat { TableCellMetrics.layoutMargin(forWidth: bounds.width) }

    /// The width the editing control (delete or insert) and the reorder control take (beyond UIKit).
    package static var editingControlWidth: CGFloat { TableCellMetrics.editingControlWidth }
}
