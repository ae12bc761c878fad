/// What a page view controller asks for the pages around the current one (UIKit's
/// `UIPageViewControllerDataSource`).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots the page indicator of a scroll page view controller shows (default 0: no indicator, as
    /// when UIKit's data source does not implement it).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the highlighted dot, asked after ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``
    /// (default 0).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator by default.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot by default.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
