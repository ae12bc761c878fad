import Foundation
import LayoutRendering
import OpenCompositionalLayout

/// A whole list in one picture: a collection or table view (any scroll view) laid out at its full content height,
/// so that every cell is realised, and captured as one tall picture.
///
/// The list is made as tall as its content plus its adjusted content insets and scrolled to its top (the offset
/// is minus the top inset), so nothing is hidden under a navigation bar or the safe area: what the bar covers on
/// a device is the inset the content starts below, as at rest on the device. Growing the view rather than
/// scrolling it and stitching screens means each cell is drawn once, where the layout put it, with no seams and
/// no sticky header or bar drawn again per screen; pinned headers sit where they rest at the top. The layout runs
/// again until the content height stops changing (self-sizing cells can change it), at most
/// ``maximumPasses`` times. A list in a view controller is grown by growing its window by the content that does
/// not fit, so bars and everything around the list keep their places.
///
/// Beyond UIKit.
public enum FullHeightCapture {
    /// The most layout passes run while the content height settles.
    public static let maximumPasses = 4
    /// The tallest picture made, in points (a taller list is cut at the bottom).
    public static let maximumHeight: CGFloat = 16_384

    /// `scrollView` grown to its content's full height and captured; its frame and offset are put back afterwards.
    ///
    /// - Complexity: up to ``maximumPasses`` layout passes over every cell, and O(v + text) to capture v views.
    @MainActor
    public static func capture(_ scrollView: UIScrollView) -> ViewSnapshot {
        let frame = scrollView.frame, offset = scrollView.contentOffset
        defer {
            scrollView.frame = frame
            scrollView.contentOffset = offset
            scrollView.layoutIfNeeded()
        }
        grow(scrollView) { extra in scrollView.frame.size.height += extra }
        return ViewSnapshot(capturing: scrollView)
    }

    /// `viewController`'s screen in `configuration`, its window grown so that `scrollView` (by default the first
    /// scroll view found under the view controller's view, breadth first) shows all its content; then captured.
    ///
    /// - Complexity: up to ``maximumPasses`` layout passes over every cell, and O(v + text) to capture v views.
    @MainActor
    public static func capture(_ viewController: UIViewController, in configuration: DeviceConfiguration,
                               scrollView: UIScrollView? = nil) -> ViewSnapshot {
        let window = UIWindow(frame: CGRect(origin: .zero, size: configuration.size))
        window.overrideSafeAreaInsets = configuration.safeAreaInsets
        window.traitCollection = configuration.traits
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        defer { window.rootViewController = nil }
        if let list = scrollView ?? firstScrollView(in: viewController.view) {
            grow(list) { extra in
                window.frame.size.height += extra
                window.layoutIfNeeded()
            }
        }
        return ViewSnapshot(capturing: window)
    }

    /// The first scroll view under `view` (itself included), breadth first.
    @MainActor
    static func firstScrollView(in view: UIView) -> UIScrollView? {
        var queue = [view]
        var index = 0
        while index < queue.count {
            if let scrollView = queue[index] as? UIScrollView { return scrollView }
            queue += queue[index].subviews
            index += 1
        }
        return nil
    }

    /// Grows `scrollView` by `apply(extra)` until its content and insets fit, then scrolls it to its top.
    @MainActor
    private static func grow(_ scrollView: UIScrollView, apply: (CGFloat) -> Void) {
        for _ in 0..<maximumPasses {
            scrollView.layoutIfNeeded()
            let insets = scrollView.adjustedContentInset
            let needed = scrollView.contentSize.height + insets.top + insets.bottom
            let extra = min(needed, maximumHeight) - scrollView.bounds.height
            guard extra.isFinite, extra > 0.5 else { break }
            apply(extra)
        }
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        scrollView.layoutIfNeeded()
    }
}
