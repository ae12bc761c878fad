import CollectionGeometry

/// The geometry of a layout container (UIKit's `NSCollectionLayoutContainer`), as pure functions.
public enum ContainerMetrics {
    /// The container's insets as points: insets between 0 and 1 (exclusive) are fractions of the container's
    /// size on that axis (UIKit's `NSCollectionLayoutContainer.contentInsets` documentation).
    ///
    /// - Complexity: O(1).
    public static func effectiveInsets(of size: CGSize, insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        func resolve(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
            (value > 0 && value < 1) ? value * length : value
        }
        return NSDirectionalEdgeInsets(top: resolve(insets.top, size.height), leading: resolve(insets.leading, size.width),
                                       bottom: resolve(insets.bottom, size.height), trailing: resolve(insets.trailing, size.width))
    }

    /// The container's size less its effective insets, never negative (`effectiveContentSize`).
    ///
    /// - Complexity: O(1).
    public static func effectiveSize(of size: CGSize, insets: NSDirectionalEdgeInsets) -> CGSize {
        let resolved = effectiveInsets(of: size, insets: insets)
        return CGSize(width: max(0, size.width - resolved.leading - resolved.trailing),
                      height: max(0, size.height - resolved.top - resolved.bottom))
    }
}
