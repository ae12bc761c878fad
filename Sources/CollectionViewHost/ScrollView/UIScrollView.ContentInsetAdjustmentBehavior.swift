extension UIScrollView {
    /// How the safe area is added to a scroll view's content inset (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`); see ``UIScrollView/adjustedContentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// Vertically always, horizontally on a scrollable axis.
        case automatic = 0
        /// Only on the axes that scroll.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always, on every edge.
        case always = 3
    }
}
