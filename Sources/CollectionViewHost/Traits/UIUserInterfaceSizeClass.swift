/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Compact.
    case compact = 1
    /// Regular.
    case regular = 2
}
