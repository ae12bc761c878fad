import CollectionGeometry

/// The value-type form of a spacing.
package struct SpacingSpec: Hashable, Sendable {
    package var value: CGFloat
    package var isFlexible: Bool

    package init(value: CGFloat, isFlexible: Bool) {
        self.value = value
        self.isFlexible = isFlexible
    }
}
