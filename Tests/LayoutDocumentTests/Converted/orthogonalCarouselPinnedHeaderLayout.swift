import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func orthogonalCarouselPinnedHeaderLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)), subitems: [item0])
    let section = NSCollectionLayoutSection(group: group0)
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "header", alignment: .top)
    boundary0.pinToVisibleBounds = true
    boundary0.zIndex = 2
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// The layout.
@MainActor
func orthogonalCarouselPinnedHeaderLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 20
    configuration.contentInsetsReference = .automatic
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        orthogonalCarouselPinnedHeaderLayoutSection0(environment: environment)
    }, configuration: configuration)
}
