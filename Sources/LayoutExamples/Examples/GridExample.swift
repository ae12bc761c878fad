import OpenCompositionalLayout

extension LayoutExample {
    /// the compositional-layout walkthrough's first layout: five square cells per row at 428 pt.
    public static let grid = LayoutExample(
        id: "grid",
        title: "Five-column grid",
        description: "A compositional-layout walkthrough's configLayout(): item fractionalWidth(0.2) × fractionalHeight(1.0) in a group of "
            + "fractionalWidth(1.0) × fractionalWidth(0.2), at the tutorial's screen width of 428 pt. The tutorial rounds "
            + "the cells to 85.7; exactly they are 0.2 × 428 = 85.6 pt square, five per row.",
        defaultViewSize: largePhoneViewSize,
        itemCounts: [12],
        makeLayout: { configGridLayout() })

    /// A compositional-layout walkthrough, as written there.
    @MainActor
    static func configGridLayout() -> UICollectionViewLayout {
        //Group width = 1.0，super view是section，section parent是collectionview layout所以它会占据整个屏幕的宽度，height = 0.2 *它的super view的宽度也是section
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
}
