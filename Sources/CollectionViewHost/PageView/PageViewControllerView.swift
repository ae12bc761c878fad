import CollectionGeometry

/// The view of a page view controller: each layout pass and each change of its safe area places the pages and the
/// page indicator.
@MainActor
final class PageViewControllerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        controller?.layoutPages()
    }
}
