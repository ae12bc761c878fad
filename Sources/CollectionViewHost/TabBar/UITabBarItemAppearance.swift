import CollectionGeometry

/// The look of tab bar items in each state, for one layout (UIKit's `UITabBarItemAppearance`): a
/// ``UITabBarAppearance`` has one for the stacked layout (image over title: iPhone in portrait), one for the inline
/// layout (image beside title: iPad) and one for the compact inline layout (iPhone in landscape).
@MainActor
open class UITabBarItemAppearance {
    /// The layouts an item appearance is for.
    public enum Style: Int, Hashable, Sendable {
        /// Image over title.
        case stacked = 0
        /// Image beside title.
        case inline = 1
        /// Image beside title, in a compact-height bar.
        case compactInline = 2
    }

    /// The look of items that are neither selected nor disabled.
    public let normal: UITabBarItemStateAppearance
    /// The look of the selected item.
    public let selected: UITabBarItemStateAppearance
    /// The look of a disabled item.
    public let disabled: UITabBarItemStateAppearance
    /// The look of a focused item (stored).
    public let focused: UITabBarItemStateAppearance

    /// An item appearance for the stacked layout with the system's values.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// An item appearance for `style` with the system's values.
    public init(style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy of `other`, its states copied.
    private init(copying other: UITabBarItemAppearance) {
        normal = UITabBarItemStateAppearance(copying: other.normal)
        selected = UITabBarItemStateAppearance(copying: other.selected)
        disabled = UITabBarItemStateAppearance(copying: other.disabled)
        focused = UITabBarItemStateAppearance(copying: other.focused)
    }

    /// Resets every state to the system's values for `style`.
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] {
            state.iconColor = nil
            state.titleTextAttributes = [:]
            state.badgeBackgroundColor = nil
            state.badgeTextAttributes = [:]
        }
    }

    /// A copy of the item appearance.
    open func copy() -> UITabBarItemAppearance {
        UITabBarItemAppearance(copying: self)
    }
}
