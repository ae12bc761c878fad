extension UIApplication {
    /// Whether the app is in the foreground and receiving events (UIKit's `UIApplication.State`).
    public enum State: Int, Hashable, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground but not receiving events (launching, or interrupted).
        case inactive = 1
        /// In the background.
        case background = 2
    }
}
