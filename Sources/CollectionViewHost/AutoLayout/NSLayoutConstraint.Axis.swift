extension NSLayoutConstraint {
    /// An axis of a view's layout, for hugging and compression resistance (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Hashable, Sendable {
        /// The x-axis: widths.
        case horizontal = 0
        /// The y-axis: heights.
        case vertical = 1
    }
}
