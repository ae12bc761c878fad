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
        /// The layout margins set on the view (``defaultLayoutMargins`` by default); the view reports them measured
        /// from its safe area (see ``effectiveLayoutMargins``).
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

        /// The layout margins the view reports: ``layoutMargins`` measured from the safe area, as UIKit's
        /// `insetsLayoutMarginsFromSafeArea` (on by default) does — 8 pt margins under a 44-pt safe-area edge
        /// report 52.
        public var effectiveLayoutMargins: UIEdgeInsets {
            UIEdgeInsets(top: layoutMargins.top + safeAreaInsets.top, left: layoutMargins.left + safeAreaInsets.left,
                         bottom: layoutMargins.bottom + safeAreaInsets.bottom, right: layoutMargins.right + safeAreaInsets.right)
        }

        /// The view's insets for content insets references, its readable content guide derived from the margins.
        public var referenceInsets: ReferenceInsets {
            ReferenceInsets(safeArea: safeAreaInsets, layoutMargins: effectiveLayoutMargins, viewWidth: size.width)
        }

        /// The layout margins by layout direction (what a view's `directionalLayoutMargins` reports).
        public var directionalLayoutMargins: NSDirectionalEdgeInsets {
            let layoutMargins = effectiveLayoutMargins
            return isRightToLeft
                ? NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.right, bottom: layoutMargins.bottom,
                                          trailing: layoutMargins.left)
                : NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                                          trailing: layoutMargins.right)
        }
    }
}
