/// Whether misspelt words are marked (UIKit's `UITextSpellCheckingType`, with UIKit's raw values); stored.
public enum UITextSpellCheckingType: Int, Hashable, Sendable {
    /// The input method's choice.
    case `default` = 0
    /// No spell checking.
    case no = 1
    /// Spell checking.
    case yes = 2
}
