/// How a vibrancy effect treats the content over a blur (UIKit's `UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable, CaseIterable {
    /// For primary text.
    case label = 0
    /// For secondary text.
    case secondaryLabel = 1
    /// For tertiary text.
    case tertiaryLabel = 2
    /// For quaternary text.
    case quaternaryLabel = 3
    /// For fills.
    case fill = 4
    /// For secondary fills.
    case secondaryFill = 5
    /// For tertiary fills.
    case tertiaryFill = 6
    /// For separators.
    case separator = 7
}
