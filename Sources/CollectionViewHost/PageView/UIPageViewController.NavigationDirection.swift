extension UIPageViewController {
    /// Which way a change of page goes (UIKit's `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Hashable, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }
}
