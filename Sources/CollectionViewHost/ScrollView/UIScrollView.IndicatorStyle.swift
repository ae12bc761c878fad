extension UIScrollView {
    /// The look of the scroll indicators (UIKit's `UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Hashable, Sendable {
        /// Adapts to the background.
        case `default` = 0
        /// Dark indicators for light backgrounds.
        case black = 1
        /// Light indicators for dark backgrounds.
        case white = 2
    }
}
