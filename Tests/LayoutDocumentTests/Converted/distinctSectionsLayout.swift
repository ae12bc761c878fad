import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func distinctSectionsLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item0])
    let section = NSCollectionLayoutSection(group: group0)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    return section
}

/// Section 1 of the layout.
@MainActor
func distinctSectionsLayoutSection1(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item0])
    let section = NSCollectionLayoutSection(group: group0)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    return section
}

/// Section 2 of the layout.
@MainActor
func distinctSectionsLayoutSection2(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    item0.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitem: item0, count: 3)
    let section = NSCollectionLayoutSection(group: group0)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    return section
}

/// The layout.
@MainActor
func distinctSectionsLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 20
    configuration.contentInsetsReference = .safeArea
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0: distinctSectionsLayoutSection0(environment: environment)
        case 1: distinctSectionsLayoutSection1(environment: environment)
        default: distinctSectionsLayoutSection2(environment: environment)
        }
    }, configuration: configuration)
}
