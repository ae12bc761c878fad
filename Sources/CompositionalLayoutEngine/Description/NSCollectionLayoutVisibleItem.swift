import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// An object with a centre, bounds and transform that a dynamic animator can move (UIKit's `UIDynamicItem`).
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre.
    var center: CGPoint { get set }
    /// The item's bounds.
    var bounds: CGRect { get }
    /// The item's transform.
    var transform: CGAffineTransform { get set }
}

/// A visible element handed to a section's `visibleItemsInvalidationHandler`; the handler may change
/// `alpha`, `zIndex`, `isHidden`, `center`, `transform` and `transform3D` (UIKit's `NSCollectionLayoutVisibleItem`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    /// The element's transparency.
    var alpha: CGFloat { get set }
    /// The element's stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The element's 3-D transform.
    var transform3D: CATransform3D { get set }
    /// A name for the element (its kind or "cell").
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame.
    var frame: CGRect { get }
    /// Whether the element is a cell, supplementary or decoration.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element kind of a supplementary or decoration.
    var representedElementKind: String? { get }
}

/// The concrete visible item: a live view onto one set of layout attributes.
@MainActor
package final class LayoutVisibleItem: NSCollectionLayoutVisibleItem {
    package let attributes: UICollectionViewLayoutAttributes

    package init(attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    package var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    package var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    package var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    package var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    package var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    package var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    package var name: String { attributes.representedElementKind ?? "cell" }
    package var indexPath: IndexPath { attributes.indexPath }
    package var frame: CGRect { attributes.frame }
    package var bounds: CGRect { attributes.bounds }
    package var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    package var representedElementKind: String? { attributes.representedElementKind }
}
