import CollectionGeometry

/// A control that starts a refresh of a scroll view's content when the user pulls it down (UIKit's
/// `UIRefreshControl`).
///
/// Set it as a scroll view's ``UIScrollView/refreshControl`` (or a table view controller's): the scroll view puts it
/// above the top of its content, the control's standard height tall and the view's width wide. A drag that pulls
/// the content down past its resting top by ``pullDistanceToRefresh`` while the finger is down (headless,
/// ``UIScrollView/simulateScroll(by:velocity:)``) starts a refresh: ``isRefreshing`` becomes `true`, the control
/// sends `.valueChanged` (add the action that reloads with `addAction(_:for:)`), and the scroll view's
/// ``UIScrollView/adjustedContentInset`` grows by the control's height at the top, so that the content comes to
/// rest below the control while it refreshes. ``endRefreshing()`` takes the inset away again and moves the content
/// back to its top if it rested below the control.
///
/// ``beginRefreshing()`` starts a refresh from code as UIKit's does: no `.valueChanged`, and the content offset stays
/// where it is (apps that want the control seen scroll to it). Nothing is drawn.
@MainActor
open class UIRefreshControl: UIControl {
    /// The height UIKit gives a refresh control (60 points since iOS 7).
    static let standardHeight: CGFloat = 60

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false

    /// The text shown under the spinner; stored, never drawn.
    open var attributedTitle: NSAttributedString?

    /// How far (in points) a drag must pull the content down past its resting top to start a refresh (default
    /// 120: twice the control's height). UIKit does not document its distance; this one is the control's own.
    /// Beyond UIKit.
    public var pullDistanceToRefresh: CGFloat = 2 * UIRefreshControl.standardHeight

    /// Creates a refresh control; the frame is ignored, as UIKit sizes and places the control itself.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.standardHeight))
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The scroll view the control refreshes: the one it is the refresh control of.
    private var scrollView: UIScrollView? {
        guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else { return nil }
        return scrollView
    }

    /// Tells the control that a refresh started in code: ``isRefreshing`` becomes `true` and the scroll view makes
    /// room for the control above its content; no `.valueChanged` is sent. Does nothing while refreshing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        scrollView?.setRefreshingInset(Self.standardHeight)
    }

    /// Tells the control the refresh finished: ``isRefreshing`` becomes `false`, the room above the content goes,
    /// and content resting in it moves back to its top. Does nothing when not refreshing.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        scrollView?.setRefreshingInset(0)
    }

    /// A drag moved the content of `scrollView`: a pull far enough past the top starts a refresh and sends
    /// `.valueChanged`, once per refresh (an enabled control only).
    func scrollViewWasPulled(_ scrollView: UIScrollView) {
        let pull = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard isEnabled, !isRefreshing, pull.isFinite, pull >= max(0, pullDistanceToRefresh) else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
