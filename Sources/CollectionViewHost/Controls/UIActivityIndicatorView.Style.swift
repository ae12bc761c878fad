extension UIActivityIndicatorView {
    /// The size and look of an activity indicator (UIKit's `UIActivityIndicatorView.Style`, with UIKit's raw
    /// values).
    public enum Style: Int, Hashable, Sendable {
        /// A large indicator, 37 pt (iOS 13).
        case large = 101
        /// A medium indicator, 20 pt (iOS 13; the default).
        case medium = 100
        /// A large white indicator (deprecated in UIKit for `.large`).
        case whiteLarge = 0
        /// A medium white indicator (deprecated in UIKit for `.medium`).
        case white = 1
        /// A medium grey indicator (deprecated in UIKit for `.medium`).
        case gray = 2

        /// Whether the style is one of the large ones.
        var isLarge: Bool { self == .large || self == .whiteLarge }
    }
}
