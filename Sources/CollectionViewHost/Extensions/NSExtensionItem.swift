import Foundation

/// An item an app extension receives or returns (Foundation's `NSExtensionItem`, which iOS apps use through
/// `import UIKit`): a title, the content text, attachments and extra information.
open class NSExtensionItem: NSObject, NSCopying {
    /// The item's title.
    open var attributedTitle: NSAttributedString?
    /// The item's text content.
    open var attributedContentText: NSAttributedString?
    /// The item's attachments (images, files, URLs), read through their item providers.
    open var attachments: [NSItemProvider]?
    /// Extra information about the item.
    open var userInfo: [AnyHashable: Any]?

    /// An empty item.
    public override init() {
        super.init()
    }

    /// A copy with the same title, text, attachments and information.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSExtensionItem()
        copy.attributedTitle = attributedTitle
        copy.attributedContentText = attributedContentText
        copy.attachments = attachments
        copy.userInfo = userInfo
        return copy
    }
}
