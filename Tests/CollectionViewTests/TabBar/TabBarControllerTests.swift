#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// A tab bar controller delegate that records what it is asked and told, and refuses the tabs in `refused`.
@MainActor
final class RecordingTabBarDelegate: UITabBarControllerDelegate {
    var refused: [UIViewController] = []
    var asked: [UIViewController] = []
    var selected: [UIViewController] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        asked.append(viewController)
        return !refused.contains { $0 === viewController }
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController)
    }
}

/// Tab bar controllers: their tabs as children, the selection rules UIKit documents, the appearance callbacks of a
/// change of tab, the bar's place at the bottom and the safe area it gives the selected tab (worked out by hand from
/// the bar's heights: 49 pt on iPhone in portrait, 32 pt in a compact height, plus the bottom safe area it reaches
/// over).
@MainActor
@Suite struct TabBarControllerTests {
    /// A window of an iPhone in portrait (393 × 852, status bar 59 pt, home indicator 34 pt) showing `root`.
    func phoneWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func tabBarItemIsMadeOnceAndFollowsTheTitle() {
        let controller = UIViewController()
        controller.title = "Home"
        let item: UITabBarItem = controller.tabBarItem
        #expect(item.title == "Home")
        #expect(controller.tabBarItem === item)
        controller.title = "Start"
        #expect(item.title == "Start")
        let replacement = UITabBarItem(title: "Feed", image: nil, tag: 7)
        controller.tabBarItem = replacement
        #expect(controller.tabBarItem === replacement)
        #expect(controller.tabBarItem.tag == 7)
    }

    @Test func systemItemsCarryTheirTitleAndTag() {
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(item.title == "Favorites")
        #expect(item.tag == 3)
        #expect(item.image != nil)
        #expect(UITabBarItem.SystemItem.mostViewed.rawValue == 11)
    }

    @Test func tabsAreChildrenAndTheFirstIsSelected() {
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        let tabs = UITabBarController()
        #expect(tabs.selectedViewController == nil)
        tabs.viewControllers = [first, second, third]
        #expect(tabs.children.count == 3)
        #expect(tabs.children[2] === third)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === first)
        #expect(second.tabBarController === tabs)
        #expect(tabs.tabBar.items?.count == 3)
        #expect(tabs.tabBar.items?[1] === second.tabBarItem)
        #expect(tabs.tabBar.selectedItem === first.tabBarItem)
        tabs.selectedViewController = third
        #expect(tabs.selectedIndex == 2)
        #expect(tabs.tabBar.selectedItem === third.tabBarItem)
        // Out of range: nothing changes.
        tabs.selectedIndex = 3
        #expect(tabs.selectedIndex == 2)
    }

