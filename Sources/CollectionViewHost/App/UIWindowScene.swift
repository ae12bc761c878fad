import CollectionGeometry
import Foundation

/// A scene that shows the app's windows on the device's screen (UIKit's `UIWindowScene`). Its windows take
/// the screen's bounds, the device's safe area and the scene's traits; the interface turns with the simulated
/// device (``UIDevice/simulate(_:orientation:)``).
@MainActor
open class UIWindowScene: UIScene {
    /// The windows, weakly (a window is kept by whoever made it: the scene delegate's `window`).
    private var windowReferences: [WeakWindow] = []
    /// How the interface is turned.
    public private(set) var interfaceOrientation: UIInterfaceOrientation

    /// Creates a window scene for `session`, turned as the simulated device is held.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        interfaceOrientation = HeadlessEnvironment.interfaceOrientation
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The scene's windows, in the order they joined it.
    ///
    /// - Complexity: O(w) for w windows.
    public var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The scene's key window: the last of its windows made key.
    ///
    /// - Complexity: O(w) for w windows.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on (the device's).
    public var screen: UIScreen { UIScreen.main }

    /// The scene's traits: the device's full-screen traits in the scene's interface orientation.
    public var traitCollection: UITraitCollection {
        HeadlessEnvironment.device.traitCollection(for: interfaceOrientation)
    }

    /// The scene's rectangle in points: the screen's in the scene's interface orientation. Beyond UIKit (UIKit's
    /// `coordinateSpace.bounds`).
    public var bounds: CGRect {
        CGRect(origin: .zero, size: HeadlessEnvironment.device.screenSize(for: interfaceOrientation))
    }

    /// The safe-area insets of a full-screen window in the scene. Beyond UIKit.
    public var safeAreaInsets: UIEdgeInsets {
        HeadlessEnvironment.device.safeAreaInsets(for: interfaceOrientation)
    }

    /// The scene's status bar.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(windowScene: self) }

    /// Adds `window` to the scene's windows (once) and gives it the scene's bounds, safe area and traits.
    func addWindow(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
        fit(window)
    }

    /// Removes `window` from the scene's windows.
    func removeWindow(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    /// Makes `window` the scene's only key window.
    func windowDidBecomeKey(_ window: UIWindow) {
        for other in windows where other !== window { other.isKeyWindow = false }
    }

    /// Turns the interface as the simulated device is held and fits every window to it.
    func followDevice() {
        interfaceOrientation = HeadlessEnvironment.interfaceOrientation
        for window in windows { fit(window) }
    }

    /// Gives `window` the scene's bounds, safe area and traits.
    private func fit(_ window: UIWindow) {
        window.traitCollection = traitCollection
        window.overrideSafeAreaInsets = safeAreaInsets
        window.frame = bounds
    }

    /// A window held weakly.
    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
