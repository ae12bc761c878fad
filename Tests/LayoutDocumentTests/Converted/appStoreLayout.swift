import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func appStoreLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(260)), subitems: [item0])
    let section = NSCollectionLayoutSection(group: group0)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 0)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return section
}

/// Section 1 of the layout.
@MainActor
func appStoreLayoutSection1(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)))
    let group0 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.88), heightDimension: .absolute(216)), repeatingSubitem: item0, count: 3)
    group0.interItemSpacing = .fixed(12)
    let section = NSCollectionLayoutSection(group: group0)
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// Section 2 of the layout.
@MainActor
func appStoreLayoutSection2(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)), subitems: [item0])
    let section = NSCollectionLayoutSection(group: group0)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 16, trailing: 12)
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// The layout.
@MainActor
func appStoreLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 24
    configuration.contentInsetsReference = .automatic
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0: appStoreLayoutSection0(environment: environment)
        case 1: appStoreLayoutSection1(environment: environment)
        default: appStoreLayoutSection2(environment: environment)
        }
    }, configuration: configuration)
}
