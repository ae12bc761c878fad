import Foundation

/// A Home Screen quick action (UIKit's `UIApplicationShortcutItem`): what the app shows when its icon is pressed
/// and tells its delegate when the user picks one. Headless, set them with ``UIApplication/shortcutItems`` and pick
/// one with ``UIApplication/simulateShortcut(_:)``.
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
    /// The app's identifier of the action, which it switches on when the action is picked.
    public internal(set) var type: String
    /// The title shown.
    public internal(set) var localizedTitle: String
    /// The subtitle shown under the title.
    public internal(set) var localizedSubtitle: String?
    /// The icon.
    public internal(set) var icon: UIApplicationShortcutIcon?
    /// Information the app keeps with the action.
    public internal(set) var userInfo: [String: any NSSecureCoding]?
    /// The identifier of the content the action opens, which chooses the scene that handles it.
    public internal(set) var targetContentIdentifier: Any?

    /// An action with every attribute.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// An action with a type and a title.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// A copy: the same kind of item with the same attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Swift.type(of: self) == UIMutableApplicationShortcutItem.self
            ? UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                               icon: icon, userInfo: userInfo)
            : UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                        icon: icon, userInfo: userInfo)
        copy.targetContentIdentifier = targetContentIdentifier
        return copy
    }

    /// A mutable copy, a ``UIMutableApplicationShortcutItem`` (`mutableCopy()` returns it as `Any`, as in UIKit).
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                                    icon: icon, userInfo: userInfo)
        copy.targetContentIdentifier = targetContentIdentifier
        return copy
    }
}

/// A quick action whose attributes can change (UIKit's `UIMutableApplicationShortcutItem`).
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app's identifier of the action.
    open override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    /// The title shown.
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    /// The subtitle shown under the title.
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    /// The icon.
    open override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
    /// Information the app keeps with the action.
    open override var userInfo: [String: any NSSecureCoding]? {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    /// The identifier of the content the action opens.
    open override var targetContentIdentifier: Any? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
}
