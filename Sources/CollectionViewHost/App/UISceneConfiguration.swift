import Foundation

/// What a scene is made of (UIKit's `UISceneConfiguration`): its name, role, and the classes of its scene
/// and its delegate. An app delegate returns one from `application(_:configurationForConnecting:options:)`.
///
/// Headless there is no Info.plist scene manifest and no Objective-C runtime to make a delegate from its class:
/// ``UIApplication/launchHeadless(delegate:launchOptions:connectionOptions:sceneDelegate:)`` is given the scene delegate (or a
/// function that makes it), and records its class here when the configuration names none.
@MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name ("Default Configuration" in Xcode's template).
    public let name: String?
    /// The role of the scenes made with it.
    public let role: UISceneSession.Role
    /// The class of the scene (``UIWindowScene`` when nil).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    /// Creates a configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
