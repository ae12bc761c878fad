/// Whether two hyphens become a dash as they are typed (UIKit's `UITextSmartDashesType`, with UIKit's raw
/// values); stored.
public enum UITextSmartDashesType: Int, Hashable, Sendable {
    /// The input method's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
