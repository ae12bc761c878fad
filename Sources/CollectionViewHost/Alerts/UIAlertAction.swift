import CollectionGeometry

/// A button of an alert controller (UIKit's `UIAlertAction`): its title, style, whether it is enabled, and the
/// handler that runs after a tap dismisses the alert.
@MainActor
open class UIAlertAction {
    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style
    /// Whether the button may be tapped (default `true`); a disabled button is drawn grey and ignores taps.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controller?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// What runs after a tap has dismissed the alert.
    let handler: ((UIAlertAction) -> Void)?
    /// The alert controller the action was added to.
    weak var controller: UIAlertController?

    /// An action with a title, a style and a handler run when the user taps its button.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
