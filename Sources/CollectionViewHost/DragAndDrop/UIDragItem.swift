import Foundation

/// One piece of data in a drag (UIKit's `UIDragItem`): its item provider, and an object for drops inside the app.
@MainActor
open class UIDragItem: NSObject {
    /// The provider of the item's data.
    public let itemProvider: NSItemProvider
    /// An object that drops inside the app read directly (UIKit's `localObject`), such as the model value dragged.
    open var localObject: Any?

    /// An item whose data `itemProvider` gives.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
