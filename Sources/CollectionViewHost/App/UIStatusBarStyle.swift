/// How the status bar draws its content (UIKit's `UIStatusBarStyle`), as a view controller's
/// `preferredStatusBarStyle` asks for it.
public enum UIStatusBarStyle: Int, Hashable, Sendable {
    /// Dark or light content, following the interface style (dark content in light mode).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
