#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

// The app and scene delegates as Xcode's iOS App template writes them, with a first screen, a device check and
// the networking code apps keep beside them.

final class IdiomAppDelegate: UIResponder, UIApplicationDelegate {
    var launched = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = true
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class IdiomSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let contacts = ContactsViewController()
        let navigation = UINavigationController(rootViewController: contacts)
        navigation.navigationBar.prefersLargeTitles = UIDevice.current.userInterfaceIdiom == .phone
        window.rootViewController = navigation
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// The screen width, read the pre-scene way many apps still do.
@MainActor
func screenWidth() -> CGFloat {
    UIScreen.main.bounds.width
}

/// A request as an app's API client builds one; `URLSession` comes with the import.
func makeContactsRequest(token: String) -> URLRequest {
    var request = URLRequest(url: URL(string: "https://example.com/api/contacts")!)
    request.httpMethod = "GET"
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    return request
}

/// Starts loading with the shared session (not run by the tests: they do not touch the network).
func loadContacts(token: String, completion: @escaping @Sendable (Data?) -> Void) -> URLSessionDataTask {
    let task = URLSession.shared.dataTask(with: makeContactsRequest(token: token)) { data, response, _ in
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        completion(status == 200 ? data : nil)
    }
    return task
}
