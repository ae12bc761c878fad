/// The style of a bar (UIKit's `UIBarStyle`), with UIKit's raw values.
public enum UIBarStyle: Int, Hashable, Sendable {
    /// The default style.
    case `default` = 0
    /// A black bar.
    case black = 1
}
