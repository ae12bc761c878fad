import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func pinnedHeadersLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item0])
    let section = NSCollectionLayoutSection(group: group0)
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "header", alignment: .top)
    boundary0.pinToVisibleBounds = true
    boundary0.zIndex = 2
    let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: "footer", alignment: .bottom)
    section.boundarySupplementaryItems = [boundary0, boundary1]
    return section
}

/// Section 1 of the layout.
@MainActor
func pinnedHeadersLayoutSection1(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item0])
    let section = NSCollectionLayoutSection(group: group0)
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "header", alignment: .top)
    boundary0.pinToVisibleBounds = true
    boundary0.zIndex = 2
    let boundary1 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: "footer", alignment: .bottom)
    section.boundarySupplementaryItems = [boundary0, boundary1]
    return section
}

/// The layout.
@MainActor
func pinnedHeadersLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 0
    configuration.contentInsetsReference = .safeArea
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0: pinnedHeadersLayoutSection0(environment: environment)
        default: pinnedHeadersLayoutSection1(environment: environment)
        }
    }, configuration: configuration)
}
