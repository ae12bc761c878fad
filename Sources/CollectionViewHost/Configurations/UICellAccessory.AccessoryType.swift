import CollectionGeometry

extension UICellAccessory {
    /// What an accessory is (UIKit's `UICellAccessory.AccessoryType`), read through
    /// ``UICellAccessory/accessoryType``: one case per system accessory, and the view of a custom one.
    ///
    /// Two custom-view types are equal when they hold the same view (identity, as `UIView`'s `isEqual`).
    public enum AccessoryType: Hashable, Sendable {
        /// A disclosure indicator (chevron).
        case disclosureIndicator
        /// A detail (info) button.
        case detail
        /// A checkmark.
        case checkmark
        /// A delete control.
        case delete
        /// An insert control.
        case insert
        /// A reorder grip.
        case reorder
        /// A multiple-selection circle.
        case multiselect
        /// An outline disclosure.
        case outlineDisclosure
        /// A pop-up menu (iOS 17).
        case popUpMenu
        /// A text label.
        case label
        /// A custom accessory and its view.
        case customView(UIView)

        /// Whether two types are the same: the same case, and for custom views the same view.
        public static func == (lhs: AccessoryType, rhs: AccessoryType) -> Bool {
            switch (lhs, rhs) {
            case (.customView(let left), .customView(let right)): ObjectIdentifier(left) == ObjectIdentifier(right)
            case (.customView, _), (_, .customView): false
            default: lhs.ordinal == rhs.ordinal
            }
        }

        /// Hashes the case (and a custom view's identity).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ordinal)
            if case .customView(let view) = self { hasher.combine(ObjectIdentifier(view)) }
        }

        private var ordinal: Int {
            switch self {
            case .disclosureIndicator: 0
            case .detail: 1
            case .checkmark: 2
            case .delete: 3
            case .insert: 4
            case .reorder: 5
            case .multiselect: 6
            case .outlineDisclosure: 7
            case .popUpMenu: 8
            case .label: 9
            case .customView: 10
            }
        }
    }
}
