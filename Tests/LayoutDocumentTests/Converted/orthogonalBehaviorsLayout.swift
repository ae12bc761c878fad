import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func orthogonalBehaviorsLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    item1.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group0 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: item1, count: 2)
    let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)), subitems: [item0, group0])
    let section = NSCollectionLayoutSection(group: group1)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// Section 1 of the layout.
@MainActor
func orthogonalBehaviorsLayoutSection1(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    item1.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group0 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: item1, count: 2)
    let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)), subitems: [item0, group0])
    let section = NSCollectionLayoutSection(group: group1)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    section.orthogonalScrollingBehavior = .continuous
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// Section 2 of the layout.
@MainActor
func orthogonalBehaviorsLayoutSection2(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    item1.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group0 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: item1, count: 2)
    let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)), subitems: [item0, group0])
    let section = NSCollectionLayoutSection(group: group1)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// Section 3 of the layout.
@MainActor
func orthogonalBehaviorsLayoutSection3(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    item1.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group0 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: item1, count: 2)
    let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)), subitems: [item0, group0])
    let section = NSCollectionLayoutSection(group: group1)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    section.orthogonalScrollingBehavior = .paging
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// Section 4 of the layout.
@MainActor
func orthogonalBehaviorsLayoutSection4(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    item1.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group0 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: item1, count: 2)
    let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)), subitems: [item0, group0])
    let section = NSCollectionLayoutSection(group: group1)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    section.orthogonalScrollingBehavior = .groupPaging
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// Section 5 of the layout.
@MainActor
func orthogonalBehaviorsLayoutSection5(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    item1.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group0 = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: item1, count: 2)
    let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)), subitems: [item0, group0])
    let section = NSCollectionLayoutSection(group: group1)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let boundary0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [boundary0]
    return section
}

/// The layout.
@MainActor
func orthogonalBehaviorsLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 16
    configuration.contentInsetsReference = .safeArea
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0: orthogonalBehaviorsLayoutSection0(environment: environment)
        case 1: orthogonalBehaviorsLayoutSection1(environment: environment)
        case 2: orthogonalBehaviorsLayoutSection2(environment: environment)
        case 3: orthogonalBehaviorsLayoutSection3(environment: environment)
        case 4: orthogonalBehaviorsLayoutSection4(environment: environment)
        default: orthogonalBehaviorsLayoutSection5(environment: environment)
        }
    }, configuration: configuration)
}
