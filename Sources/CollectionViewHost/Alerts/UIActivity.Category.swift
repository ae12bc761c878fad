extension UIActivity {
    /// Where an activity appears in the share sheet (UIKit's `UIActivity.Category`).
    public enum Category: Int, Hashable, Sendable {
        /// The row of actions.
        case action = 0
        /// The row of apps to share with.
        case share = 1
    }
}
