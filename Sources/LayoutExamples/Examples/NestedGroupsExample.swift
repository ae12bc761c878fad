import OpenCompositionalLayout

extension LayoutExample {
    /// the compositional-layout walkthrough's nested group: a 0.7-wide leading item beside a vertical group of two items.
    public static let nestedGroups = LayoutExample(
        id: "nested-groups",
        title: "Nested groups",
        description: "A compositional-layout walkthrough's createNestedGroupLayout(): a leading item of fractionalWidth(0.7) × fractionalHeight(1.0) "
            + "beside a vertical group (fractionalWidth(0.3) × fractionalHeight(1.0)) of two trailing items of "
            + "fractionalWidth(1.0) × fractionalHeight(0.3). The tutorial shows this code only as a picture; written here "
            + "as Apple's Nested Groups sample does it: vertical(subitem:count: 2), which forces each trailing item to "
            + "half the group's height (the 0.3 is overridden), and a nested group of fractionalHeight(0.4) rather "
            + "than the full screen height the tutorial's prose mentions, so several groups fit on screen.",
        defaultViewSize: phoneViewSize,
        itemCounts: [9],
        makeLayout: { createNestedGroupLayout() })

    /// the compositional-layout walkthrough's nested group, step by step as its text describes.
    @MainActor
    static func createNestedGroupLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout(section: createNestedGroupSection())
        return layout
    }

    /// The section on its own, for reuse in the multi-section page.
    @MainActor
    static func createNestedGroupSection() -> NSCollectionLayoutSection {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))

        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)

        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: nestedGroup)
        return section
    }
}
