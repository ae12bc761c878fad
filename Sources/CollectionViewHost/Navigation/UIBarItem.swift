import CollectionGeometry

/// The base of items shown in bars (UIKit's `UIBarItem`): a title, an image, whether it is enabled, a tag.
@MainActor
open class UIBarItem {
    /// The title shown on the item.
    open var title: String?
    /// The image shown on the item.
    open var image: UIImage?
    /// The image shown in a compact-height (landscape phone) bar.
    open var landscapeImagePhone: UIImage?
    /// The image shown in the large-content viewer.
    open var largeContentSizeImage: UIImage?
    /// Whether the item responds to taps (default `true`).
    open var isEnabled = true
    /// An integer to identify the item.
    open var tag = 0

    /// Creates an item.
    public init() {}

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
