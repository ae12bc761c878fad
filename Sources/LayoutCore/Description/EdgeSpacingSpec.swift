import CollectionGeometry

/// The value-type form of edge spacing.
package struct EdgeSpacingSpec: Hashable, Sendable {
    package var leading: SpacingSpec?
    package var top: SpacingSpec?
    package var trailing: SpacingSpec?
    package var bottom: SpacingSpec?

    package init(leading: SpacingSpec?, top: SpacingSpec?, trailing: SpacingSpec?, bottom: SpacingSpec?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    package static let none = EdgeSpacingSpec(leading: nil, top: nil, trailing: nil, bottom: nil)
}
