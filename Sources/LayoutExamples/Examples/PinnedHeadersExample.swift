import OpenCompositionalLayout

extension LayoutExample {
    /// The content offset the pinned-headers example is also pictured at.
    public static let pinnedHeadersScrolledOffset = CGPoint(x: 0, y: 370)

    /// A responsive-layout tutorial (D): sticky section headers, pictured at rest and scrolled.
    public static let pinnedHeaders = LayoutExample(
        id: "pinned-headers",
        title: "Pinned section headers",
        description: "A responsive-layout tutorial (D): a 44-pt UICollectionView.elementKindSectionHeader with pinToVisibleBounds = true "
            + "on 44-pt list rows. Pictured at rest and scrolled to y = 370, where section 0's header (section "
            + "0 spans 0–396) is pushed up by its section's end to y = 396 − 44 = 352.",
        defaultViewSize: phoneViewSize,
        itemCounts: [8, 8, 8, 8],
        contentOffsets: [.zero, pinnedHeadersScrolledOffset],
        makeLayout: { makePinnedHeaderLayout() })

    /// the responsive-layout tutorial's header snippet on a basic list section.
    @MainActor
    static func makePinnedHeaderLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)

        // 헤더
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top
        )
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]

        return UICollectionViewCompositionalLayout(section: section)
    }
}
