import OpenCompositionalLayout

extension LayoutExample {
    /// The element kind of the compositional-layout walkthrough's badges.
    public static let badgeElementKind = "badge-element-kind"

    /// the compositional-layout walkthrough's badge: anchored outside the top-trailing corner of each cell.
    public static let badges = LayoutExample(
        id: "badges",
        title: "Item badges",
        description: "A compositional-layout walkthrough (\"右上角外移\"): a 20 × 20 badge with NSCollectionLayoutAnchor(edges: [.top, .trailing], "
            + "fractionalOffset: CGPoint(x: 0.3, y: -0.3)) on every item. The item and group sizes are those of "
            + "Apple's Item Badges sample, which the tutorial's figure shows: items 0.25 wide with insets 5 in groups of "
            + "fractionalWidth(1) × fractionalWidth(0.2), section insets 20.",
        defaultViewSize: phoneViewSize,
        itemCounts: [8],
        makeLayout: { makeBadgeLayout() })

    /// the compositional-layout walkthrough's badge steps: the anchor, the size, the supplementary item, then the item with it.
    @MainActor
    static func makeBadgeLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: badgeElementKind, containerAnchor: badgeAnchor)

        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
}
