extension UIButton.Configuration {
    /// The indicator a button shows beside its title (UIKit's `UIButton.Configuration.Indicator`). Headless,
    /// it is stored and takes no room.
    public enum Indicator: Hashable, Sendable, CaseIterable {
        /// The system's choice: a pop-up indicator for a button that shows a menu and changes its selection.
        case automatic
        /// No indicator.
        case none
        /// A pop-up indicator (up and down chevrons).
        case popup
    }
}
