/// Whether the keyboard corrects words (UIKit's `UITextAutocorrectionType`, with UIKit's raw values); stored,
/// simulated typing is not corrected.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
    /// The input method's choice.
    case `default` = 0
    /// No correction.
    case no = 1
    /// Correction.
    case yes = 2
}
