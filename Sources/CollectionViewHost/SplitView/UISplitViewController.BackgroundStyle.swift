extension UISplitViewController {
    /// The look of the primary column's background (UIKit's `UISplitViewController.BackgroundStyle`).
    public enum BackgroundStyle: Int, Hashable, Sendable {
        /// No special background.
        case none = 0
        /// The sidebar's background.
        case sidebar = 1
    }
}
