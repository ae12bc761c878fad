/// What a tab bar tells its delegate (UIKit's `UITabBarDelegate`). A tab bar managed by a
/// ``UITabBarController`` tells the controller's delegate instead (see ``UITabBarControllerDelegate``).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item` (headless: ``UITabBar/simulateTap(onItemAt:)``).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing by default.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
