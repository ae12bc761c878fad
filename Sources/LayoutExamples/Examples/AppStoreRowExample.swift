import OpenCompositionalLayout

extension LayoutExample {
    /// the compositional-layout walkthrough's "测试" answer: three item heights stacked in a vertical group, scrolling sideways.
    public static let appStoreRow = LayoutExample(
        id: "app-store-row",
        title: "App Store row (three heights)",
        description: "A compositional-layout walkthrough's exercise answer: items of 110 × 45, 110 × 65 and 110 × 85 in a vertical group of "
            + "110 × 205 (45 + 65 + 85 + 2 × 5 spacing), interItemSpacing .fixed(5), group edgeSpacing trailing "
            + ".fixed(10), orthogonalScrollingBehavior .continuousGroupLeadingBoundary.",
        defaultViewSize: phoneViewSize,
        itemCounts: [12],
        makeLayout: { makeAppStoreRowLayout() })

    /// A compositional-layout walkthrough, as written there.
    @MainActor
    static func makeAppStoreRowLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout(section: appStoreRowSection())
        return layout
    }

    /// The section of the compositional-layout walkthrough's answer.
    @MainActor
    static func appStoreRowSection() -> NSCollectionLayoutSection {
        // 提供三種不同形狀的 item
        let layoutSize = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(45))
        let item = NSCollectionLayoutItem(layoutSize: layoutSize)
        let layoutSize2 = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(65))
        let item2 = NSCollectionLayoutItem(layoutSize: layoutSize2)
        let layoutSize3 = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(85))
        let item3 = NSCollectionLayoutItem(layoutSize: layoutSize3)

        // 給剛好大小的 group
        let groupLayoutSize = NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(205))    //45+65+85 = 195

        // 用 .vertical 指明我們的 group 是垂直排列的
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupLayoutSize, subitems: [item, item2, item3])

        // 這裡指的是垂直的間距了
        group.interItemSpacing = .fixed(5)     //2 *5 = 10

        group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(10), bottom: nil)

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        return section
    }
}
