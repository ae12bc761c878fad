import CollectionGeometry
import LayoutCore

extension LayoutDocument.WaterfallSection {
    /// The layout core's section: what `NSCollectionLayoutSection.waterfall(using:layoutEnvironment:)` makes of the
    /// equivalent configuration — a placeholder group the waterfall does not use, the configuration's content
    /// insets as the section's, and its columns, spacing and policy.
    var sectionSpec: SectionSpec {
        let placeholder = SizeSpec(width: .fractionalWidth(1), height: .absolute(1))
        let item = ItemSpec(size: placeholder, contentInsets: .zero, edgeSpacing: .none, supplementaries: [], group: nil)
        let group = ItemSpec(size: placeholder, contentInsets: .zero, edgeSpacing: .none, supplementaries: [],
                             group: GroupSpec(kind: .horizontal(.fill), subitems: [item], interItemSpacing: nil))
        return SectionSpec(group: group, contentInsets: contentInsets.directionalEdgeInsets, interGroupSpacing: 0,
                           contentInsetsReference: .automatic, supplementaryContentInsetsReference: .automatic,
                           orthogonalScrollingBehavior: .none, boundaryItems: [], supplementariesFollowContentInsets: true,
                           decorationItems: [], hasVisibleItemsInvalidationHandler: false, waterfall: waterfallSpec)
    }

    /// The columns, spacing and policy as the layout core's description.
    var waterfallSpec: WaterfallSpec {
        let columns: WaterfallSpec.Columns = switch self.columns {
        case .count(let count): .count(count)
        case .minimumWidth(let width): .minimumWidth(CGFloat(width))
        }
        return WaterfallSpec(columns: columns, interItemSpacing: CGFloat(interItemSpacing), interColumnSpacing: CGFloat(interColumnSpacing),
                             policy: columnPolicy == .sequential ? .sequential : .shortestColumn)
    }

    /// Where the solve asks for item lengths and full spans: the repeating heights, absolute, and the listed items.
    var itemSource: WaterfallItemSource {
        let fullSpans = Set(fullSpanItems)
        return WaterfallItemSource(length: { item, _ in .absolute(CGFloat(itemHeight(at: item))) },
                                   isFullSpan: fullSpans.isEmpty ? nil : { fullSpans.contains($0) })
    }
}
