extension UIProgressView {
    /// How a progress view is drawn (UIKit's `UIProgressView.Style`, with UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        /// The standard bar: rounded, on a grey track (the default).
        case `default` = 0
        /// The bar of a toolbar: square ends, on a faint track.
        case bar = 1
    }
}
