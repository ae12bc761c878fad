import CollectionGeometry

/// A laid-out element other than a cell: a boundary item or a decoration, with its frame.
package struct PlacedElement: Sendable {
    package var category: LayoutElement.Category
    package var elementKind: String
    package var indexPath: IndexPath
    package var frame: CGRect
    package var zIndex: Int
    package var pin: PinRule?
}

/// How a pinned boundary item moves with the scroll offset: it stays at the visible edge while its host is
/// visible, and never passes its host's end (footer included) less its own length.
package struct PinRule: Sendable {
    package enum Edge: Sendable { case start, end }
    package var edge: Edge
    /// The host's extent on the main axis (the section's, or the whole content's for global items).
    package var hostMainStart: CGFloat
    package var hostMainEnd: CGFloat
    /// For a pinned footer: the height of the pinned headers it must not cover.
    package var reservedAtStart: CGFloat
}

extension PlacedElement {
    /// The element moved by `distance` along `axis`, with its pinning host.
    package func shifted(by distance: CGFloat, along axis: Axis) -> PlacedElement {
        var copy = self
        copy.frame = axis == .horizontal ? frame.offsetBy(dx: distance, dy: 0) : frame.offsetBy(dx: 0, dy: distance)
        copy.pin?.hostMainStart += distance
        copy.pin?.hostMainEnd += distance
        return copy
    }
}
