/// How a date picker is shown (UIKit's `UIDatePickerStyle`).
public enum UIDatePickerStyle: Int, Hashable, Sendable {
    /// The system's choice: compact, except wheels for a count-down timer and a year-and-month picker.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// Capsules with the formatted date and time, which open an editor when tapped.
    case compact = 2
    /// A calendar (and a time capsule) shown in place.
    case inline = 3
}
