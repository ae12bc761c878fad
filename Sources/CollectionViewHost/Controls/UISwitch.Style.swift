extension UISwitch {
    /// How a switch is drawn (UIKit's `UISwitch.Style`, with UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        /// The system's choice: a checkbox in the Mac idiom, a sliding switch otherwise (the default).
        case automatic = 0
        /// A Mac-style checkbox (Mac Catalyst's Mac idiom only).
        case checkbox = 1
        /// An on/off slider.
        case sliding = 2
    }
}
