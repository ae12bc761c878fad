import CollectionGeometry

/// A group's arrangement and children, as a value.
public struct GroupSpec: Sendable, Hashable, Codable {
    /// How the group arranges its subitems.
    public enum Kind: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Side by side along the horizontal axis.
        case horizontal(GroupRepetition)
        /// Stacked along the vertical axis.
        case vertical(GroupRepetition)
        /// A custom group; the number identifies its item provider for this layout pass.
        case custom(Int)

        /// `horizontal(…)`, `vertical(…)` or `custom`.
        public var description: String {
            switch self {
            case .horizontal(let r): "horizontal(\(r))"
            case .vertical(let r): "vertical(\(r))"
            case .custom: "custom"
            }
        }
    }

    /// How the subitems are arranged.
    public var kind: Kind
    /// The items and groups the group holds.
    public var subitems: [ItemSpec]
    /// The space between subitems, if any.
    public var interItemSpacing: SpacingSpec?

    /// Creates a group.
    public init(kind: Kind, subitems: [ItemSpec], interItemSpacing: SpacingSpec?) {
        self.kind = kind
        self.subitems = subitems
        self.interItemSpacing = interItemSpacing
    }
}
