/// Whether straight quotes become curly ones as they are typed (UIKit's `UITextSmartQuotesType`, with UIKit's
/// raw values); stored.
public enum UITextSmartQuotesType: Int, Hashable, Sendable {
    /// The input method's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
