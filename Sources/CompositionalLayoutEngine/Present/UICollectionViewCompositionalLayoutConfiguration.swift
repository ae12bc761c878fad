import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// Layout-wide settings: scroll direction, spacing between sections, global boundary items and the
/// content insets reference (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
///
/// A layout copies its configuration: changing this object after handing it over has no effect.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The layout's scroll direction (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections (not added after the last one).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Which of the view's insets the content follows (default `.safeArea`).
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    /// Creates a configuration with UIKit's defaults.
    public init() {}

    package func copyConfiguration() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.copyBoundary() }
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
