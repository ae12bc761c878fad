import CollectionGeometry

/// An element's width and height dimensions, as a value (what `NSCollectionLayoutSize` describes).
public struct SizeSpec: Hashable, Sendable, Codable {
    /// The width dimension.
    public var width: DimensionSpec
    /// The height dimension.
    public var height: DimensionSpec

    /// Creates a size from its two dimensions.
    public init(width: DimensionSpec, height: DimensionSpec) {
        self.width = width
        self.height = height
    }
}
