import OpenCompositionalLayout

/// The view An Objective-C rewards page registers on its layout for the "background" decoration kind.
@MainActor
final class WyBackgroundReusableView: UICollectionReusableView {}

extension LayoutExample {
    /// The element kind of the Objective-C rewards page's layout header (its `kVEarnRewardV21ElementKindHeader`, value ours).
    public static let rewardsPageHeaderElementKind = "VEarnRewardV21ElementKindHeader"
    /// The element kind of the Objective-C rewards page's layout footer (its `kVEarnRewardV21ElementKindFooter`, value ours).
    public static let rewardsPageFooterElementKind = "VEarnRewardV21ElementKindFooter"

    /// the Objective-C rewards page's whole page: rank, three-column grid, horizontal pager and waterfall sections.
    public static let rewardsPage = LayoutExample(
        id: "rewards-page",
        title: "An Objective-C rewards page page (four section styles)",
        description: "An Objective-C rewards page's generateLayout, translated from Objective-C: a section provider returning the rank "
            + "section, the 3-column vertical section (0.33-wide items, count:3, spacing 10, group insets 16), the "
            + "horizontal GroupPaging section (98-wide groups, with a 40-pt section header and footer) and the "
            + "waterfall; a layout header and footer (zIndex -1) and interSectionSpacing 12. The tutorial picks the style "
            + "from the snapshot's section identifiers; here the section index stands in for them. The header and "
            + "footer heights (kVEarnRewardV21HeaderHeight/FooterHeight) are not given; 60 and 50 are ours.",
        defaultViewSize: phoneViewSize,
        itemCounts: [9, 6, 8, WaterfallItemModel.samples.count],
        makeLayout: { generateRewardsPageLayout() })

    /// the Objective-C rewards page's `generateLayout`.
    @MainActor
    static func generateRewardsPageLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            // 根据标识判断Section的样式类型，然后根据类型，初始化不同的Section样式；
            switch sectionIndex {
            case 0: return sectionForRankArray()
            case 1: return sectionForVertical()
            case 2: return sectionForHorizontal()
            case 3: return generateWaterfallSection(environment: layoutEnvironment, items: WaterfallItemModel.samples)
            default: return nil
            }
        }

        // 注册背景的样式
        layout.register(WyBackgroundReusableView.self, forDecorationViewOfKind: "background")

        layout.configuration = rewardsPageConfiguration(headerKind: rewardsPageHeaderElementKind,
                                                    footerKind: rewardsPageFooterElementKind)

        return layout
    }

    /// the Objective-C rewards page's section header and footer (its 4.1): 40 pt, full width, not pinned.
    @MainActor
    static func rewardsPageSectionHeaderAndFooter() -> [NSCollectionLayoutBoundarySupplementaryItem] {
        // 3.1 section header
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = false

        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = false
        return [header, footer]
    }

    /// the Objective-C rewards page's layout configuration (its 4.2): a layout header (60 pt) and footer (50 pt) at zIndex -1,
    /// not pinned, and interSectionSpacing 12.
    @MainActor
    static func rewardsPageConfiguration(headerKind: String, footerKind: String) -> UICollectionViewCompositionalLayoutConfiguration {
        // 初始化layout的Header
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = false
        header.zIndex = -1

        // 初始化layout的Footer
        let footerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50))
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: footerSize, elementKind: footerKind, alignment: .bottom)
        footer.pinToVisibleBounds = false
        footer.zIndex = -1

        let config = UICollectionViewCompositionalLayoutConfiguration()
        // Section与Section之间的间距
        config.interSectionSpacing = 12
        // layout整组的header与footer
        config.boundarySupplementaryItems = [header, footer]

        return config
    }

    /// the Objective-C rewards page's 3.2 vertical section.
    @MainActor
    static func sectionForVertical() -> NSCollectionLayoutSection {
        // 1. 创建单元格的布局项 (Item)
        let item = NSCollectionLayoutItem(layoutSize:
            NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.33),
                                   heightDimension: .estimated(100)))  // 设定单元格的高度为 100

        // 2. 创建水平Group，每行限制3个；
        let horizontalGroup = NSCollectionLayoutGroup.horizontal(layoutSize:
            NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                   heightDimension: .absolute(100)),
                                                                  subitem: item, count: 3)
        // cell间距
        horizontalGroup.interItemSpacing = .fixed(10)

        // group的inset
        horizontalGroup.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)

        // 3. 创建 Section
        let section = NSCollectionLayoutSection(group: horizontalGroup)
        section.interGroupSpacing = 10
        return section
    }

    /// the Objective-C rewards page's 3.3 horizontal section.
    @MainActor
    static func sectionForHorizontal() -> NSCollectionLayoutSection {
        // 1. 创建单元格的布局项 (Item)
        let item = NSCollectionLayoutItem(layoutSize:
            NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                   heightDimension: .estimated(100)))  // 设定单元格的高度为 100

        // 2. 创建水平滚动的 Group，每一行包含多个竖向排列的列
        let horizontalGroup = NSCollectionLayoutGroup.horizontal(layoutSize:
            NSCollectionLayoutSize(widthDimension: .absolute(98),
                                   heightDimension: .estimated(100)),
                                                                  subitem: item, count: 1)
        // 3. 创建 Section
        let section = NSCollectionLayoutSection(group: horizontalGroup)
        section.orthogonalScrollingBehavior = .groupPaging  // 使其支持水平滚动
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10

        section.boundarySupplementaryItems = rewardsPageSectionHeaderAndFooter()

        return section
    }
}
