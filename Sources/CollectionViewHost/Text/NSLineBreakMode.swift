/// How text that does not fit is wrapped or cut (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries; a word longer than a line is broken between characters.
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// Wrap at word boundaries and cut the last line at the edge.
    case byClipping = 2
    /// Wrap at word boundaries and end the last line with an ellipsis at its start.
    case byTruncatingHead = 3
    /// Wrap at word boundaries and end the last line with an ellipsis at its end.
    case byTruncatingTail = 4
    /// Wrap at word boundaries and put an ellipsis in the middle of the last line.
    case byTruncatingMiddle = 5
}
