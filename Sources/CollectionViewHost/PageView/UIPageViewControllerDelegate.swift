/// What a page view controller tells its delegate about a page turn the user makes (UIKit's
/// `UIPageViewControllerDelegate`; headless the user's swipe is ``UIPageViewController/simulateSwipe(_:)``). A change
/// of page made in code tells it nothing, as in UIKit.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A page turn towards `pendingViewControllers` begins.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A page turn ended; `completed` says whether the new pages show (headless always `true`), `previousViewControllers`
    /// are the pages shown before.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing by default.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing by default.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
