import CollectionGeometry
import Foundation

/// The look of one style of bar button item in each state (UIKit's `UIBarButtonItemAppearance`): navigation bar
/// appearances have one for plain buttons, one for done buttons and one for the back button; toolbar appearances
/// one for plain and one for done buttons. Headless, the values are stored.
@MainActor
open class UIBarButtonItemAppearance {
    /// The look of enabled items that are not pressed.
    public let normal: UIBarButtonItemStateAppearance
    /// The look of a pressed item.
    public let highlighted: UIBarButtonItemStateAppearance
    /// The look of a disabled item.
    public let disabled: UIBarButtonItemStateAppearance
    /// The look of a focused item.
    public let focused: UIBarButtonItemStateAppearance

    /// An appearance for plain items with the system's values.
    public convenience init() {
        self.init(style: .plain)
    }

    /// An appearance for items of `style` with the system's values.
    public init(style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy of `other`, its states copied.
    private init(copying other: UIBarButtonItemAppearance) {
        normal = UIBarButtonItemStateAppearance(copying: other.normal)
        highlighted = UIBarButtonItemStateAppearance(copying: other.highlighted)
        disabled = UIBarButtonItemStateAppearance(copying: other.disabled)
        focused = UIBarButtonItemStateAppearance(copying: other.focused)
    }

    /// Resets every state to the system's values for `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }

    /// A copy of the appearance.
    open func copy() -> UIBarButtonItemAppearance {
        UIBarButtonItemAppearance(copying: self)
    }
}
