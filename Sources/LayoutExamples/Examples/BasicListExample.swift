import OpenCompositionalLayout

extension LayoutExample {
    /// the basic-list tutorials: `createBasicListLayout()`, full-width 44-pt rows.
    public static let basicList = LayoutExample(
        id: "basic-list",
        title: "Basic list",
        description: "The basic-list tutorials' createBasicListLayout(): an item of fractionalWidth(1) × fractionalHeight(1) in a "
            + "horizontal group of fractionalWidth(1) × absolute(44); one section. Every row is 390 × 44.",
        defaultViewSize: phoneViewSize,
        itemCounts: [20],
        makeLayout: { createBasicListLayout() })

    /// Written as in the basic-list tutorials.
    @MainActor
    static func createBasicListLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalHeight(1.0)
        )
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .absolute(44)
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: groupSize,
            subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
}
