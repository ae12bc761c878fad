import Foundation

/// The record of a scene kept by the system (UIKit's `UISceneSession`): its role, configuration, a persistent
/// identifier and the app's own user info, which outlive a disconnected scene.
@MainActor
open class UISceneSession: NSObject {
    /// The role of a scene.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String

        /// Creates a role from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app's interactive window on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene's role.
    public let role: Role
    /// The scene's configuration (the one the app delegate returned when the scene connected).
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session, kept across launches ("UISceneSession-1" for the first session
    /// headless, so that tests and pictures do not vary).
    public let persistentIdentifier: String
    /// The scene, while connected.
    public internal(set) weak var scene: UIScene?
    /// The app's own state for the session.
    open var userInfo: [String: Any]?
    /// The activity the scene restores its state from.
    open var stateRestorationActivity: NSUserActivity?

    /// Sessions are made by the system (headless, by the app when a scene connects).
    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
