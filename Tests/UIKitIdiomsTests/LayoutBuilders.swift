#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

// Idioms from Apple's compositional layout documentation and sample code, written as apps write them in the Swift 5
// language mode: layout builders are free functions without isolation that read the layout environment, as UIKit's
// `@preconcurrency` annotations allow.

/// A grid whose column count follows the container's width: the adaptive-columns idiom.
func adaptiveGridSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let width = environment.container.effectiveContentSize.width
    let columns = width > 800 ? 4 : width > 500 ? 3 : 2
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                          heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

/// A horizontally scrolling row of cards with a header: the "orthogonal section" idiom.
func carouselSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return section
}

/// A layout that picks a section per index, the section-provider idiom.
func makeHomeLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        sectionIndex == 0 ? carouselSection() : adaptiveGridSection(environment: environment)
    }, configuration: configuration)
}
