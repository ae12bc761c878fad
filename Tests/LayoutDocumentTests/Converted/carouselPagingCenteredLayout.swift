import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func carouselPagingCenteredLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), repeatingSubitem: item0, count: 4)
    group0.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: group0)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "header", alignment: .top)
    boundary0.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [boundary0]
    let decoration0 = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    section.decorationItems = [decoration0]
    return section
}

/// The layout.
@MainActor
func carouselPagingCenteredLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 8
    configuration.contentInsetsReference = .automatic
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        carouselPagingCenteredLayoutSection0(environment: environment)
    }, configuration: configuration)
}
