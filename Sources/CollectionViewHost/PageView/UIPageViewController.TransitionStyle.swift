extension UIPageViewController {
    /// How a page view controller turns its pages (UIKit's `UIPageViewController.TransitionStyle`). Headless both
    /// behave the same: the new page slides in over the transition's duration.
    public enum TransitionStyle: Int, Hashable, Sendable {
        /// Pages curl like the pages of a book.
        case pageCurl = 0
        /// Pages scroll past each other.
        case scroll = 1
    }
}
