extension UIDatePicker {
    /// What a date picker picks (UIKit's `UIDatePicker.Mode`).
    public enum Mode: Int, Hashable, Sendable {
        /// An hour and minute.
        case time = 0
        /// A day, month and year.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// A duration in hours and minutes (``UIDatePicker/countDownDuration``).
        case countDownTimer = 3
        /// A year and month (iOS 17.4).
        case yearAndMonth = 4
    }
}
