import CollectionGeometry
import LayoutCore

/// Space around an item's layout box, applied before its content insets; neighbours move, the box keeps
/// its size (UIKit's `NSCollectionLayoutEdgeSpacing`).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Space before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; `nil` on an edge means no space there.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    package var spec: EdgeSpacingSpec {
        EdgeSpacingSpec(leading: leading?.spec, top: top?.spec, trailing: trailing?.spec, bottom: bottom?.spec)
    }
}
