import OpenCompositionalLayout

/// The view A responsive-layout tutorial registers for its section backgrounds (the compositional-layout walkthrough's `BackgroundSupplementaryView`).
@MainActor
final class SectionBackgroundView: UICollectionReusableView {}

extension LayoutExample {
    /// The decoration kind of the section backgrounds (the responsive-layout tutorial's string).
    public static let sectionBackgroundElementKind = "SectionBackground"

    /// A responsive-layout tutorial (D) and the compositional-layout walkthrough's decoration items: a background behind each section.
    public static let sectionBackground = LayoutExample(
        id: "section-background",
        title: "Section background decoration",
        description: "A responsive-layout tutorial (D): NSCollectionLayoutDecorationItem.background(elementKind: \"SectionBackground\") "
            + "in section.decorationItems, with the view registered on the layout. Sized as Apple's Section "
            + "Background Decoration sample: section insets 10, decoration insets 5, interGroupSpacing 5, 44-pt rows. "
            + "The background (zIndex 0) spans the section frame less its own insets; the cells are promoted to zIndex 1.",
        defaultViewSize: phoneViewSize,
        itemCounts: [3, 5],
        makeLayout: { makeSectionBackgroundLayout() })

    /// the responsive-layout tutorial's background snippet on a list section.
    @MainActor
    static func makeSectionBackgroundLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        // 배경
        let bg = NSCollectionLayoutDecorationItem.background(elementKind: "SectionBackground")
        bg.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [bg]

        let layout = UICollectionViewCompositionalLayout(section: section)
        // 사용 전: layout.register(BackgroundView.self, forDecorationViewOfKind: "SectionBackground")
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "SectionBackground")
        return layout
    }
}
