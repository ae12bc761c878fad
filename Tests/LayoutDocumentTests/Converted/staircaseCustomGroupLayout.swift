import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func staircaseCustomGroupLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let group0 = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150))) { _ in
        [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 120, height: 50)),
         NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 128, y: 50, width: 120, height: 50)),
         NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 256, y: 100, width: 120, height: 50), zIndex: 1)]
    }
    let section = NSCollectionLayoutSection(group: group0)
    section.interGroupSpacing = 8
    return section
}

/// The layout.
@MainActor
func staircaseCustomGroupLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 0
    configuration.contentInsetsReference = .safeArea
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        staircaseCustomGroupLayoutSection0(environment: environment)
    }, configuration: configuration)
}