    /// UIKit: "the tab bar controller remembers the view controller object that was previously selected and attempts
    /// to reselect it. If the selected view controller is no longer present, it attempts to select the view controller
    /// at the same index in the array as the previous selection. If that index is invalid, it selects the view
    /// controller at index 0."
    @Test func replacingTheTabsKeepsTheSelectionAsUIKitDoes() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController(), d = UIViewController(), e = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        tabs.selectedIndex = 2
        // c is still there, now first.
        tabs.setViewControllers([c, a], animated: false)
        #expect(tabs.selectedViewController === c)
        #expect(tabs.selectedIndex == 0)
        #expect(b.parent == nil)
        // c is gone: the same index (0) is kept.
        tabs.selectedIndex = 1
        tabs.setViewControllers([d, e, b], animated: false)
        #expect(tabs.selectedViewController === e)
        // a (index 1) is gone and index 1 does not exist in a single tab: the first.
        tabs.setViewControllers([a], animated: false)
        #expect(tabs.selectedViewController === a)
        #expect(tabs.children.count == 1)
    }

    @Test func onlyTheSelectedTabsViewIsShownAndAChangeRunsTheAppearanceCallbacks() {
        let journal = Journal()
        let first = JournalViewController("A", journal: journal), second = JournalViewController("B", journal: journal)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = phoneWindow(tabs)
        #expect(first.view.superview === tabs.view)
        #expect(!second.isViewLoaded)
        #expect(journal.appearanceEntries.contains("A.viewDidAppear"))
        #expect(!journal.appearanceEntries.contains { $0.hasPrefix("B.") && !$0.contains("willMove") && !$0.contains("didMove") })
        journal.entries.removeAll()
        tabs.selectedIndex = 1
        #expect(journal.appearanceEntries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                                              "B.viewDidAppear"])
        #expect(first.view.superview == nil)
        #expect(second.view.superview === tabs.view)
        // The bar stays in front of the tab.
        #expect(tabs.view.subviews.last === tabs.tabBar)
        _ = window
    }

    @Test func theBarSitsAtTheBottomAndEntersTheTabsSafeArea() {
        let content = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let window = phoneWindow(tabs)
        // 49 pt above the 34-pt home indicator area, reaching over it: y = 852 − 34 − 49 = 769, height 49 + 34 = 83.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        // The tab's safe area: the status bar at the top, the bar (49) and the home indicator (34) at the bottom.
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.bottom == 93)
    }

    @Test func aCompactHeightBarIs32PointsTall() {
        let content = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        window.traitCollection = UITraitCollection { $0.horizontalSizeClass = .compact; $0.verticalSizeClass = .compact }
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // y = 393 − 21 − 32 = 340, height 32 + 21 = 53.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 340, width: 852, height: 53))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 53, right: 59))
    }

    @Test func aNavigationControllerInATabHasItsBarAtTheTopAndTheTabBarAtTheBottom() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        _ = phoneWindow(tabs)
        #expect(list.tabBarController === tabs)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        // Top: 59 + 44 = 103; bottom: 34 + 49 = 83.
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    }

    @Test func aPushedViewControllerThatHidesTheBottomBarHidesTheTabBar() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = phoneWindow(tabs)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        // Only the home indicator at the bottom now.
        #expect(detail.view.safeAreaInsets.bottom == 34)
        // A view controller pushed after it: still hidden.
        let more = UIViewController()
        navigation.pushViewController(more, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
        #expect(list.view.safeAreaInsets.bottom == 83)
    }

    @Test func theTopViewControllerHidingTheBottomBarHidesTheToolbar() {
        let list = UIViewController()
        list.toolbarItems = [UIBarButtonItem(title: "Edit")]
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        let window = phoneWindow(navigation)
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.items?.first?.title == "Edit")
        // 34 + 44 at the bottom.
        #expect(list.view.safeAreaInsets.bottom == 78)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        // The toolbar shows the top view controller's items (none here).
        #expect(navigation.toolbar.items == nil)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.items?.count == 1)
    }

    @Test func aTapAsksTheDelegateAndSelects() {
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second, third]
        let delegate = RecordingTabBarDelegate()
        delegate.refused = [third]
        tabs.delegate = delegate
        _ = phoneWindow(tabs)
        #if !canImport(UIKit)
        tabs.tabBar.simulateTap(onItemAt: 1)
        #expect(tabs.selectedIndex == 1)
        tabs.tabBar.simulateTap(onItemAt: 2)
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.asked.count == 2 && delegate.asked[1] === third)
        #expect(delegate.selected.count == 1 && delegate.selected[0] === second)
        // A disabled item does nothing at all.
        first.tabBarItem.isEnabled = false
        tabs.tabBar.simulateTap(onItemAt: 0)
        #expect(delegate.asked.count == 2)
        #endif
        // Selecting in code asks nothing.
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === third)
        #expect(delegate.asked.count == 2 || delegate.asked.isEmpty)
    }

    #if !canImport(UIKit)
    @Test func tappingTheSelectedTabAgainPopsItsNavigationStackToTheRoot() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let delegate = RecordingTabBarDelegate()
        tabs.delegate = delegate
        _ = phoneWindow(tabs)
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.viewControllers.count == 2)
        tabs.tabBar.simulateTap(onItemAt: 0)
        #expect(navigation.viewControllers.count == 1)
        // The delegate hears the selection even though the tab did not change, as in UIKit.
        #expect(delegate.selected.count == 1 && delegate.selected[0] === navigation)
    }

    @Test func aStandaloneBarSelectsAndTellsItsDelegate() {
        final class Delegate: UITabBarDelegate {
            var selected: [UITabBarItem] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item) }
        }
        let bar = UITabBar()
        let items = [UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
        bar.setItems(items, animated: false)
        let delegate = Delegate()
        bar.delegate = delegate
        #expect(bar.selectedItem == nil)
        bar.simulateTap(onItemAt: 1)
        #expect(bar.selectedItem === items[1])
        #expect(delegate.selected.count == 1 && delegate.selected[0] === items[1])
        // Out of range: nothing.
        bar.simulateTap(onItemAt: 5)
        #expect(delegate.selected.count == 1)
        // An item no longer among the items is not selected.
        bar.items = [items[0]]
        #expect(bar.selectedItem == nil)
    }
    #endif

    @Test func appearancesCopyTheirItemAppearances() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.normal.iconColor = .systemRed
        let copy = appearance.copy()
        copy.stackedLayoutAppearance.normal.iconColor = .systemGreen
        #expect(appearance.stackedLayoutAppearance.normal.iconColor == .systemRed)
        #expect(copy.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.shadowColor == nil)
    }
}

/// A navigation controller in a tab shows its root view controller's tab bar item unless it has its own.
@MainActor
@Suite struct NavigationTabBarItemTests {
    @Test func theStackShowsItsRootsItem() {
        let root = UIViewController()
        root.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 4)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.tabBarItem === root.tabBarItem)
        let own = UITabBarItem(title: "Mail", image: nil, tag: 5)
        navigation.tabBarItem = own
        #expect(navigation.tabBarItem === own)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: root)]
        #expect(tabs.tabBar.items?.first?.title == "Inbox")
    }
}
