#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// Orientation types: raw values and the relation between device and interface orientations, as UIKit defines them.
@Suite struct AppOrientationTests {
    @Test func interfaceLandscapeIsTheDevicesSwapped() {
        // UIKit: UIInterfaceOrientationLandscapeLeft = UIDeviceOrientationLandscapeRight (4), and the other way round (3).
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == UIDeviceOrientation.landscapeLeft.rawValue)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && !UIDeviceOrientation.landscapeLeft.isPortrait)
    }

    @Test func orientationMasksAreTheOrientationsBits() {
        // Each mask is 1 << the orientation's raw value: portrait 1 << 1 = 2, upside down 1 << 2 = 4, landscape
        // right 1 << 3 = 8, landscape left 1 << 4 = 16; all = 30, all but upside down = 26, landscape = 24.
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    }
}

#if !canImport(UIKit)
/// The simulated device: what `UIScreen.main`, `UIDevice.current` and window scenes report.
@MainActor
@Suite struct AppDeviceTests {
    @Test func defaultDeviceIsAnIPhone16ProOnIOS18() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "18.0")
        #expect(device.model == "iPhone")
        // Since iOS 16 an app reads the generic name, the model.
        #expect(device.name == "iPhone")
        #expect(device.orientation == .portrait)
        #expect(device.identifierForVendor != nil)
        let screen = UIScreen.main
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 402, height: 874))
        // 402 × 3 = 1206, 874 × 3 = 2622 pixels.
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1206, height: 2622))
        #expect(screen.scale == 3 && screen.nativeScale == 3)
        #expect(screen.traitCollection.horizontalSizeClass == .compact)
        #expect(screen.traitCollection.verticalSizeClass == .regular)
    }

    @Test func batteryReadsMinusOneUntilMonitored() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let device = UIDevice.current
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1)
        #expect(device.batteryState == .full)
        device.simulateBattery(level: 1.5, state: .unplugged)
        #expect(device.batteryLevel == 1)
        device.simulateBattery(level: .nan, state: .charging)
        #expect(device.batteryLevel == 1 && device.batteryState == .charging)
        device.simulateBattery(level: 0.25, state: .unplugged)
        #expect(device.batteryLevel == 0.25)
    }

    @Test func screenBrightnessIsClamped() {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let screen = UIScreen.main
        #expect(screen.brightness == 0.5)
        screen.brightness = 2
        #expect(screen.brightness == 1)
        screen.brightness = -1
        #expect(screen.brightness == 0)
        screen.brightness = .nan
        #expect(screen.brightness == 0)
    }

    @Test func turningTheDeviceTurnsTheScreenAndTheLaunchedWindow() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let log = AppCallLog()
        let launched = UIApplication.launchHeadless(delegate: TemplateAppDelegate(log: log),
                                                    sceneDelegate: { TemplateSceneDelegate(log: log) })
        let window = try #require(launched)
        let scene = try #require(window.windowScene)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        let posts = AppCallLog()
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posts.entries.append("orientation") }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        // The device turned to the left shows the interface turned right: 874 × 402, the 16 Pro's landscape safe
        // area (62 left and right, 21 bottom), compact height.
        UIDevice.simulate(.iPhone16Pro, orientation: .landscapeLeft)
        #expect(posts.entries.count == 1)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(scene.interfaceOrientation == .landscapeRight)
        #expect(UIScreen.main.bounds.size == CGSize(width: 874, height: 402))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1206, height: 2622))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 874, height: 402))
        #expect(window.overrideSafeAreaInsets == UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(window.traitCollection.verticalSizeClass == .compact)
        #expect(scene.statusBarManager?.isStatusBarHidden == true)
        // The same orientation again posts nothing.
        UIDevice.simulate(.iPhone16Pro, orientation: .landscapeLeft)
        #expect(posts.entries.count == 1)
    }

    @Test func customDeviceSanitizesBadValues() {
        let device = HeadlessDevice(name: "Broken", model: "iPhone", userInterfaceIdiom: .phone,
                                    screenSize: CGSize(width: -10, height: CGFloat.nan), scale: .infinity,
                                    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0), horizontalSizeClass: .compact)
        #expect(device.screenSize == .zero)
        #expect(device.scale == 1 && device.nativeScale == 1)
        // Without landscape insets, the portrait top goes to both sides and the bottom stays.
        #expect(device.landscapeSafeAreaInsets == UIEdgeInsets(top: 0, left: 20, bottom: 10, right: 20))
    }

    @Test func statusBarFollowsTheRootControllersPreferences() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        final class DarkHeader: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class LightSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = DarkHeader()
                window?.makeKeyAndVisible()
            }
        }
        let log = AppCallLog()
        let launched = UIApplication.launchHeadless(delegate: TemplateAppDelegate(log: log), sceneDelegate: { LightSceneDelegate() })
        let window = try #require(launched)
        let manager = try #require(window.windowScene?.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(!manager.isStatusBarHidden)
        // The band of the top safe-area inset across the screen: 402 × 62.
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 402, height: 62))
    }
}
#endif
