import CollectionGeometry
import Foundation

/// The app (UIKit's `UIApplication`), headless: the shared instance holds the app delegate, the connected scenes
/// and their sessions, the app's state, and records what the app asks of the system (URLs opened, remote
/// notification registration, background tasks), so tests can check it. ``launchHeadless(delegate:launchOptions:connectionOptions:sceneDelegate:)``
/// launches an app as the system does.
///
/// Its ``next`` responder is the app delegate when that is a ``UIResponder`` and not a view, a view controller
/// or the app itself, as UIKit documents; the window scenes' next responder is the app.
@MainActor
open class UIApplication: UIResponder {
    /// Apps are made by the system (or by ``launchHeadless(delegate:launchOptions:connectionOptions:sceneDelegate:)``).
    override init() {
        super.init()
    }

    /// The shared instance, made on first use.
    static var existingShared: UIApplication?

    /// The app. Made on first use headless (UIKit's is made before `main` runs).
    public static var shared: UIApplication {
        if let existingShared { return existingShared }
        let application = UIApplication()
        existingShared = application
        return application
    }

    /// The app delegate. Headless the app keeps it (UIKit's property is unowned, the delegate being kept by
    /// `UIApplicationMain`).
    open var delegate: (any UIApplicationDelegate)?

    /// The app's state: ``State/inactive`` while launching, ``State/active`` once launched, ``State/background``
    /// after ``simulateEnteringBackground()``.
    public internal(set) var applicationState = State.inactive

    /// The next responder: the delegate when it is a responder other than a view, view controller or the app
    /// itself, else none.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
              !(responder is UIView), !(responder is UIViewController) else { return nil }
        return responder
    }

    // MARK: - Scenes

    /// The scenes connected to the app.
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions of the app's scenes, connected or not.
    public internal(set) var openSessions: Set<UISceneSession> = []

    /// Whether the app supports more than one scene (false headless: no Info.plist declares it).
    open var supportsMultipleScenes: Bool { false }

    /// The windows of every connected window scene, scene by scene in the order they connected, then the app
    /// delegate's `window` when it is in no scene (an app without scenes) (deprecated in UIKit; still widely used).
    ///
    /// - Complexity: O(s + w) for s scenes and w windows.
    open var windows: [UIWindow] {
        var result = connectedWindowScenes.flatMap(\.windows)
        if let window = delegate?.window ?? nil, window.windowScene == nil { result.append(window) }
        return result
    }

    /// The key window of the connected scenes (deprecated in UIKit: read a window scene's
    /// ``UIWindowScene/keyWindow``).
    ///
    /// - Complexity: O(s + w) for s scenes and w windows.
    open var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    /// The number of scene sessions made so far (numbers their persistent identifiers).
    var sessionCount = 0

    /// The connected window scenes in the order they connected.
    var connectedWindowScenes: [UIWindowScene] {
        connectedScenes.compactMap { $0 as? UIWindowScene }.sorted { $0.connectionOrder < $1.connectionOrder }
    }

    // MARK: - Opening URLs

    /// Asks the system to open `url`; headless it is recorded in ``openedURLs`` and succeeds when
    /// ``canOpenURL(_:)`` says the scheme can open. The completion handler runs after the call, with the result.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let success = canOpenURL(url)
        openedURLs.append(url)
        completion?(success)
    }

    /// Whether an app is installed that opens `url`: headless, whether its scheme is in ``openableURLSchemes``
    /// (compared without regard to case).
    open func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableURLSchemes.contains { $0.lowercased() == scheme }
    }

    /// The URLs passed to ``open(_:options:completionHandler:)``, in order. Beyond UIKit.
    public var openedURLs: [URL] = []

    /// The URL schemes ``canOpenURL(_:)`` accepts: "http", "https", "mailto", "tel", "sms" and "app-settings" (the
    /// system's apps) until set. Beyond UIKit.
    public var openableURLSchemes: Set<String> = UIApplication.systemURLSchemes

    /// The schemes the system's own apps open.
    static let systemURLSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "app-settings"]

    /// The URL string that opens the app's page in the Settings app.
    nonisolated public static let openSettingsURLString = "app-settings:"

    // MARK: - System services

    /// Whether the app keeps the screen from locking (stored; false by default).
    open var isIdleTimerDisabled = false

    /// The number on the app's icon (stored; 0 by default; deprecated in UIKit for the notification centre's).
    open var applicationIconBadgeNumber = 0

    /// The Home Screen quick actions the app sets at run time (shown after those its Info.plist declares). Pick one
    /// with ``simulateShortcut(_:)``.
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// Whether the app has registered for remote notifications.
    public private(set) var isRegisteredForRemoteNotifications = false

    /// Registers for remote notifications: recorded, and the delegate's
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` is told a fixed 32-byte token (bytes
    /// 0 to 31), as a device answers with its token.
    open func registerForRemoteNotifications() {
        isRegisteredForRemoteNotifications = true
        remoteNotificationRegistrationCount += 1
        delegate?.application(self, didRegisterForRemoteNotificationsWithDeviceToken: Data((0..<32).map { UInt8($0) }))
    }

    /// Unregisters from remote notifications.
    open func unregisterForRemoteNotifications() {
        isRegisteredForRemoteNotifications = false
    }

    /// How many times ``registerForRemoteNotifications()`` was called. Beyond UIKit.
    public private(set) var remoteNotificationRegistrationCount = 0

    /// The app's preferred text size (the default, large, headless).
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// The app's layout direction (left to right headless).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The interface orientations the app supports in `window`: the delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)` (every orientation but upside down on a phone, every
    /// one elsewhere, without a delegate).
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window)
            ?? (UIDevice.current.userInterfaceIdiom == .phone ? .allButUpsideDown : .all)
    }

    // MARK: - Background tasks

    /// Starts a task that may go on in the background; returns its identifier (never
    /// ``UIBackgroundTaskIdentifier/invalid``). The task is recorded in ``backgroundTasks`` until
    /// ``endBackgroundTask(_:)``; the expiration handler is never called headless.
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Starts a named task that may go on in the background (see ``beginBackgroundTask(expirationHandler:)``).
    open func beginBackgroundTask(withName taskName: String?,
                                  expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        lastBackgroundTask += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
        backgroundTasks[identifier] = taskName ?? ""
        return identifier
    }

    /// Ends a background task; an identifier not running (or ``UIBackgroundTaskIdentifier/invalid``) is ignored.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks[identifier] = nil
    }

    /// The background tasks begun and not ended, with their names ("" when unnamed). Beyond UIKit.
    public private(set) var backgroundTasks: [UIBackgroundTaskIdentifier: String] = [:]
    private var lastBackgroundTask = 0

    /// The time the app has left in the background: unlimited headless.
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}
