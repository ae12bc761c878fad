import Foundation

/// The methods UIKit calls on a scene's delegate (UIKit's `UISceneDelegate`), through a scene's life: connect,
/// come to the foreground, become active, resign, go to the background, disconnect. Every method is optional in
/// UIKit; here each is a requirement with a default implementation that does nothing.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is about to connect to the app: set up its windows here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected from the app (its session remains).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The scene is asked to continue a user activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// The activity that restores the scene's state when it reconnects.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Returns nil.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// The delegate of a window scene (UIKit's `UIWindowSceneDelegate`): a scene delegate with the scene's main
/// window, which Xcode's template stores in `var window: UIWindow?`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
    /// The user picked a Home Screen quick action while the scene runs; call the handler with whether it was handled.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// Calls the handler with `false`: the action was not handled.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }

    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
