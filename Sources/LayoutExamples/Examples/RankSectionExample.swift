import OpenCompositionalLayout

extension LayoutExample {
    /// the Objective-C rewards page's rank section: columns of three 213 × 100 cards, paging sideways by column.
    public static let rankSection = LayoutExample(
        id: "rank-section",
        title: "Rank section (columns of three)",
        description: "An Objective-C rewards page's sectionForRankArray, translated from Objective-C: 213 × 100 items in "
            + "verticalGroupWithLayoutSize:subitem:count:3 groups of 213 × 307 (3 × 100 + 2 × 3.5), "
            + "interItemSpacing fixedSpacing:3.5, orthogonalScrollingBehavior GroupPaging, section insets "
            + "(0, 16, 0, 16), interGroupSpacing 10.",
        defaultViewSize: phoneViewSize,
        itemCounts: [10],
        makeLayout: { UICollectionViewCompositionalLayout(section: sectionForRankArray()) })

    /// the Objective-C rewards page's Objective-C, one statement per statement.
    @MainActor
    static func sectionForRankArray() -> NSCollectionLayoutSection {
        // 1. 创建单元格的布局项 (Item)
        let item = NSCollectionLayoutItem(layoutSize:
            NSCollectionLayoutSize(widthDimension: .absolute(213),
                                   heightDimension: .absolute(100)))  // 设定单元格的高度为 100

        // 2. 创建竖向排列的 Group，每列最多 3 行
        let verticalGroup = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(213),
                                                                                                heightDimension: .absolute(307)),
                                                             subitem: item, count: 3)
        // 上下cell间距
        verticalGroup.interItemSpacing = .fixed(3.5)

        // 3. 创建 Section
        let section = NSCollectionLayoutSection(group: verticalGroup)
        section.orthogonalScrollingBehavior = .groupPaging  // 按Group分页
        // Section内部inset
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        // Group与Group之间的间距
        section.interGroupSpacing = 10
        return section
    }
}
