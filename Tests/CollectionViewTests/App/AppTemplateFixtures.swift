#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation

/// The calls the template app's delegates receive, in order.
@MainActor
final class AppCallLog {
    var entries: [String] = []
}

/// An app delegate as Xcode's iOS App template writes it (without `@main`, which a test target cannot have),
/// recording its calls.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    let log: AppCallLog
    var window: UIWindow?

    init(log: AppCallLog) {
        self.log = log
        super.init()
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.entries.append("app.willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.entries.append("app.didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.entries.append("app.configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.entries.append("app.didDiscardSceneSessions(\(sceneSessions.count))")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log.entries.append("app.didBecomeActive")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        log.entries.append("app.willResignActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        log.entries.append("app.didEnterBackground")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        log.entries.append("app.willEnterForeground")
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        log.entries.append("app.open(\(url.absoluteString))")
        return true
    }
}

/// A scene delegate as Xcode's iOS App template writes it, with a navigation controller as the root, recording
/// its calls.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: AppCallLog
    var window: UIWindow?

    init(log: AppCallLog) {
        self.log = log
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.entries.append("scene.willConnect")
        for context in connectionOptions.urlContexts { log.entries.append("scene.willConnect(\(context.url.absoluteString))") }
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let home = UIViewController()
        home.title = "Home"
        window?.rootViewController = UINavigationController(rootViewController: home)
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        log.entries.append("scene.didDisconnect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        log.entries.append("scene.didBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        log.entries.append("scene.willResignActive")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        log.entries.append("scene.willEnterForeground")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        log.entries.append("scene.didEnterBackground")
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { log.entries.append("scene.open(\(context.url.absoluteString))") }
    }
}

/// An app delegate of an app without scenes (before iOS 13's template), which makes its own window.
final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    let log: AppCallLog
    var window: UIWindow?

    init(log: AppCallLog) {
        self.log = log
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.entries.append("app.didFinishLaunching")
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log.entries.append("app.didBecomeActive")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        log.entries.append("app.willResignActive")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        log.entries.append("app.didEnterBackground")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        log.entries.append("app.willEnterForeground")
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        log.entries.append("app.open(\(url.absoluteString))")
        return url.scheme == "myapp"
    }
}
