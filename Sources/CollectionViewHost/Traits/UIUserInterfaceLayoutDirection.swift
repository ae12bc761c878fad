import CollectionGeometry

/// The layout direction of a user interface (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right (English, Chinese, Korean).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}
