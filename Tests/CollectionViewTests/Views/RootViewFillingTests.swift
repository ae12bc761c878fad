#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A view controller's root view fills its window or container even when the app turned its autoresizing mask
/// translation off, as UIKit keeps root views sized by their container. Written against UIKit's API.
@MainActor
@Suite struct RootViewFillingTests {
    final class ConstrainedRoot: UIViewController {
        let label = UIView()
        override func loadView() {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                label.widthAnchor.constraint(equalToConstant: 100),
                label.heightAnchor.constraint(equalToConstant: 40),
            ])
            self.view = view
        }
    }

    @Test func aWindowRootViewFillsTheWindow() {
        let controller = ConstrainedRoot()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // The 100 × 40 view is centred in it: its centre at (320 / 2, 480 / 2) = (160, 240).
        #expect(controller.label.center == CGPoint(x: 160, y: 240))
        // And follows a resize.
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(controller.view.frame.size == CGSize(width: 480, height: 320))
    }

    @Test func aPushedRootViewFillsTheNavigationController() {
        let controller = ConstrainedRoot()
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}
