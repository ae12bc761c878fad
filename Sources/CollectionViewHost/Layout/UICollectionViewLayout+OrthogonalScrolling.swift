import CollectionGeometry
import LayoutCore

/// What a layout whose sections scroll orthogonally tells its collection view (an implementation detail
/// beyond UIKit): the compositional layout conforms. Layouts that do not conform have no orthogonal sections.
@MainActor
package protocol OrthogonalScrollingLayout: AnyObject {
    /// The scrolling region of `section`, or nil when the section does not scroll orthogonally.
    func orthogonalScrollRegion(forSection section: Int) -> OrthogonalScrollRegion?
    /// The orthogonal sections whose region meets `rect` on the layout's main axis, in order.
    func orthogonalSections(meeting rect: CGRect) -> [Int]
    /// Whether the element `attributes` describes moves with its section's orthogonal offset (cells and
    /// their badges do; boundary items and backgrounds do not).
    func scrollsOrthogonally(_ attributes: UICollectionViewLayoutAttributes) -> Bool
}

extension UICollectionViewLayout {
    /// The layout's orthogonal scrolling, or nil when its sections never scroll orthogonally (the base
    /// class and custom layouts).
    package var orthogonalScrolling: (any OrthogonalScrollingLayout)? {
        capabilities.orthogonalScrolling
    }
}
