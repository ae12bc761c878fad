import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func settingsLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    var list0 = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list0.headerMode = .supplementary
    let section = NSCollectionLayoutSection.list(using: list0, layoutEnvironment: environment)
    return section
}

/// The layout.
@MainActor
func settingsLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 0
    configuration.contentInsetsReference = .automatic
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        settingsLayoutSection0(environment: environment)
    }, configuration: configuration)
}
