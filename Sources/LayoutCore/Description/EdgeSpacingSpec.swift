import CollectionGeometry

/// Space around an item's layout box, as a value (what `NSCollectionLayoutEdgeSpacing` describes).
public struct EdgeSpacingSpec: Hashable, Sendable, Codable {
    /// Space before the leading edge, if any.
    public var leading: SpacingSpec?
    /// Space above the top edge, if any.
    public var top: SpacingSpec?
    /// Space after the trailing edge, if any.
    public var trailing: SpacingSpec?
    /// Space below the bottom edge, if any.
    public var bottom: SpacingSpec?

    /// Creates edge spacing; nil edges have none.
    public init(leading: SpacingSpec?, top: SpacingSpec?, trailing: SpacingSpec?, bottom: SpacingSpec?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No edge spacing.
    public static let none = EdgeSpacingSpec(leading: nil, top: nil, trailing: nil, bottom: nil)
}
