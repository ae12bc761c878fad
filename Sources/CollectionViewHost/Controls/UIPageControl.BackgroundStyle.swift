extension UIPageControl {
    /// How a page control's background is drawn (UIKit's `UIPageControl.BackgroundStyle`, with UIKit's raw values).
    public enum BackgroundStyle: Int, Hashable, Sendable {
        /// A full background while the user interacts, none otherwise (the default).
        case automatic = 0
        /// A full background always.
        case prominent = 1
        /// No background.
        case minimal = 2
    }
}
