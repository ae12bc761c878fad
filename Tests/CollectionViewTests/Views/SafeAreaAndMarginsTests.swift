#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// Every view's safe area is the part of it its window's unsafe edges, its containers' bars and its view controller's
/// `additionalSafeAreaInsets` cover; layout margins are measured from it, with the system minimums on a root view.
/// Written against UIKit's API; the windows' unsafe edges are set by hand (beyond UIKit, where the device sets them).
@MainActor
@Suite struct SafeAreaAndMarginsTests {
    final class CountingView: UIView {
        var safeAreaChanges = 0
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
    }

    final class CountingController: UIViewController {
        var safeAreaChanges = 0
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
    }

    #if !canImport(UIKit)
    /// A portrait phone window, 402 × 874, with a 62-pt status area and a 34-pt home indicator.
    func window(_ root: UIViewController, width: CGFloat = 402, height: CGFloat = 874,
                unsafe: UIEdgeInsets = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.overrideSafeAreaInsets = unsafe
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func subviewsGetTheOverlapOfTheUnsafeEdges() {
        let controller = UIViewController()
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 402, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 402, height: 74))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 402, height: 100))
        let nested = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(top)
        controller.view.addSubview(bottom)
        controller.view.addSubview(middle)
        top.addSubview(nested)
        let window = window(controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        // 62 − 20 = 42 of the top band cover the view at y 20.
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 42, left: 0, bottom: 0, right: 0))
        // The bottom band starts at 874 − 34 = 840; the view reaches 874: 34 covered.
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        // Inside `top` (inset 42 at its top), a view at y 10 keeps 42 − 10 = 32.
        #expect(nested.safeAreaInsets == UIEdgeInsets(top: 32, left: 0, bottom: 0, right: 0))
        // Moving the view follows: at y 50 inside the root, 62 − 50 = 12.
        top.frame.origin.y = 50
        #expect(top.safeAreaInsets.top == 12)
        #expect(nested.safeAreaInsets.top == 2)
        _ = window
    }

    @Test func insetsNeverExceedTheViewAndDetachedViewsHaveNone() {
        let controller = UIViewController()
        let thin = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 10))
        controller.view.addSubview(thin)
        let window = window(controller)
        // The band is 62 deep but the view only 10 high.
        #expect(thin.safeAreaInsets.top == 10)
        thin.removeFromSuperview()
        #expect(thin.safeAreaInsets == .zero)
        _ = window
    }

    @Test func additionalInsetsOfTheRootViewControllerAddToTheWindows() {
        let controller = CountingController()
        let child = UIView(frame: CGRect(x: 0, y: 20, width: 402, height: 100))
        controller.view.addSubview(child)
        let window = window(controller)
        let before = controller.safeAreaChanges
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        // 62 + 10 on top, 0 + 5 on the left.
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 72, left: 5, bottom: 34, right: 0))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 52, left: 5, bottom: 0, right: 0))
        #expect(controller.safeAreaChanges == before + 1)
        _ = window
    }

    @Test func aNavigationChildGetsItsAdditionalInsetsOnce() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = window(navigation)
        let top = content.view.safeAreaInsets.top
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == top + 10)
    }

    @Test func scrollViewsKeepTheEdgesTheyAdjustFor() {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 874, height: 402))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 874, height: 44))
        scrollView.addSubview(row)
        controller.view.addSubview(scrollView)
        // A landscape phone: the sensor housing on the left, the home indicator below.
        let window = window(controller, width: 874, height: 402, unsafe: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        // `.automatic` adjusts the content vertically: rows get the sides only.
        #expect(row.safeAreaInsets == UIEdgeInsets(top: 0, left: 62, bottom: 0, right: 62))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(row.safeAreaInsets == .zero)
        _ = window
    }

    @Test func scrollViewsThatDoNotAdjustPassEveryEdge() {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        scrollView.contentInsetAdjustmentBehavior = .never
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 100))
        scrollView.addSubview(header)
        controller.view.addSubview(scrollView)
        let window = window(controller)
        #expect(header.safeAreaInsets.top == 62)
        // Scrolled 40 pt down, the header sits at −40 in the visible bounds: 62 + 40 = 102, capped at its 100 pt.
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(header.safeAreaInsets.top == 100)
        _ = window
    }

    @Test func changesReachSubviewsOnce() {
        let controller = UIViewController()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 402, height: 100))
        controller.view.addSubview(view)
        let window = window(controller)
        let before = view.safeAreaChanges
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(view.safeAreaInsets.top == 20)
        #expect(view.safeAreaChanges == before + 1)
        // An unchanged value does not call again.
        window.overrideSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(view.safeAreaChanges == before + 1)
    }

    @Test func rootViewMarginsStartFromTheSafeAreaWithTheSystemMinimums() {
        let controller = UIViewController()
        let window = window(controller)
        // Requested 0 on every edge, the sides raised to 16 pt on a 402-pt phone, plus the safe area.
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 62, left: 16, bottom: 34, right: 16))
        controller.view.directionalLayoutMargins = .zero
        #expect(controller.view.layoutMargins.left == 16)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        _ = window
    }

    @Test func wideRootViewsHaveTwentyPointMinimums() {
        let controller = UIViewController()
        let window = window(controller, width: 430, height: 932)
        #expect(controller.view.layoutMargins.left == 20)
        #expect(controller.view.layoutMargins.right == 20)
        _ = window
    }

    @Test func subviewMarginsAddTheirSafeArea() {
        let controller = UIViewController()
        let view = UIView(frame: CGRect(x: 0, y: 20, width: 402, height: 100))
        controller.view.addSubview(view)
        let window = window(controller)
        // 8 pt requested plus the 42 pt of the status area over the view.
        #expect(view.layoutMargins == UIEdgeInsets(top: 50, left: 8, bottom: 8, right: 8))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        _ = window
    }

    @Test func preservedSuperviewMarginsReachIn() {
        let controller = UIViewController()
        let view = UIView(frame: CGRect(x: 4, y: 300, width: 394, height: 100))
        controller.view.addSubview(view)
        let window = window(controller)
        view.preservesSuperviewLayoutMargins = true
        // The root's 16-pt side margins reach 16 − 4 = 12 pt into a view 4 pt from each side.
        #expect(view.layoutMargins.left == 12)
        #expect(view.layoutMargins.right == 12)
        #expect(view.layoutMargins.top == 8)
        _ = window
    }

    @Test func safeAreaGuideFollows() {
        let controller = UIViewController()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        let window = window(controller)
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 62, width: 100, height: 20))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(label.frame.minY == 70)
    }
    #endif
}
