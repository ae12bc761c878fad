import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Picturing the first screen of an app launched headless.
@MainActor
@Suite struct AppLaunchPictureTests {
    /// Fills its view red and puts a blue panel over the safe area.
    final class SafeAreaController: UIViewController {
        let panel = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            panel.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            view.addSubview(panel)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            panel.frame = view.bounds.inset(by: view.safeAreaInsets)
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {}

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = SafeAreaController()
            window?.makeKeyAndVisible()
        }
    }

    @Test func firstScreenHasTheDevicesSizeAndSafeArea() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let launched = UIApplication.launchHeadless(delegate: AppDelegate(), sceneDelegate: { SceneDelegate() })
        let window = try #require(launched)
        let image = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: window))
        let red = RGBColor(red: 255, green: 0, blue: 0), blue = RGBColor(red: 0, green: 0, blue: 255)
        // iPhone 16 Pro: 402 × 874 points; the safe area leaves 62 at the top and 34 at the bottom (874 − 34 = 840).
        #expect(image.color(atX: 201, y: 30) == red)
        #expect(image.color(atX: 201, y: 64) == blue)
        #expect(image.color(atX: 201, y: 838) == blue)
        #expect(image.color(atX: 201, y: 860) == red)
        #expect(image.color(atX: 401, y: 873) == red)
        #expect(image.color(atX: 402, y: 874) == nil)
    }
}
