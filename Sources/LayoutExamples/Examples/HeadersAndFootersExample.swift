import OpenCompositionalLayout

extension LayoutExample {
    /// The element kind of the layout-wide header (the compositional-layout walkthrough's `ElementKind.layoutHeader`).
    public static let layoutHeaderElementKind = "layout-header-element-kind"
    /// The element kind of the layout-wide footer (the compositional-layout walkthrough's `ElementKind.layoutFooter`).
    public static let layoutFooterElementKind = "layout-footer-element-kind"

    /// Section headers and footers plus the Objective-C rewards page's layout-wide header and footer.
    public static let headersAndFooters = LayoutExample(
        id: "headers-footers",
        title: "Headers and footers",
        description: "An Objective-C rewards page: each section has a 40-pt UICollectionElementKindSectionHeader (.top) and footer "
            + "(.bottom), pinToVisibleBounds NO, on a list of 44-pt rows (section insets (0, 10, 0, 10), spacing 5); "
            + "the configuration adds a layout header and footer (zIndex -1, not pinned) and interSectionSpacing 12. "
            + "The tutorial's kVEarnRewardV21HeaderHeight/FooterHeight constants are not given; 60 and 50 are ours, and "
            + "the layout kinds are the compositional-layout walkthrough's ElementKind strings.",
        defaultViewSize: phoneViewSize,
        itemCounts: [3, 4],
        makeLayout: { generateHeaderFooterLayout() })

    /// An Objective-C rewards page's generateLayout's configuration, translated from Objective-C, around a plain list section.
    @MainActor
    static func generateHeaderFooterLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.interGroupSpacing = 5

        section.boundarySupplementaryItems = rewardsPageSectionHeaderAndFooter()

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.configuration = rewardsPageConfiguration(headerKind: layoutHeaderElementKind, footerKind: layoutFooterElementKind)
        return layout
    }
}
