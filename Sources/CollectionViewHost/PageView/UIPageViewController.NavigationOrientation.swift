extension UIPageViewController {
    /// The direction pages are laid out in (UIKit's `UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Hashable, Sendable {
        /// Pages follow each other left to right.
        case horizontal = 0
        /// Pages follow each other top to bottom.
        case vertical = 1
    }
}
