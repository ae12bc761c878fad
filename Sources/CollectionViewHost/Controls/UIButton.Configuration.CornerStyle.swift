extension UIButton.Configuration {
    /// How the corners of a button's background are rounded (UIKit's `UIButton.Configuration.CornerStyle`).
    /// View pictures round a configured button's background by it.
    public enum CornerStyle: Hashable, Sendable, CaseIterable {
        /// The background's own `cornerRadius`, unchanged by Dynamic Type.
        case fixed
        /// A radius that follows the button's size and Dynamic Type (the default).
        case dynamic
        /// A small radius.
        case small
        /// A medium radius.
        case medium
        /// A large radius.
        case large
        /// Half the button's height: a capsule.
        case capsule
    }
}
