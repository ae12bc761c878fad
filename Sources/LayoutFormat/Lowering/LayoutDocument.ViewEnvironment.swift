import CollectionGeometry
import LayoutCore

extension LayoutDocument {
    /// The view a document is laid out in, as values: what a headless `UICollectionView` would read from itself
    /// (its size, safe area, layout margins and layout direction), so a document can be lowered to the layout
    /// core without one.
    ///
    /// Beyond UIKit.
    public struct ViewEnvironment: Hashable, Sendable {
        /// The layout margins a view has unless told otherwise: 8 pt on every side (UIKit's `UIView` default).
        public static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

        /// The view's size (the collection view's bounds).
        public var size: CGSize
        /// The view's safe-area insets.
        public var safeAreaInsets: UIEdgeInsets
        /// The view's layout margins (``defaultLayoutMargins`` by default).
        public var layoutMargins: UIEdgeInsets
        /// Whether the view lays out right to left.
        public var isRightToLeft: Bool

        /// Creates a view environment.
        public init(size: CGSize, safeAreaInsets: UIEdgeInsets = .zero, layoutMargins: UIEdgeInsets = defaultLayoutMargins,
                    isRightToLeft: Bool = false) {
            self.size = size
            self.safeAreaInsets = safeAreaInsets
            self.layoutMargins = layoutMargins
            self.isRightToLeft = isRightToLeft
        }

        /// The view's insets for content insets references, its readable content guide derived from the margins.
        public var referenceInsets: ReferenceInsets {
            ReferenceInsets(safeArea: safeAreaInsets, layoutMargins: layoutMargins, viewWidth: size.width)
        }

        /// The layout margins by layout direction (what a view's `directionalLayoutMargins` reports).
        public var directionalLayoutMargins: NSDirectionalEdgeInsets {
            isRightToLeft
                ? NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.right, bottom: layoutMargins.bottom,
                                          trailing: layoutMargins.left)
                : NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                                          trailing: layoutMargins.right)
        }
    }
}
