/// Where an animator is in its life (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Hashable, Sendable {
    /// Not started (the initial state), or finished.
    case inactive = 0
    /// Started or paused: its animations are in flight, running or not.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`; it cannot be started.
    case stopped = 2
}
