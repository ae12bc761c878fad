import CollectionGeometry

/// A layout that tells the collection view which of its elements have an estimated size, and on which
/// axes, so that the view asks those elements for their preferred size as it realizes them (UIKit's
/// layouts tell their collection view the same thing privately). The compositional layout adopts it.
@MainActor
package protocol SelfSizingAxesReporting: AnyObject {
    /// The axes on which the element described by `attributes` is estimated (empty: its size is the
    /// layout's to decide, and the view is not asked).
    func selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> UIAxis
}
