import CollectionGeometry

extension UICollectionView {
    /// Where an item ends up when scrolled to (UIKit's `UICollectionView.ScrollPosition`). Combine at most
    /// one vertical and one horizontal position; see `scrollToItem(at:at:animated:)`.
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
