extension UIPageViewController {
    /// Where the spine of a page-curl page view controller is (UIKit's `UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Hashable, Sendable {
        /// No spine: the scroll style.
        case none = 0
        /// At the leading (or top) edge: one page shows at a time.
        case min = 1
        /// In the middle: two pages show side by side.
        case mid = 2
        /// At the trailing (or bottom) edge: one page shows at a time.
        case max = 3
    }
}
