// The `.record` twin of UIKit's exceptions (`UIViewController.failurePolicy`, diagnostics) is beyond UIKit, so
// this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

/// The exceptions UIKit raises for tab bar controllers and page view controllers, stopping by default with UIKit's
/// message, and their recorded fallbacks.
@MainActor
@Suite struct TabBarFailureTests {
    @Test func selectingAViewControllerThatIsNotATabStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tabs = UITabBarController()
                tabs.viewControllers = [UIViewController()]
                tabs.selectedViewController = UIViewController()
            }
        }
    }

    @Test func changingTheItemsOfAManagedTabBarStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tabs = UITabBarController()
                tabs.viewControllers = [UIViewController()]
                tabs.tabBar.setItems([UITabBarItem()], animated: false)
            }
        }
    }

    @Test func aPageViewControllerGivenTwoPagesForTheScrollStyleStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                pages.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
            }
        }
    }

    /// Under `.record`: each refused change is ignored and sends UIKit's message.
    @Test func recordPolicyAppliesTheFallbacks() {
        UIViewController.withFailurePolicy(.record) {
            let collector = DiagnosticCollector()
            let previous = DiagnosticSink.current
            DiagnosticSink.current = collector.sink
            defer { DiagnosticSink.current = previous }
            let first = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, UIViewController()]
            tabs.selectedViewController = UIViewController()
            #expect(tabs.selectedViewController === first)
            tabs.tabBar.items = []
            #expect(tabs.tabBar.items?.count == 2)
            tabs.tabBar.selectedItem = nil
            #expect(tabs.tabBar.selectedItem === first.tabBarItem)

            // A middle spine takes two pages: one is refused, and the completion is not called.
            let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
            var completed = false
            book.setViewControllers([UIViewController()], direction: .forward, animated: false) { _ in completed = true }
            #expect(book.viewControllers == nil)
            #expect(!completed)
            book.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false) { _ in completed = true }
            #expect(book.viewControllers?.count == 2)
            #expect(completed)

            let kinds = collector.diagnostics.map(\.kind)
            #expect(kinds.filter { $0 == "tabBarManaged" }.count == 2)
            #expect(kinds.contains("tabBarSelectionInvalid"))
            #expect(collector.diagnostics.contains {
                $0.message == "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"
            })
        }
    }
}
