extension UITableView {
    /// The look of a table view (UIKit's `UITableView.Style`), fixed when the table is made.
    public enum Style: Int, Hashable, Sendable {
        /// Rows edge to edge; section headers and footers float (pin) while their section scrolls by.
        case plain = 0
        /// Sections as groups on the grouped background, edge to edge, with space above each section.
        case grouped = 1
        /// Groups inset from the sides with rounded corners (iOS 13).
        case insetGrouped = 2
    }

    /// How rows and sections animate in an update (UIKit's `UITableView.RowAnimation`). Headless, the
    /// animation style does not change the frames; updates run on the animation clock like the collection
    /// view's.
    public enum RowAnimation: Int, Hashable, Sendable {
        /// Fades in or out.
        case fade = 0
        /// Slides from or to the right.
        case right = 1
        /// Slides from or to the left.
        case left = 2
        /// Slides from or to the top.
        case top = 3
        /// Slides from or to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keeps the row in place while the others move.
        case middle = 6
        /// The table's choice.
        case automatic = 100
    }

    /// Where a row comes to rest when the table scrolls to it (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// The least scrolling that shows the row (none when it is fully visible).
        case none = 0
        /// At the top of the visible area.
        case top = 1
        /// In the middle of the visible area.
        case middle = 2
        /// At the bottom of the visible area.
        case bottom = 3
    }

    /// What a separator inset is measured from (UIKit's `UITableView.SeparatorInsetReference`).
    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        /// From the cell's edges (the default, as in UIKit).
        case fromCellEdges = 0
        /// From the table's automatic inset.
        case fromAutomaticInsets = 1
    }
}
