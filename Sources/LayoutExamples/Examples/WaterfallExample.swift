import OpenCompositionalLayout

/// A waterfall item's model: the Objective-C rewards page's `WaterfallItemModel`, reduced to its height.
public struct WaterfallItemModel: Hashable, Sendable {
    /// The item's height in points.
    public let height: CGFloat

    /// The fixed, deterministic heights the waterfall examples use (the tutorials load theirs from data).
    public static let samples: [WaterfallItemModel] = [180, 120, 240, 150, 200, 130, 170, 260, 140, 190, 220, 160]
        .map { WaterfallItemModel(height: $0) }
}

extension LayoutExample {
    /// the Objective-C rewards page's two-column waterfall: precomputed frames in one custom group.
    public static let waterfall = LayoutExample(
        id: "waterfall",
        title: "Waterfall (shortest column first)",
        description: "An Objective-C rewards page's generateWaterfallSectionWithEnvironment:, translated from Objective-C: two columns, "
            + "spacing 10, edge insets (0, 20, 0, 20) baked into the frames; each item goes to the shortest column. "
            + "All frames are computed up front from environment.container.effectiveContentSize and returned by one "
            + "customGroup of fractionalWidth(1.0) × estimatedDimension(100). Heights come from a fixed list.",
        defaultViewSize: phoneViewSize,
        itemCounts: [WaterfallItemModel.samples.count],
        makeLayout: { makeWaterfallLayout() })

    /// An Objective-C rewards page uses the section provider to reach the environment.
    @MainActor
    static func makeWaterfallLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            generateWaterfallSection(environment: layoutEnvironment, items: WaterfallItemModel.samples)
        }
    }

    /// the Objective-C rewards page's method, statement by statement.
    @MainActor
    static func generateWaterfallSection(environment: any NSCollectionLayoutEnvironment,
                                         items: [WaterfallItemModel]) -> NSCollectionLayoutSection {
        // Swift 对齐：edgeInsets = (top:0, leading:20, bottom:0, trailing:20)
        let edgeInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)

        // Swift 对齐：2 列、间距 10
        let numberOfColumns = 2
        let space: CGFloat = 10.0

        // 注意：frames 里已经包含了 edgeInsets，因此 itemWidth 必须从可用宽度中扣掉 leading/trailing；
        let contentWidth = environment.container.effectiveContentSize.width
        let availableWidth = contentWidth - edgeInsets.leading - edgeInsets.trailing
        let itemWidth = (availableWidth - CGFloat(numberOfColumns - 1) * space) / CGFloat(numberOfColumns)

        // 预计算 frames 与总高度
        var columnHeights: [CGFloat] = []
        for _ in 0..<numberOfColumns {
            columnHeights.append(edgeInsets.top)
        }

        var frames: [CGRect] = []
        var maxHeight: CGFloat = 0

        for i in 0..<items.count {
            var targetColumn = 0
            for c in 0..<numberOfColumns {
                if columnHeights[c] < columnHeights[targetColumn] {
                    targetColumn = c
                }
            }

            let model = items[i]
            let itemHeight = model.height

            let x = edgeInsets.leading + (itemWidth + space) * CGFloat(targetColumn)
            let y = columnHeights[targetColumn]
            let spacingY = (y == edgeInsets.top) ? 0 : space

            let frame = CGRect(x: x, y: y + spacingY, width: itemWidth, height: itemHeight)
            frames.append(frame)

            let newHeight = y + spacingY + itemHeight
            columnHeights[targetColumn] = newHeight
            maxHeight = max(maxHeight, newHeight)
        }

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .estimated(100))

        let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize) { _ in
            var customItems: [NSCollectionLayoutGroupCustomItem] = []
            for frame in frames {
                customItems.append(NSCollectionLayoutGroupCustomItem(frame: frame))
            }
            return customItems
        }

        return NSCollectionLayoutSection(group: group)
    }

    /// the responsive-layout tutorial's "Pinterest" custom group, in its closest valid UIKit form.
    public static let pinterestWaterfall = LayoutExample(
        id: "pinterest-waterfall",
        title: "Pinterest waterfall (A responsive-layout tutorial, corrected)",
        description: "A responsive-layout tutorial's iOS 16 waterfall is not valid UIKit: NSCollectionLayoutEnvironment has no subitemCount "
            + "and its contentSize cannot be assigned. Closest valid form: the item count comes from the data "
            + "(captured by the provider) instead of env.subitemCount, and the env.contentSize assignment is dropped, "
            + "leaving the group's .estimated(1) height to resolve to the extent of the returned frames. The "
            + "#available(iOS 16) check is dropped too (custom groups exist since iOS 13). Heights come from the same "
            + "fixed list as the waterfall example instead of the tutorial's constant 220; columns fill left-first on ties.",
        defaultViewSize: phoneViewSize,
        itemCounts: [WaterfallItemModel.samples.count],
        makeLayout: { makePinterestLayout(items: WaterfallItemModel.samples) })

    /// the responsive-layout tutorial's snippet with the two invalid statements replaced (see the example's description).
    @MainActor
    static func makePinterestLayout(items: [WaterfallItemModel]) -> UICollectionViewLayout {
        let itemCount = items.count
        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(1))
        ) { env in
            var frames: [NSCollectionLayoutGroupCustomItem] = []
            let width = env.container.effectiveContentSize.width
            let spacing: CGFloat = 16
            let colWidth = (width - spacing) / 2

            var colHeights: (left: CGFloat, right: CGFloat) = (0, 0)
            for idx in 0..<itemCount {
                let isLeft = colHeights.left <= colHeights.right
                let x = isLeft ? 0 : colWidth + spacing
                let y = isLeft ? colHeights.left : colHeights.right
                let h = items[idx].height

                let frame = CGRect(x: x, y: y, width: colWidth, height: h)
                frames.append(.init(frame: frame))

                if isLeft { colHeights.left += h + spacing }
                else { colHeights.right += h + spacing }
            }

            return frames
        }

        let section = NSCollectionLayoutSection(group: custom)
        section.contentInsets = .init(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 16
        return UICollectionViewCompositionalLayout(section: section)
    }
}
