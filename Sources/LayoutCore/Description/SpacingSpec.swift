import CollectionGeometry

/// Space between or around elements, as a value (what `NSCollectionLayoutSpacing` describes).
public struct SpacingSpec: Hashable, Sendable, Codable {
    /// The spacing in points: exact when fixed, the minimum when flexible.
    public var value: CGFloat
    /// Whether the spacing grows to share the room left over.
    public var isFlexible: Bool

    /// Creates a spacing.
    public init(value: CGFloat, isFlexible: Bool) {
        self.value = value
        self.isFlexible = isFlexible
    }
}
