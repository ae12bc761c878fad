/// A token in a search field (UIKit's `UISearchToken`): an icon and a text standing for a filter, with an
/// object of the app's; stored by ``UISearchTextField``.
@MainActor
open class UISearchToken {
    /// The token's icon.
    public let icon: UIImage?
    /// The token's text.
    public let text: String
    /// An object the app attaches to the token.
    open var representedObject: Any?

    /// A token with an icon and a text.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
    }
}
