import OpenCompositionalLayout

extension LayoutExample {
    /// the responsive-layout tutorial's `.groupPagingCentered` carousel above the compositional-layout walkthrough's `.continuous` row.
    public static let orthogonalCarousel = LayoutExample(
        id: "orthogonal-carousel",
        title: "Orthogonal carousels",
        description: "Section 0 is a responsive-layout tutorial's carouselSection(): 280 × 160 groups of one item with insets "
            + "(0, 8, 0, 8), orthogonalScrollingBehavior .groupPagingCentered, section insets 16. Section 1 is "
            + "the compositional-layout walkthrough's nested-collection-view row: orthogonalScrollingBehavior .continuous with absolute-size "
            + "groups (the tutorial shows that code only as a picture; the 200 × 120 size and spacing 10 are ours). "
            + "Orthogonal content is drawn at scroll offset 0, past the view's trailing edge.",
        defaultViewSize: phoneViewSize,
        itemCounts: [6, 8],
        makeLayout: { makeCarouselLayout() })

    /// the responsive-layout tutorial's skeleton: a section provider choosing the section by index.
    @MainActor
    static func makeCarouselLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, env in
            switch sectionIndex {
            case 0: return carouselSection()
            default: return continuousSection()
            }
        }
        return layout
    }

    /// A responsive-layout tutorial (A), as written there.
    @MainActor
    static func carouselSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(280), heightDimension: .absolute(160))
        )
        item.contentInsets = .init(top: 0, leading: 8, bottom: 0, trailing: 8)

        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(280), heightDimension: .absolute(160)),
            subitems: [item]
        )

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = .init(top: 16, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    /// the compositional-layout walkthrough's `.continuous` section (figure 16): items filling absolute-size groups.
    @MainActor
    static func continuousSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(120))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        return section
    }
}
