/// Whether spaces are added or removed around pasted and deleted words (UIKit's `UITextSmartInsertDeleteType`,
/// with UIKit's raw values); stored.
public enum UITextSmartInsertDeleteType: Int, Hashable, Sendable {
    /// The input method's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
