extension UIButton.Configuration {
    /// How big a button is drawn (UIKit's `UIButton.Configuration.Size`): its fonts and its default content
    /// insets. See ``UIButton/Configuration`` for the metrics each size uses headless.
    public enum Size: Hashable, Sendable, CaseIterable {
        /// The smallest size.
        case mini
        /// A small size.
        case small
        /// The standard size (the default).
        case medium
        /// A large size.
        case large
    }
}
