/// Which of the view's insets a layout's content is inset by (UIKit's `UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Hashable, Sendable, Codable, CaseIterable {
    /// The system default: the safe area for compositional layouts; for a section or its
    /// supplementaries, whatever the configuration says.
    case automatic = 0
    /// No insets.
    case none = 1
    /// The view's safe-area insets.
    case safeArea = 2
    /// The view's layout margins.
    case layoutMargins = 3
    /// The view's readable content guide.
    case readableContent = 4
}
