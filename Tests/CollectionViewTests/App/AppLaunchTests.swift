#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

#if !canImport(UIKit)
/// Launching an app headless: the order of the lifecycle callbacks and notifications, and the scene, session and
/// window it ends with.
@MainActor
@Suite struct AppLaunchTests {
    /// Records the names of the app and scene notifications posted while it lives.
    @MainActor final class NotificationRecorder {
        var names: [String] = []
        private var tokens: [any NSObjectProtocol] = []

        init() {
            let watched: [Notification.Name] = [
                UIApplication.didFinishLaunchingNotification, UIApplication.willEnterForegroundNotification,
                UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                UIApplication.didEnterBackgroundNotification, UIScene.willConnectNotification, UIScene.didActivateNotification,
                UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
                UIScene.didDisconnectNotification,
            ]
            for name in watched {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let name = note.name.rawValue
                    MainActor.assumeIsolated { self?.names.append(name) }
                })
            }
        }

        func stop() {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }
    }

    @Test func templateAppLaunchesInUIKitsOrder() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let log = AppCallLog()
        let notifications = NotificationRecorder()
        defer { notifications.stop() }
        let delegate = TemplateAppDelegate(log: log)
        let launched = UIApplication.launchHeadless(delegate: delegate, sceneDelegate: { TemplateSceneDelegate(log: log) })
        let window = try #require(launched)

        // Launch, then the scene's configuration, connection, foreground and activation (UIKit's documented order).
        #expect(log.entries == ["app.willFinishLaunching", "app.didFinishLaunching", "app.configurationForConnecting",
                                "scene.willConnect", "scene.willEnterForeground", "scene.didBecomeActive"])
        // The app delegate's own foreground callbacks are not called in an app with scenes; the notifications are posted.
        #expect(notifications.names == ["UIApplicationDidFinishLaunchingNotification", "UISceneWillConnectNotification",
                                        "UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification",
                                        "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification"])
        let application = UIApplication.shared
        #expect(application.delegate === delegate)
        #expect(application.applicationState == .active)
        #expect(application.connectedScenes.count == 1)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.delegate is TemplateSceneDelegate)
        #expect(scene.windows == [window])
        #expect(scene.keyWindow === window)
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(application.windows == [window])
        #expect(application.keyWindow === window)
        // The session: the application role, the configuration the app delegate returned, with the scene delegate's
        // class recorded since the configuration named none; the first session's identifier.
        let session = scene.session
        #expect(application.openSessions == [session])
        #expect(session.scene === scene)
        #expect(session.role == .windowApplication)
        #expect(session.configuration.name == "Default Configuration")
        #expect(session.configuration.delegateClass == TemplateSceneDelegate.self)
        #expect(session.persistentIdentifier == "UISceneSession-1")
        // The window fills the default device's screen (iPhone 16 Pro, 402 × 874) with its safe area (62 top, 34 bottom).
        #expect(window.frame == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(window.overrideSafeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(window.traitCollection.displayScale == 3)
        // The root view controller's view was laid out to fill it.
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(navigation.topViewController?.title == "Home")
    }

    @Test func backgroundAndForegroundGoThroughTheSceneDelegate() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let log = AppCallLog()
        let delegate = TemplateAppDelegate(log: log)
        UIApplication.launchHeadless(delegate: delegate, sceneDelegate: { TemplateSceneDelegate(log: log) })
        log.entries.removeAll()
        let notifications = NotificationRecorder()
        defer { notifications.stop() }
        let application = UIApplication.shared
        let scene = try #require(application.connectedScenes.first)

        application.simulateEnteringBackground()
        #expect(log.entries == ["scene.willResignActive", "scene.didEnterBackground"])
        #expect(notifications.names == ["UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
                                        "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification"])
        #expect(application.applicationState == .background)
        #expect(scene.activationState == .background)
        // Going to the background twice changes nothing.
        application.simulateEnteringBackground()
        #expect(log.entries.count == 2)

        log.entries.removeAll()
        application.simulateEnteringForeground()
        #expect(log.entries == ["scene.willEnterForeground", "scene.didBecomeActive"])
        #expect(application.applicationState == .active)
        #expect(scene.activationState == .foregroundActive)
    }

    @Test func appWithoutScenesGetsTheAppDelegateCallbacks() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let log = AppCallLog()
        let delegate = WindowAppDelegate(log: log)
        let launched = UIApplication.launchHeadless(delegate: delegate)
        let window = try #require(launched)
        #expect(window === delegate.window)
        #expect(window.windowScene == nil)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        // The app delegate's window is the app's only window, and its key window.
        #expect(UIApplication.shared.windows == [window])
        #expect(UIApplication.shared.keyWindow === window)
        #expect(log.entries == ["app.didFinishLaunching", "app.didBecomeActive"])

        log.entries.removeAll()
        UIApplication.shared.simulateEnteringBackground()
        UIApplication.shared.simulateEnteringForeground()
        #expect(log.entries == ["app.willResignActive", "app.didEnterBackground", "app.willEnterForeground", "app.didBecomeActive"])

        // Opening a URL goes to the app delegate, which accepts the "myapp" scheme only.
        #expect(UIApplication.shared.simulateOpening(URL(string: "myapp://item/7")!))
        #expect(!UIApplication.shared.simulateOpening(URL(string: "other://x")!))
        #expect(log.entries.suffix(2) == ["app.open(myapp://item/7)", "app.open(other://x)"])
    }

    @Test func urlsAndDisconnectionReachTheSceneDelegate() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let log = AppCallLog()
        let delegate = TemplateAppDelegate(log: log)
        let context = UIOpenURLContext(url: URL(string: "myapp://launch")!)
        UIApplication.launchHeadless(delegate: delegate, connectionOptions: UIScene.ConnectionOptions(urlContexts: [context]),
                                     sceneDelegate: { TemplateSceneDelegate(log: log) })
        let application = UIApplication.shared
        let scene = try #require(application.connectedScenes.first)
        // The scene delegate read the launch URL from its connection options.
        #expect(log.entries.contains("scene.willConnect(myapp://launch)"))
        log.entries.removeAll()

        application.simulateOpening(URL(string: "myapp://item/3")!)
        #expect(log.entries == ["scene.open(myapp://item/3)"])

        // Discarding the session disconnects its scene first, then tells the app delegate.
        let session = scene.session
        application.simulateDiscarding([session])
        #expect(log.entries.suffix(2) == ["scene.didDisconnect", "app.didDiscardSceneSessions(1)"])
        #expect(application.connectedScenes.isEmpty)
        #expect(application.openSessions.isEmpty)
        #expect(scene.activationState == .unattached)
    }

    @Test func templateMainStopsHeadless() async {
        // `@main` needs `main()`; headless it cannot make the delegate from its class, so it stops with a message.
        await #expect(processExitsWith: .failure) {
            await MainActor.run { TemplateAppDelegate.main() }
        }
    }
}
#endif
