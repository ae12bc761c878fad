import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// The compositional layout tells its collection view where its orthogonal sections scroll: their regions,
/// paging geometry (from each section's groups) and `orthogonalScrollingProperties`. See
/// `UICollectionView+OrthogonalScrolling.swift` for the scrolling itself.
extension CoreSolvedCollectionViewLayout: OrthogonalScrollingLayout {
    /// - Complexity: O(1) (O(g) for self-sized groups).
    package func orthogonalScrollRegion(forSection section: Int) -> OrthogonalScrollRegion? {
        prepareIfNeeded()
        var physics = OrthogonalScrollingPhysics.automatic
        if let sections = lastInput?.sections, section >= 0, section < sections.count, let spec = sections[section] {
            physics = spec.orthogonalScrollingPhysics
        }
        return result.orthogonalScrollRegion(forSection: section, physics: physics)
    }

    /// - Complexity: O(log s + k), s sections, k sections `rect` reaches.
    package func orthogonalSections(meeting rect: CGRect) -> [Int] {
        prepareIfNeeded()
        return result.orthogonalSections(meeting: rect)
    }

    /// - Complexity: O(boundary items of the section).
    package func scrollsOrthogonally(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let category: LayoutElement.Category
        switch attributes.representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView
        case .decorationView: category = .decorationView
        }
        return result.scrollsOrthogonally(category: category, elementKind: attributes.representedElementKind,
                                          indexPath: attributes.indexPath)
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// The properties as the scrolling arithmetic takes them (nil for automatic).
    package var physics: OrthogonalScrollingPhysics {
        let rate = decelerationRate.rawValue
        let bounces: Bool? = switch bounce {
        case .automatic: nil
        case .always: true
        case .never: false
        }
        // `.automatic` is 0; other rates are the fraction of velocity kept per millisecond.
        return OrthogonalScrollingPhysics(decelerationRate: rate > 0 && rate < 1 ? rate : nil, bounces: bounces)
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// Whether the orthogonal scroll view bounces past its ends: UIKit's Swift name for ``BounceMode``.
    public typealias Bounce = BounceMode
}
