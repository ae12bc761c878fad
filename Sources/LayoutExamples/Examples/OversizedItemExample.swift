import OpenCompositionalLayout

extension LayoutExample {
    /// A deliberate mistake, to show how diagnostics look: items wider than their group.
    public static let oversizedItem = LayoutExample(
        id: "oversized-item",
        title: "Oversized item (a deliberate mistake)",
        description: "An absolute(500)-wide item in a fractionalWidth(1.0) group on a 390-pt view: no item fits. "
            + "UIKit leaves such a layout undefined; this engine places each item anyway, one per group at its own "
            + "size (spilling past the view's edge), and records an itemLargerThanGroup diagnostic. "
            + "The only example expected to report diagnostics.",
        defaultViewSize: phoneViewSize,
        itemCounts: [3],
        expectsDiagnostics: true,
        makeLayout: { makeOversizedItemLayout() })

    @MainActor
    static func makeOversizedItemLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(500), heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }
}
