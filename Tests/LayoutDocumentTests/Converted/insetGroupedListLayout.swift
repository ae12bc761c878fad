import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func insetGroupedListLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    var list0 = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list0.headerMode = .supplementary
    let section = NSCollectionLayoutSection.list(using: list0, layoutEnvironment: environment)
    return section
}

/// Section 1 of the layout.
@MainActor
func insetGroupedListLayoutSection1(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    var list0 = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list0.footerMode = .supplementary
    list0.showsSeparators = false
    let section = NSCollectionLayoutSection.list(using: list0, layoutEnvironment: environment)
    return section
}

/// The layout.
@MainActor
func insetGroupedListLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 0
    configuration.contentInsetsReference = .safeArea
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0: insetGroupedListLayoutSection0(environment: environment)
        default: insetGroupedListLayoutSection1(environment: environment)
        }
    }, configuration: configuration)
}
