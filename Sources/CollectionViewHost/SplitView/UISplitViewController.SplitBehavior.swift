extension UISplitViewController {
    /// How the columns beside the secondary one share the screen with it (UIKit's
    /// `UISplitViewController.SplitBehavior`).
    public enum SplitBehavior: Int, Hashable, Sendable {
        /// The split view controller chooses.
        case automatic = 0
        /// The columns sit beside the secondary one.
        case tile = 1
        /// The columns lie over the secondary one.
        case overlay = 2
        /// The columns push the secondary one aside.
        case displace = 3
    }
}
