import OpenCompositionalLayout

extension LayoutExample {
    /// the compositional-layout walkthrough's custom group: three items stepping down like stairs.
    public static let staircase = LayoutExample(
        id: "staircase",
        title: "Staircase custom group",
        description: "A compositional-layout walkthrough (\"自定义布局\"): NSCollectionLayoutGroup.custom with a 120-pt group; the provider reads "
            + "env.container.contentSize and returns three items of width (width − 4 × 8) / 3 and height 40, each "
            + "one step right and down: x = 0, w + 8, 2(w + 8); y = 0, 40, 80.",
        defaultViewSize: phoneViewSize,
        itemCounts: [9],
        makeLayout: { makeStaircaseLayout() })

    /// the compositional-layout walkthrough's snippet, wrapped in a section and a layout.
    @MainActor
    static func makeStaircaseLayout() -> UICollectionViewLayout {
        let height: CGFloat = 120.0
        let groupLayoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.custom(layoutSize: groupLayoutSize) { (env) -> [NSCollectionLayoutGroupCustomItem] in
            let size = env.container.contentSize
            let spacing: CGFloat = 8.0
            let itemWidth = (size.width-spacing*4)/3.0
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: itemWidth, height: height/3.0)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: (itemWidth+spacing), y: height/3.0, width: itemWidth, height: height/3.0)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: ((itemWidth+spacing)*2), y: height*2/3.0, width: itemWidth, height: height/3.0))
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
