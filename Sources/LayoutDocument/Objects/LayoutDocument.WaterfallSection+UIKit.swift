import OpenCompositionalLayout

extension LayoutDocument.WaterfallSection {
    /// The waterfall configuration: the columns, spacing, insets and policy, with an item height provider that
    /// gives item `i` ``itemHeights``\[i mod count\] points (`.absolute`) and a full-span provider for
    /// ``fullSpanItems``.
    ///
    /// - Complexity: O(f) in the number of full-span items.
    public func makeWaterfallConfiguration() -> UICollectionLayoutWaterfallConfiguration {
        var configuration = switch columns {
        case .count(let count): UICollectionLayoutWaterfallConfiguration(columnCount: count)
        case .minimumWidth(let width): UICollectionLayoutWaterfallConfiguration(minimumColumnWidth: CGFloat(width))
        }
        configuration.interItemSpacing = CGFloat(interItemSpacing)
        configuration.interColumnSpacing = CGFloat(interColumnSpacing)
        configuration.contentInsets = contentInsets.directionalEdgeInsets
        configuration.columnPolicy = columnPolicy == .sequential ? .sequential : .shortestColumn
        let heights = self
        configuration.itemHeightProvider = { indexPath, _ in .absolute(CGFloat(heights.itemHeight(at: indexPath.item))) }
        if !fullSpanItems.isEmpty {
            let fullSpans = Set(fullSpanItems)
            configuration.fullSpanItemProvider = { indexPath in fullSpans.contains(indexPath.item) }
        }
        return configuration
    }
}
