import OpenCompositionalLayout

extension LayoutExample {
    /// A photo grid made with the flow layout: the choice the tutorial notes name for simple grids and for code
    /// that predates the compositional layout.
    public static let flowGrid = LayoutExample(
        id: "flow-grid",
        title: "Flow-layout photo grid",
        description: "UICollectionViewFlowLayout: 120 × 120 items, minimumInteritemSpacing 2, minimumLineSpacing 5, "
            + "sectionInset 10 on each side, a 44-pt headerReferenceSize, at 390 pt. A line holds three items "
            + "(3 · 120 + 2 · 2 = 364 ≤ 370) and spreads the 10 left over into gaps of 5; each section's last line keeps "
            + "to the columns.",
        defaultViewSize: phoneViewSize,
        itemCounts: [8, 4],
        makeLayout: { flowGridLayout() })

    /// The grid's flow layout.
    @MainActor
    static func flowGridLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 5
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        return layout
    }
}
