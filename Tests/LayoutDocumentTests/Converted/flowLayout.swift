import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func flowLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    // A flow section in a compositional layout is OpenCompositionalLayout's own: UIKit lays flow sections
    // out only in a UICollectionViewFlowLayout.
    var flow0 = UICollectionLayoutFlowConfiguration()
    flow0.itemSize = CGSize(width: 120, height: 120)
    flow0.minimumLineSpacing = 5
    flow0.minimumInteritemSpacing = 2
    flow0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    flow0.headerReferenceSize = CGSize(width: 0, height: 44)
    let section = NSCollectionLayoutSection.flow(using: flow0, layoutEnvironment: environment)
    return section
}

/// Section 1 of the layout.
@MainActor
func flowLayoutSection1(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    // A flow section in a compositional layout is OpenCompositionalLayout's own: UIKit lays flow sections
    // out only in a UICollectionViewFlowLayout.
    var flow0 = UICollectionLayoutFlowConfiguration()
    flow0.itemSizes = [
        CGSize(width: 90, height: 32),
        CGSize(width: 140, height: 32),
        CGSize(width: 70, height: 32),
        CGSize(width: 110, height: 32),
        CGSize(width: 160, height: 32),
    ]
    flow0.minimumLineSpacing = 8
    flow0.minimumInteritemSpacing = 8
    flow0.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
    flow0.headerReferenceSize = CGSize(width: 0, height: 44)
    let section = NSCollectionLayoutSection.flow(using: flow0, layoutEnvironment: environment)
    return section
}

/// The layout.
@MainActor
func flowLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 0
    configuration.contentInsetsReference = .none
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0: flowLayoutSection0(environment: environment)
        default: flowLayoutSection1(environment: environment)
        }
    }, configuration: configuration)
}
