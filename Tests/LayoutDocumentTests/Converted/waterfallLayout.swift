import OpenCompositionalLayout

/// Section 0 of the layout.
@MainActor
func waterfallLayoutSection0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    // A waterfall is OpenCompositionalLayout's own: UIKit has no waterfall layout.
    var waterfall0 = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
    waterfall0.interItemSpacing = 8
    waterfall0.interColumnSpacing = 8
    waterfall0.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    let itemHeights0: [CGFloat] = [120, 180, 140, 220, 160, 100]
    waterfall0.itemHeightProvider = { indexPath, _ in .absolute(itemHeights0[indexPath.item % itemHeights0.count]) }
    let fullSpanItems0: Set<Int> = [0]
    waterfall0.fullSpanItemProvider = { indexPath in fullSpanItems0.contains(indexPath.item) }
    let section = NSCollectionLayoutSection.waterfall(using: waterfall0, layoutEnvironment: environment)
    return section
}

/// The layout.
@MainActor
func waterfallLayout() -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 0
    configuration.contentInsetsReference = .safeArea
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        waterfallLayoutSection0(environment: environment)
    }, configuration: configuration)
}
