import CollectionGeometry
import LayoutCore

/// The width and height dimensions of an element (UIKit's `NSCollectionLayoutSize`). Immutable.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: CustomStringConvertible {
    /// The width dimension.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height dimension.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }

    package var spec: SizeSpec { SizeSpec(width: widthDimension.spec, height: heightDimension.spec) }

    /// A textual form: `{width, height}`.
    public nonisolated var description: String {
        MainActor.assumeIsolated { "{\(widthDimension.spec), \(heightDimension.spec)}" }
    }
}
