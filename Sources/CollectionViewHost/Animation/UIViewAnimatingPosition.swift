/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
    /// At its end values.
    case end = 0
    /// Back at its start values.
    case start = 1
    /// Where it was when stopped.
    case current = 2
}
