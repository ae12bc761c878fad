/// What a drop does with the dragged data (UIKit's `UIDropOperation`).
public enum UIDropOperation: UInt, Hashable, Sendable {
    /// No drop: the data goes back where it came from.
    case cancel = 0
    /// A drop here is not allowed; the data goes back (UIKit shows a forbidden badge).
    case forbidden = 1
    /// The data is copied to the destination.
    case copy = 2
    /// The data moves to the destination: only when the session's `allowsMoveOperation` is true.
    case move = 3
}
