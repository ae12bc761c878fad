#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// Home Screen quick actions: items and icons as values, their mutable twin, and (headless) a simulated pick that
/// reaches the scene delegate, or the app delegate in an app without scenes.
@MainActor
@Suite(.serialized) struct ShortcutItemTests {
    @Test func itemsKeepWhatTheyAreMadeWith() {
        let icon = UIApplicationShortcutIcon(systemImageName: "square.and.pencil")
        let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Note", localizedSubtitle: "Empty",
                                             icon: icon, userInfo: ["draft": NSString(string: "yes")])
        #expect(item.type == "com.example.compose")
        #expect(item.localizedSubtitle == "Empty")
        #expect(item.icon === icon)
        #expect((item.userInfo?["draft"] as? NSString) == NSString(string: "yes"))
        let mutable = item.mutableCopy() as? UIMutableApplicationShortcutItem
        mutable?.localizedTitle = "Quick Note"
        #expect(mutable?.localizedTitle == "Quick Note")
        #expect((item.copy() as? UIApplicationShortcutItem)?.localizedTitle == "New Note")
        #expect(item.localizedTitle == "New Note")
        #expect(UIApplicationShortcutIcon(type: .add).systemType == .add)
    }

    #if !canImport(UIKit)
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var picked: [String] = []
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
        }
        func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                         completionHandler: @escaping (Bool) -> Void) {
            picked.append(shortcutItem.type)
            completionHandler(shortcutItem.type == "search")
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var picked: [String] = []
        func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                         completionHandler: @escaping (Bool) -> Void) {
            picked.append(shortcutItem.type)
            completionHandler(true)
        }
    }

    @Test func aPickedShortcutReachesTheSceneDelegate() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let sceneDelegate = SceneDelegate(), appDelegate = AppDelegate()
        _ = UIApplication.launchHeadless(delegate: appDelegate, sceneDelegate: { sceneDelegate })
        UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "search", localizedTitle: "Search")]
        #expect(UIApplication.shared.simulateShortcut(UIApplication.shared.shortcutItems![0]))
        #expect(!UIApplication.shared.simulateShortcut(UIApplicationShortcutItem(type: "other", localizedTitle: "Other")))
        #expect(sceneDelegate.picked == ["search", "other"])
        #expect(appDelegate.picked.isEmpty)
    }

    @Test func withoutScenesTheAppDelegateHearsIt() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.simulateShortcut(UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose")))
        #expect(delegate.picked == ["compose"])
    }
    #endif
}
