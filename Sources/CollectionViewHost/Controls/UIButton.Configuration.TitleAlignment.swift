extension UIButton.Configuration {
    /// How the title and subtitle line up with each other (UIKit's `UIButton.Configuration.TitleAlignment`).
    public enum TitleAlignment: Hashable, Sendable, CaseIterable {
        /// Decided by the other content (the image's placement).
        case automatic
        /// Along the leading edge.
        case leading
        /// Centred.
        case center
        /// Along the trailing edge.
        case trailing
    }
}
