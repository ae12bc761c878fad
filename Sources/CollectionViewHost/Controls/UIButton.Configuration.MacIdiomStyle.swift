extension UIButton.Configuration {
    /// How a button is drawn in the Mac idiom of Mac Catalyst (UIKit's `UIButton.Configuration.MacIdiomStyle`).
    /// Stored only.
    public enum MacIdiomStyle: Hashable, Sendable, CaseIterable {
        /// The system's choice.
        case automatic
        /// A bordered button.
        case bordered
        /// A borderless button.
        case borderless
        /// A borderless button drawn in the tint colour.
        case borderlessTinted
    }
}
