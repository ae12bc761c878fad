import CollectionGeometry

/// The value-type form of a size.
package struct SizeSpec: Hashable, Sendable {
    package var width: DimensionSpec
    package var height: DimensionSpec

    package init(width: DimensionSpec, height: DimensionSpec) {
        self.width = width
        self.height = height
    }
}
