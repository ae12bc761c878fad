extension UISplitViewController {
    /// The kind of interface a split view controller shows (UIKit's `UISplitViewController.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// The classic interface of ``UISplitViewController/viewControllers`` (a primary and a secondary view controller).
        case unspecified = 0
        /// Two columns: primary and secondary.
        case doubleColumn = 1
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn = 2
    }
}
