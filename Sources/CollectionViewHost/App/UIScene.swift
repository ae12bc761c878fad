import Foundation

/// One instance of the app's user interface (UIKit's `UIScene`): it has a session, a delegate that receives its
/// lifecycle, and an activation state. ``UIWindowScene`` is the kind that holds windows.
///
/// Its ``next`` responder is the app (``UIApplication/shared``).
@MainActor
open class UIScene: UIResponder {
    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate; the scene keeps it, as in UIKit.
    open var delegate: (any UISceneDelegate)?
    /// Whether the scene is on screen and receiving events.
    public internal(set) var activationState = ActivationState.unattached
    /// The scene's title (the app switcher shows it); empty until set.
    open var title: String! = ""
    /// The options the scene connected with.
    let connectionOptions: ConnectionOptions
    /// The order scenes connected in (for ``UIApplication/windows``).
    var connectionOrder = 0

    /// Creates a scene for `session`. The system makes scenes; headless,
    /// ``UIApplication/launchHeadless(delegate:launchOptions:connectionOptions:sceneDelegate:)`` does.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        self.connectionOptions = connectionOptions
        super.init()
        session.scene = self
    }

    /// The next responder: the app.
    open override var next: UIResponder? { UIApplication.shared }

    /// Where a scene is in its life.
    public enum ActivationState: Int, Hashable, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Posted when a scene is about to connect, after its delegate is set.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
