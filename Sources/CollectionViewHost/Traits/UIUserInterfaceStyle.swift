/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not specified (dynamic colours resolve as light).
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}
