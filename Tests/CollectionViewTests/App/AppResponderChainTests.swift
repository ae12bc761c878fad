#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

#if !canImport(UIKit)
/// The top of the responder chain: window → window scene → application → app delegate, as Apple's
/// `UIResponder.next` documentation describes.
@MainActor
@Suite struct AppResponderChainTests {
    /// Launches the template app and returns its window and navigation controller.
    private func launch(_ log: AppCallLog, delegate: TemplateAppDelegate) throws -> (UIWindow, UINavigationController) {
        let launched = UIApplication.launchHeadless(delegate: delegate, sceneDelegate: { TemplateSceneDelegate(log: log) })
        let window = try #require(launched)
        return (window, try #require(window.rootViewController as? UINavigationController))
    }

    @Test func chainFromAButtonInAPushedControllerReachesTheAppDelegate() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let log = AppCallLog()
        let delegate = TemplateAppDelegate(log: log)
        let (window, navigation) = try launch(log, delegate: delegate)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        let button = UIButton(type: .system)
        detail.view.addSubview(button)

        var chain: [UIResponder] = []
        var responder: UIResponder? = button
        while let current = responder, chain.count < 20 {
            chain.append(current)
            responder = current.next
        }
        let scene = try #require(window.windowScene)
        // Worked out from the rules: a view's next is its view controller when it is one's root view, else its
        // superview; a child controller's next is the view holding its view (the navigation controller puts its
        // children's views straight into its own); a window's root controller's next is the window; then the
        // window scene, the application and the app delegate (a UIResponder that is not a view, controller or the
        // app), whose next is nil.
        let expected: [UIResponder] = [button, detail.view, detail, navigation.view, navigation, window, scene,
                                       UIApplication.shared, delegate]
        #expect(chain.count == expected.count)
        for (index, (found, wanted)) in zip(chain, expected).enumerated() {
            #expect(found === wanted, "responder \(index): \(type(of: found)) instead of \(type(of: wanted))")
        }
    }

    @Test func applicationSkipsADelegateThatIsAViewOrController() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        final class ControllerDelegate: UIViewController, UIApplicationDelegate {}
        let controllerDelegate = ControllerDelegate()
        UIApplication.launchHeadless(delegate: controllerDelegate)
        #expect(UIApplication.shared.next == nil)
    }

    @Test func windowOutsideASceneEndsTheChain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.windowScene == nil)
        #expect(window.next == nil)
    }

    @Test func firstResponderSwitchesBetweenFieldsOfTheLaunchedWindow() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let log = AppCallLog()
        let delegate = TemplateAppDelegate(log: log)
        let (_, navigation) = try launch(log, delegate: delegate)
        let form = try #require(navigation.topViewController)
        let name = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        let email = UITextField(frame: CGRect(x: 0, y: 150, width: 200, height: 44))
        form.view.addSubview(name)
        form.view.addSubview(email)

        #expect(name.becomeFirstResponder())
        #expect(name.isFirstResponder && !email.isFirstResponder)
        #expect(email.becomeFirstResponder())
        #expect(email.isFirstResponder && !name.isFirstResponder)
        #expect(email.resignFirstResponder())
        #expect(!email.isFirstResponder && !name.isFirstResponder)
    }

    @Test func windowsOfOneSceneHaveOneKeyWindow() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let log = AppCallLog()
        let (first, _) = try launch(log, delegate: TemplateAppDelegate(log: log))
        let scene = try #require(first.windowScene)
        let second = UIWindow(windowScene: scene)
        #expect(scene.windows == [first, second])
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(scene.keyWindow === second)
        // Moving the second window out of the scene leaves the first alone there.
        second.windowScene = nil
        #expect(scene.windows == [first])
        #expect(second.next == nil)
    }
}
#endif
