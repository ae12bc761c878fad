import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func sidebarListLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    var list0 = UICollectionLayoutListConfiguration(appearance: .sidebar)
    list0.headerMode = .supplementary
    let section = NSCollectionLayoutSection.list(using: list0, layoutEnvironment: environment)
    return section
}

/// The layout.
@MainActor
func sidebarListLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 0
    configuration.contentInsetsReference = .safeArea
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        sidebarListLayoutSection0(environment: environment)
    }, configuration: configuration)
}
