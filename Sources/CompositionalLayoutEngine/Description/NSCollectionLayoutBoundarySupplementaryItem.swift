import CollectionGeometry
import LayoutCore

/// A header, footer or side item attached to an edge of a section or of the whole layout
/// (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the item enlarges its section (or the layout) instead of overlapping the content (default `true`).
    open var extendsBoundary: Bool = true
    /// Whether the item stays visible while any of its section (or layout) is visible (default `false`).
    open var pinToVisibleBounds: Bool = false
    /// The edge or corner of the section the item attaches to.
    public let alignment: NSRectAlignment
    /// An offset in points added after alignment.
    public let offset: CGPoint

    /// Creates a boundary item at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item at `alignment`, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    package func copyBoundary() -> NSCollectionLayoutBoundarySupplementaryItem {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: elementKind,
                                                               alignment: alignment, absoluteOffset: offset)
        copy.zIndex = zIndex
        copy.contentInsets = contentInsets
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copy
    }

    package override func copySupplementary() -> NSCollectionLayoutSupplementaryItem { copyBoundary() }

    package var boundarySpec: BoundarySpec {
        BoundarySpec(size: layoutSize.spec, elementKind: elementKind, alignment: alignment, offset: offset,
                     extendsBoundary: extendsBoundary, pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex,
                     contentInsets: contentInsets)
    }
}
