extension UIContentUnavailableConfiguration {
    /// What a content-unavailable button does (UIKit's `UIContentUnavailableConfiguration.ButtonProperties`): its
    /// primary action, its menu, whether it is enabled and its role. Two values are equal when they hold the same
    /// action and menu objects.
    public struct ButtonProperties: Hashable {
        /// The action a tap performs.
        public var primaryAction: UIAction?
        /// The menu a tap shows when there is no primary action.
        public var menu: UIMenu?
        /// Whether the button is enabled (default `true`).
        public var isEnabled = true
        /// The button's role (default `.normal`).
        public var role: UIButton.Role = .normal

        /// Properties with no action or menu, enabled, of the normal role.
        public init() {}

        /// Whether both hold the same action and menu objects, enabled state and role.
        public static func == (lhs: ButtonProperties, rhs: ButtonProperties) -> Bool {
            lhs.primaryAction === rhs.primaryAction && lhs.menu === rhs.menu && lhs.isEnabled == rhs.isEnabled
                && lhs.role == rhs.role
        }

        /// Hashes the action's and menu's identities, the enabled state and the role.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(primaryAction.map(ObjectIdentifier.init))
            hasher.combine(menu.map(ObjectIdentifier.init))
            hasher.combine(isEnabled)
            hasher.combine(role)
        }
    }
}
