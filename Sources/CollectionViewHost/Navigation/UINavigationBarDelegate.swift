/// The delegate of a navigation bar (UIKit's `UINavigationBarDelegate`); headless it is stored only.
@MainActor
public protocol UINavigationBarDelegate: AnyObject {}
