import CollectionGeometry
import LayoutCore

/// One item of a custom group: a frame relative to the group's origin and a z-index
/// (UIKit's `NSCollectionLayoutGroupCustomItem`).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame, relative to the group's origin.
    public let frame: CGRect
    /// The item's stacking order (default 0).
    public let zIndex: Int

    /// Creates a custom item with a frame and z-index 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// Creates a custom item with a frame and a z-index.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
