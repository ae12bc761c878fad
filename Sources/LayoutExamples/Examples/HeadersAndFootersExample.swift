import OpenCompositionalLayout

extension LayoutExample {
    /// The element kind of the layout-wide header (seed 001's `ElementKind.layoutHeader`).
    public static let layoutHeaderElementKind = "layout-header-element-kind"
    /// The element kind of the layout-wide footer (seed 001's `ElementKind.layoutFooter`).
    public static let layoutFooterElementKind = "layout-footer-element-kind"

    /// Section headers and footers plus seed 000's layout-wide header and footer.
    public static let headersAndFooters = LayoutExample(
        id: "headers-footers",
        title: "Headers and footers",
        description: "Seed 000: each section has a 40-pt UICollectionElementKindSectionHeader (.top) and footer "
            + "(.bottom), pinToVisibleBounds NO, on a list of 44-pt rows (section insets (0, 10, 0, 10), spacing 5); "
            + "the configuration adds a layout header and footer (zIndex -1, not pinned) and interSectionSpacing 12. "
            + "The seed's kVEarnRewardV21HeaderHeight/FooterHeight constants are not given; 60 and 50 are ours, and "
            + "the layout kinds are seed 001's ElementKind strings.",
        defaultViewSize: phoneViewSize,
        itemCounts: [3, 4],
        makeLayout: { generateHeaderFooterLayout() })

    /// Seed 000 generateLayout's configuration, translated from Objective-C, around a plain list section.
    @MainActor
    static func generateHeaderFooterLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.interGroupSpacing = 5

        section.boundarySupplementaryItems = seed000SectionHeaderAndFooter()

        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.configuration = seed000Configuration(headerKind: layoutHeaderElementKind, footerKind: layoutFooterElementKind)
        return layout
    }
}
