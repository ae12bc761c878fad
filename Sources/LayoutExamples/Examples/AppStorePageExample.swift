import OpenCompositionalLayout

extension LayoutExample {
    /// the compositional-layout walkthrough's multi-section page (`configLayout2`) with the responsive-layout tutorial's responsive grid.
    public static let appStorePage = LayoutExample(
        id: "app-store-page",
        title: "App Store-like page",
        description: "A section provider as in a compositional-layout walkthrough's configLayout2(): section 0 createTopAppLayout() (74-pt rows, "
            + "spacing 10, top inset 10); section 1 createFeatureCellLayout() (two 0.48-wide, 300-pt cards per group, "
            + "flexible spacing 10, insets 10), made a feature carousel by adding orthogonalScrollingBehavior "
            + ".groupPaging (our addition); section 2 A responsive-layout tutorial gridSection(columns:), with 2 columns chosen from "
            + "env.container.effectiveContentSize.width as the responsive-layout tutorial's skeleton does (3 above 600 pt).",
        defaultViewSize: phoneViewSize,
        itemCounts: [3, 6, 6],
        makeLayout: { configLayout2() })

    /// A compositional-layout walkthrough configLayout2(), with its third branch replaced by the responsive-layout tutorial's responsive grid.
    @MainActor
    static func configLayout2() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            if sectionIndex == 0 {
                return createTopAppLayout()
            }
            else if sectionIndex == 1{
                let section = createFeatureCellLayout()
                section.orthogonalScrollingBehavior = .groupPaging
                return section
            }
            else{
                let columns = layoutEnvironment.container.effectiveContentSize.width > 600 ? 3 : 2
                return gridSection(columns: columns)
            }
        }
        return layout
    }

    /// A compositional-layout walkthrough, as written there.
    @MainActor
    static func createTopAppLayout() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(74))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        return section
    }

    /// A compositional-layout walkthrough, as written there.
    @MainActor
    static func createFeatureCellLayout() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.48), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(300))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .flexible(10)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    /// A responsive-layout tutorial (B), as written there.
    @MainActor
    static func gridSection(columns: Int) -> NSCollectionLayoutSection {
        let fraction = 1.0 / CGFloat(columns)

        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(fraction),
                              heightDimension: .estimated(220))
        )
        item.contentInsets = .init(top: 8, leading: 8, bottom: 8, trailing: 8)

        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0),
                              heightDimension: .estimated(220)),
            subitems: Array(repeating: item, count: columns)
        )

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = .init(top: 16, leading: 16, bottom: 16, trailing: 16)
        return section
    }
}
