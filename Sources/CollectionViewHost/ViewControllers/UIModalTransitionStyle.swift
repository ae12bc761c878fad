/// The animation a presentation uses (UIKit's `UIModalTransitionStyle`), with UIKit's raw values. Headless
/// every style is run as ``coverVertical``: the view slides up from the bottom edge on the animation clock.
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
    /// Slides up from the bottom (the default).
    case coverVertical = 0
    /// Flips horizontally.
    case flipHorizontal = 1
    /// Cross-fades.
    case crossDissolve = 2
    /// Curls up (full-screen presentations only).
    case partialCurl = 3
}
