// Windows get their safe area through `overrideSafeAreaInsets` (beyond UIKit: on iOS the device decides it),
// so this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct NavigationBarLayoutTests {
    /// In a 390 × 844 window with a 47-point status bar and a 34-point home indicator, the bar sits under the
    /// status bar (y 47, 44 tall), and a child's content pinned to its safe area starts under the bar:
    /// y = 47 + 44 = 91, height 844 − 91 − 34 = 719.
    @Test func contentPinnedToTheSafeAreaSitsUnderTheBar() {
        let child = SafeAreaContentViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = makePhoneWindow(root: navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(child.content.frame == CGRect(x: 0, y: 91, width: 390, height: 719))
        #expect(child.content.frame.minY == navigation.navigationBar.frame.maxY)
        withExtendedLifetime(window) {}
    }

    /// Large titles: the expanded bar is 96 points (44 + 52), so the content starts at 47 + 96 = 143 and is
    /// 844 − 143 − 34 = 667 tall. A pushed item with `.never` has the standard 44 (content at 91); one with
    /// `.automatic` follows the item below it.
    @Test func largeTitles() {
        let root = SafeAreaContentViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = makePhoneWindow(root: navigation)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.content.frame == CGRect(x: 0, y: 143, width: 390, height: 667))

        let small = SafeAreaContentViewController()
        small.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(small, animated: false)
        small.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(small.content.frame.minY == 91)

        let following = SafeAreaContentViewController()
        navigation.pushViewController(following, animated: false)
        #expect(navigation.navigationBar.frame.height == 44)  // automatic after `.never`: standard
        navigation.popToRootViewController(animated: false)
        #expect(navigation.navigationBar.frame.height == 96)  // the root's automatic: large

        root.navigationItem.largeTitleDisplayMode = .never
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(root.content.frame.minY == 91)
        withExtendedLifetime(window) {}
    }

    /// A compact height (iPhone in landscape) has the 32-point bar and no large title; an iPad's regular
    /// size classes the 50-point bar.
    @Test func heightsFollowTheSizeClasses() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.prefersLargeTitles = true
        let window = makePhoneWindow(root: navigation, insets: .zero)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.traitCollection = window.traitCollection.modifyingTraits { $0.verticalSizeClass = .compact }
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
        window.traitCollection = window.traitCollection.modifyingTraits {
            $0.verticalSizeClass = .regular
            $0.horizontalSizeClass = .regular
        }
        navigation.navigationBar.prefersLargeTitles = false
        #expect(navigation.navigationBar.frame.height == 50)
        withExtendedLifetime(window) {}
    }

    /// A prompt adds a 30-point row: 74 in all.
    /// A search controller on the item adds the 52-pt search row: 44 + 52 = 96, content at 47 + 96 = 143.
    @Test func aSearchControllerMakesTheBarTaller() {
        let child = SafeAreaContentViewController()
        child.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: child)
        let window = makePhoneWindow(root: navigation)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(child.content.frame.minY == 143)
        #expect(child.navigationItem.hidesSearchBarWhenScrolling)
        withExtendedLifetime(window) {}
    }

    @Test func promptMakesTheBarTaller() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makePhoneWindow(root: navigation)
        root.navigationItem.prompt = "Choose a photo"
        #expect(navigation.navigationBar.frame.height == 74)
        #expect(root.view.safeAreaInsets.top == 121)  // 47 + 74
        withExtendedLifetime(window) {}
    }

    /// Hiding the bar gives its height back to the child's safe area at once; animated, the bar slides up
    /// over 0.33 s on the clock and is hidden at the end.
    @Test func hidingTheBar() {
        let child = SafeAreaContentViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = makePhoneWindow(root: navigation)
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            navigation.setNavigationBarHidden(true, animated: true)
            #expect(navigation.isNavigationBarHidden)
            #expect(child.view.safeAreaInsets.top == 47)
            // The bar's model frame is above the view: y = −44.
            #expect(navigation.navigationBar.frame.minY == -44)
            #expect(!navigation.navigationBar.isHidden)
            clock.advance(by: 0.33)
        }
        #expect(navigation.navigationBar.isHidden)
        child.view.layoutIfNeeded()
        #expect(child.content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        navigation.isNavigationBarHidden = false
        #expect(!navigation.navigationBar.isHidden)
        #expect(child.view.safeAreaInsets.top == 91)
        withExtendedLifetime(window) {}
    }

    /// A collection view controller in a navigation controller insets its content by the bar: the
    /// adjusted content inset's top is 47 + 44 = 91.
    @Test func collectionViewControllerContentStartsUnderTheBar() {
        let grid = GridViewController()
        let navigation = UINavigationController(rootViewController: grid)
        let window = makePhoneWindow(root: navigation)
        #expect(grid.collectionView.adjustedContentInset.top == 91)
        #expect(grid.collectionView.adjustedContentInset.bottom == 34)
        withExtendedLifetime(window) {}
    }

    /// A child's additional safe-area insets add to what the bar gives it; a shown toolbar adds to the bottom.
    @Test func additionalSafeAreaInsetsAdd() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = makePhoneWindow(root: navigation)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        navigation.view.layoutIfNeeded()
        #expect(child.view.safeAreaInsets.top == 101)  // 47 + 44 + 10
        // A shown toolbar adds its 44 points above the 34-point home indicator.
        navigation.setToolbarHidden(false, animated: false)
        #expect(child.view.safeAreaInsets.bottom == 78)
        withExtendedLifetime(window) {}
    }

    /// A bar no navigation controller manages keeps its own items.
    @Test func standaloneBarItems() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let first = UINavigationItem(title: "One")
        let second = UINavigationItem(title: "Two")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.topItem === second && bar.backItem === first)
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.items?.count == 1)
        bar.setItems(nil, animated: false)
        #expect(bar.topItem == nil)
    }
}
