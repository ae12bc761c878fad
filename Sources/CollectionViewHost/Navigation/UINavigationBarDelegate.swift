/// The delegate of a navigation bar (UIKit's `UINavigationBarDelegate`); headless it is stored only.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {}
