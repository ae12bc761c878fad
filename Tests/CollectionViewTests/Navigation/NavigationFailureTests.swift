// The `.record` twin of UIKit's exceptions (`UIViewController.failurePolicy`, diagnostics) is beyond UIKit, so
// this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct NavigationFailureTests {
    @Test func pushingTheSameInstanceTwiceStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIViewController()
                let navigation = UINavigationController(rootViewController: controller)
                navigation.pushViewController(controller, animated: false)
            }
        }
    }

    @Test func pushingANavigationControllerStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.pushViewController(UINavigationController(), animated: false)
            }
        }
    }

    @Test func poppingToAViewControllerNotInTheStackStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                _ = navigation.popToViewController(UIViewController(), animated: false)
            }
        }
    }

    @Test func presentingOnItselfStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIViewController()
                controller.present(controller, animated: false)
            }
        }
    }

    /// Under `.record`: the duplicate push and the navigation-controller push are ignored, a duplicate in
    /// `setViewControllers` is dropped, a missing pop target pops nothing; each sends UIKit's message.
    @Test func recordPolicyAppliesTheFallbacks() {
        UIViewController.withFailurePolicy(.record) {
            let collector = DiagnosticCollector()
            let previous = DiagnosticSink.current
            DiagnosticSink.current = collector.sink
            defer {
                DiagnosticSink.current = previous
            }
            let root = UIViewController()
            let second = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(root, animated: false)
            navigation.pushViewController(UINavigationController(), animated: false)
            #expect(identities(navigation.viewControllers) == identities([root]))
            navigation.setViewControllers([root, second, root], animated: false)
            #expect(identities(navigation.viewControllers) == identities([root, second]))
            #expect(navigation.popToViewController(UIViewController(), animated: false) == nil)
            #expect(identities(navigation.viewControllers) == identities([root, second]))
            navigation.navigationBar.setItems([], animated: false)
            #expect(navigation.navigationBar.items?.count == 2)
            let kinds = collector.diagnostics.map(\.kind)
            #expect(kinds.filter { $0 == "navigationStackDuplicate" }.count == 2)
            #expect(kinds.contains("navigationControllerPushed"))
            #expect(kinds.contains("navigationPopTargetMissing"))
            #expect(kinds.contains("navigationBarItemsManaged"))
            #expect(collector.diagnostics.contains {
                $0.message.hasPrefix("Pushing the same view controller instance more than once is not supported")
            })
        }
    }
}
