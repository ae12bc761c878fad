extension UISplitViewController {
    /// The columns of a column-style split view controller (UIKit's `UISplitViewController.Column`).
    public enum Column: Int, Hashable, Sendable {
        /// The leading column (a sidebar).
        case primary = 0
        /// The middle column of a triple-column split view controller.
        case supplementary = 1
        /// The trailing, detail column.
        case secondary = 2
        /// The view controller shown instead of the columns while the split view controller is collapsed.
        case compact = 3
    }
}
