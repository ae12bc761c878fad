import Foundation

extension UIApplication {
    /// Launches an app headless, as the system launches it on a device, and returns its key window, so that a test
    /// can picture the app's real first screen. Beyond UIKit.
    ///
    /// The steps, in UIKit's order:
    /// 1. A new shared app is made (``shared`` is it from now on) with `delegate`, in the inactive state.
    /// 2. The delegate's `application(_:willFinishLaunchingWithOptions:)`, then
    ///    `application(_:didFinishLaunchingWithOptions:)`; ``didFinishLaunchingNotification`` is posted.
    /// 3. With a scene delegate (an app with scenes): a session with the ``UISceneSession/Role/windowApplication``
    ///    role is made, and the delegate's `application(_:configurationForConnecting:options:)` gives its
    ///    configuration (the configuration's `delegateClass`, when nil, is set to the scene delegate's class; its
    ///    `sceneClass` makes the scene, ``UIWindowScene`` by default). The scene is connected
    ///    (``UIScene/willConnectNotification``, then the scene delegate's `scene(_:willConnectTo:options:)`, where
    ///    Xcode's template makes the window), comes to the foreground (`sceneWillEnterForeground(_:)`,
    ///    ``UIScene/willEnterForegroundNotification``, ``willEnterForegroundNotification``) and becomes active
    ///    (`sceneDidBecomeActive(_:)`, ``UIScene/didActivateNotification``); the app becomes active
    ///    (``didBecomeActiveNotification``).
    /// 4. Without one (an app without scenes): the app becomes active (the delegate's
    ///    `applicationDidBecomeActive(_:)`, ``didBecomeActiveNotification``).
    ///
    /// UIKit makes the scene delegate from the class the scene manifest names; there is neither a manifest nor an
    /// Objective-C runtime headless, so `sceneDelegate` makes it.
    ///
    /// - Parameters:
    ///   - delegate: The app delegate; the app keeps it.
    ///   - launchOptions: What the app was launched for (nil: the user opened it).
    ///   - connectionOptions: What the scene connects for (the URLs or activities it is to open).
    ///   - sceneDelegate: Makes the scene delegate; nil for an app without scenes.
    /// - Returns: The key window: the scene's, or the app delegate's `window` in an app without scenes (nil when
    ///   the app made none).
    @discardableResult
    public static func launchHeadless(delegate: any UIApplicationDelegate, launchOptions: [LaunchOptionsKey: Any]? = nil,
                                      connectionOptions: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
                                      sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil) -> UIWindow? {
        let application = UIApplication()
        existingShared = application
        application.delegate = delegate
        application.applicationState = .inactive
        _ = delegate.application(application, willFinishLaunchingWithOptions: launchOptions)
        _ = delegate.application(application, didFinishLaunchingWithOptions: launchOptions)
        NotificationCenter.default.post(name: didFinishLaunchingNotification, object: application)
        guard let sceneDelegate else {
            application.applicationState = .active
            delegate.applicationDidBecomeActive(application)
            NotificationCenter.default.post(name: didBecomeActiveNotification, object: application)
            return delegate.window ?? nil
        }
        let scene = application.connectScene(delegate: sceneDelegate(), options: connectionOptions)
        application.enterForeground()
        guard let windowScene = scene as? UIWindowScene else { return nil }
        return windowScene.keyWindow ?? (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil
    }

    /// Makes a session and a scene for `sceneDelegate` as the app delegate configures it, and connects it.
    private func connectScene(delegate sceneDelegate: any UISceneDelegate, options: UIScene.ConnectionOptions) -> UIScene {
        sessionCount += 1
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication),
                                     persistentIdentifier: "UISceneSession-\(sessionCount)")
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options) ?? session.configuration
        if configuration.delegateClass == nil { configuration.delegateClass = type(of: sceneDelegate) }
        session.configuration = configuration
        let sceneClass = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        scene.delegate = sceneDelegate
        scene.connectionOrder = sessionCount
        connectedScenes.insert(scene)
        openSessions.insert(session)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .background
        return scene
    }
}

extension UIApplicationDelegate {
    /// The entry point `@main` calls on an app delegate. UIKit makes the delegate from its class with the
    /// Objective-C runtime, which headless code does not have, so this stops with a message that says to launch
    /// the app with ``UIApplication/launchHeadless(delegate:launchOptions:connectionOptions:sceneDelegate:)``
    /// instead; it is here so that an app's `@main class AppDelegate: UIResponder, UIApplicationDelegate` compiles.
    public static func main() {
        let message = "\(Self.self).main(): a headless app cannot make its delegate from its class; "
            + "call UIApplication.launchHeadless(delegate: \(Self.self)(), sceneDelegate: { … }) instead.\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(EXIT_FAILURE)
    }
}
