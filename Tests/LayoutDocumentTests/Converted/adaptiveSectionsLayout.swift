import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func adaptiveSectionsLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let section: NSCollectionLayoutSection
    let width = environment.container.effectiveContentSize.width
    if width >= 600 {
        let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitem: item0, count: 4)
        group0.interItemSpacing = .fixed(8)
        let chosen = NSCollectionLayoutSection(group: group0)
        chosen.interGroupSpacing = 8
        section = chosen
    } else {
        let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group1 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitem: item1, count: 2)
        group1.interItemSpacing = .fixed(8)
        let chosen = NSCollectionLayoutSection(group: group1)
        chosen.interGroupSpacing = 8
        section = chosen
    }
    return section
}

/// Section 1 of the layout.
@MainActor
func adaptiveSectionsLayoutSection1(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    var list0 = UICollectionLayoutListConfiguration(appearance: .plain)
    list0.headerMode = .supplementary
    let section = NSCollectionLayoutSection.list(using: list0, layoutEnvironment: environment)
    return section
}

/// The layout.
@MainActor
func adaptiveSectionsLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 0
    configuration.contentInsetsReference = .safeArea
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0: adaptiveSectionsLayoutSection0(environment: environment)
        default: adaptiveSectionsLayoutSection1(environment: environment)
        }
    }, configuration: configuration)
}
