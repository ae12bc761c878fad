/// The kind of keyboard a text input asks for (UIKit's `UIKeyboardType`, with UIKit's raw values). Headless
/// there is no keyboard: the value is stored.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The keyboard of the current input method.
    case `default` = 0
    /// A keyboard of ASCII characters.
    case asciiCapable = 1
    /// Digits and punctuation.
    case numbersAndPunctuation = 2
    /// A keyboard for URLs (".", "/" and ".com" prominent).
    case URL = 3
    /// A number pad (0–9).
    case numberPad = 4
    /// A phone pad (0–9, "*", "#").
    case phonePad = 5
    /// A phone pad that also types names.
    case namePhonePad = 6
    /// A keyboard for email addresses ("@" and "." prominent).
    case emailAddress = 7
    /// A number pad with a decimal point.
    case decimalPad = 8
    /// A keyboard for social posts ("@" and "#" prominent).
    case twitter = 9
    /// A keyboard for web searches (space and "." prominent).
    case webSearch = 10
    /// A number pad of ASCII digits only.
    case asciiCapableNumberPad = 11

    /// Another name for ``asciiCapable`` (deprecated in UIKit).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
