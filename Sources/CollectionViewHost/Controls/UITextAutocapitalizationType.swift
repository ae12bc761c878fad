/// When the keyboard turns on the Shift key (UIKit's `UITextAutocapitalizationType`, with UIKit's raw values);
/// stored, simulated typing does not capitalise.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}
