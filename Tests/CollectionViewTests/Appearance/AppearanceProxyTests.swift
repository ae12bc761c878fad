#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Appearance proxies (`UIAppearance`): values set on a class's proxy reach instances made afterwards; what an
/// instance sets itself wins; subclasses' proxies win over their superclasses'; containment proxies reach views
/// inside the named containers only. And the window callbacks proxies ride on: `willMove(toWindow:)` and
/// `didMoveToWindow()`.
@MainActor
@Suite(.serialized) struct AppearanceProxyTests {
    init() {
    }

    @Test func aNavigationBarAppearanceSetInTheAppDelegateReachesEveryBar() {
        #if !canImport(UIKit)
        defer { UIApplication.resetHeadless() }
        #endif
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().tintColor = .white
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(bar.tintColor == .white)
        // The bar holds a copy, as UIKit's copying property does.
        #expect(bar.standardAppearance !== appearance)
        // Other classes are untouched: a toolbar keeps the default tint.
        #expect(UIToolbar(frame: .zero).tintColor != .white)
    }

    @Test func whatAnInstanceSetsWinsAndSubclassProxiesWin() {
        #if !canImport(UIKit)
        defer { UIApplication.resetHeadless() }
        #endif
        UILabel.appearance().textColor = .systemRed
        UIView.appearance().backgroundColor = .systemYellow
        let label = UILabel(frame: .zero)
        #expect(label.textColor == .systemRed)
        #expect(label.backgroundColor == .systemYellow)
        label.textColor = .systemBlue
        #expect(label.textColor == .systemBlue)
        // A UILabel proxy's background wins over UIView's for labels.
        UILabel.appearance().backgroundColor = .systemGreen
        #expect(UILabel(frame: .zero).backgroundColor == .systemGreen)
        #expect(UIView(frame: .zero).backgroundColor == .systemYellow)
        // Asking again gives the same proxy.
        #expect(UILabel.appearance() === UILabel.appearance())
    }

    @Test func segmentedControlAndBarButtonTitleAttributes() {
        #if !canImport(UIKit)
        defer { UIApplication.resetHeadless() }
        #endif
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .selected)
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemPurple], for: .normal)
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemOrange)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] == nil)
        let item = UIBarButtonItem(title: "Edit")
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemPurple)
    }

    @Test func aContainedProxyReachesOnlyViewsInsideItsContainer() {
        #if !canImport(UIKit)
        defer { UIApplication.resetHeadless() }
        #endif
        final class SettingsController: UIViewController {}
        UISwitch.appearance(whenContainedInInstancesOf: [SettingsController.self]).onTintColor = .systemPink
        let inside = UISwitch(frame: .zero), outside = UISwitch(frame: .zero), customized = UISwitch(frame: .zero)
        customized.onTintColor = .systemTeal
        let settings = SettingsController(), other = UIViewController()
        settings.view.addSubview(inside)
        settings.view.addSubview(customized)
        other.view.addSubview(outside)
        // Not yet in a window: nothing given.
        #expect(inside.onTintColor == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tabs = UITabBarController()
        tabs.viewControllers = [settings, other]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(inside.onTintColor == .systemPink)
        // The switch that set its own colour keeps it.
        #expect(customized.onTintColor == .systemTeal)
        // The other tab's switch enters the window when its tab is selected, outside the container.
        tabs.selectedIndex = 1
        #expect(outside.window === window)
        #expect(outside.onTintColor == nil)
    }

    @Test func viewsHearWhenTheyMoveToAndFromAWindow() {
        final class Recording: UIView {
            var events: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { events.append(newWindow == nil ? "will-leave" : "will-enter") }
            override func didMoveToWindow() { events.append(window == nil ? "did-leave" : "did-enter") }
            override func willMove(toSuperview newSuperview: UIView?) { events.append("will-superview") }
            override func didMoveToSuperview() { events.append("did-superview") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(), parent = Recording(), child = Recording()
        parent.addSubview(child)
        // Moving between views outside windows: superview callbacks only.
        #expect(child.events == ["will-superview", "did-superview"])
        child.events = []
        container.addSubview(parent)
        #expect(parent.events == ["will-superview", "did-superview"])
        parent.events = []
        // Into a window: the moved view and its subviews hear it, the superview callbacks around the window ones.
        window.addSubview(container)
        #expect(parent.events == ["will-enter", "did-enter"])
        #expect(child.events == ["will-enter", "did-enter"])
        parent.events = []
        child.events = []
        parent.removeFromSuperview()
        #expect(parent.events == ["will-superview", "will-leave", "did-leave", "did-superview"])
        #expect(child.events == ["will-leave", "did-leave"])
    }
}
