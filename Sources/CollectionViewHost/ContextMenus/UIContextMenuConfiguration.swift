import Foundation

/// Makes a context menu from the actions the system suggests (UIKit's `UIContextMenuActionProvider`).
/// Headless, nothing is suggested: the array is empty.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller previewed above a context menu (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): an action provider for the menu and a
/// preview provider. A collection view asks its delegate for one on a long press
/// (``UICollectionView/simulateLongPress(at:)`` headless).
@MainActor
open class UIContextMenuConfiguration {
    /// How a menu orders its elements (UIKit's `UIContextMenuConfiguration.ElementOrder`, iOS 16), with
    /// UIKit's raw values.
    public enum ElementOrder: Int, Hashable, Sendable {
        /// The system's choice.
        case automatic = 0
        /// The first element nearest the touch.
        case priority = 1
        /// The elements in their order.
        case fixed = 2
    }

    /// The configuration's identifier: the one given, or a unique string made for it.
    public let identifier: any NSCopying
    /// The identifiers of the other items the menu acts on (iOS 16).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// The number shown on a multi-item preview (iOS 16; stored).
    open var badgeCount = 0
    /// How the menu orders its elements (iOS 16; stored).
    open var preferredMenuElementOrder = ElementOrder.automatic
    /// Makes the preview's view controller.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration with an identifier (a unique one when `nil`), a preview provider and an action
    /// provider. `identifier` is `NSCopying`, as in UIKit; on Linux a Swift string does not bridge to it
    /// implicitly, so pass `NSString(string: "…")`.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the action provider makes with no suggested actions, or nil without a provider.
    func makeMenu() -> UIMenu? {
        actionProvider?([])
    }
}
