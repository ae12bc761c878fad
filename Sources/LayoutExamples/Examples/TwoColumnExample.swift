import OpenCompositionalLayout

extension LayoutExample {
    /// the compositional-layout walkthrough's two-column layout: `count: 2`, spacing 10, group and section insets.
    public static let twoColumn = LayoutExample(
        id: "two-column",
        title: "Two columns with insets",
        description: "A compositional-layout walkthrough: horizontal(layoutSize:subitem:count: 2) in a fractionalWidth(1) × absolute(44) group, "
            + "interItemSpacing .fixed(10), group insets (0, 10, 0, 10), section insets (0, 10, 20, 10), "
            + "interGroupSpacing 10. count: splits the group's inset width: (390 − 20 − 20 − 10) / 2 = 170 pt cells.",
        defaultViewSize: phoneViewSize,
        itemCounts: [9],
        makeLayout: { configTwoColumnLayout() })

    /// A compositional-layout walkthrough, as written there.
    @MainActor
    static func configTwoColumnLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem:item,count: 2)
        let spacing = CGFloat(10)
        group.interItemSpacing = .fixed(spacing)
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 10)

        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
}
