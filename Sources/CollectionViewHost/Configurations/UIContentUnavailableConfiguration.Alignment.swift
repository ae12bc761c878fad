extension UIContentUnavailableConfiguration {
    /// How the content lines up horizontally (UIKit's `UIContentUnavailableConfiguration.Alignment`).
    public enum Alignment: Int, Hashable, Sendable {
        /// Centred between the margins.
        case center = 0
        /// Against the leading margin (the trailing one in a right-to-left layout).
        case natural = 1
    }
}
