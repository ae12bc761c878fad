import CollectionGeometry

extension UICollectionView {
    /// Where an item ends up when scrolled to (UIKit's `UICollectionView.ScrollPosition`). Combine at most
    /// one vertical and one horizontal position.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates a position from option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Leave the offset alone.
        public static let none: ScrollPosition = []
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}

/// Moving the visible rect.
extension UICollectionView {
    /// Sets the content offset. Headless there is no animation; the change takes effect at once and the
    /// next `layoutIfNeeded()` realizes the newly visible elements.
    ///
    /// - Complexity: O(1) (plus the layout's `shouldInvalidateLayout(forBoundsChange:)`).
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls so the item at `indexPath` sits at `scrollPosition` within the area inside
    /// `adjustedContentInset`. The offset is clamped to the scrollable range (content size plus insets), as
    /// a scroll view clamps; an index path the view does not hold is ignored. Call `layoutIfNeeded()`
    /// afterwards to realize the cells.
    ///
    /// - Complexity: one item-attributes query.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let attributes = layoutAttributesForItem(at: indexPath) else { return }
        let frame = attributes.frame
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - visibleHeight / 2 - inset.top
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - visibleHeight - inset.top
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - visibleWidth / 2 - inset.left
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - visibleWidth - inset.left
        }
        let size = contentSize
        let maxX = max(-inset.left, size.width + inset.right - bounds.width)
        let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        contentOffset = offset
    }
}
