/// The look of the keyboard (UIKit's `UIKeyboardAppearance`, with UIKit's raw values); stored.
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
    /// The system's look.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// Another name for ``dark`` (deprecated in UIKit).
    public static var alert: UIKeyboardAppearance { .dark }
}
