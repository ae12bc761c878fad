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
    /// How far the image is moved in from its place (stored).
    open var imageInsets = UIEdgeInsets.zero
    /// The title attributes set for each state (see ``setTitleTextAttributes(_:for:)``).
    private var titleAttributesByState: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the title in `state` (font, foreground colour…; nil removes them). Tab bar pictures draw
    /// a tab item's `.font` and `.foregroundColor` for `.normal` and `.selected` (a state without its own takes the
    /// normal one's) where the bar's appearance sets none.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state] = attributes
    }

    /// The attributes set for `state` with ``setTitleTextAttributes(_:for:)`` (nil when none were).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state]
    }

    /// Creates an item, with the values set on its class's appearance proxy (see ``UIAppearance``).
    public init() {
        AppearanceProxyRegistry.instanceWasMade(self)
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
