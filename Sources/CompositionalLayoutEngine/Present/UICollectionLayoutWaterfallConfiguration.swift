import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// A waterfall (masonry) layout's configuration, shaped like `UICollectionLayoutListConfiguration`
/// (beyond UIKit: UIKit has no waterfall layout).
///
/// Items fill columns of equal width. Each item goes into the column its ``columnPolicy`` picks, at that
/// column's current end, plus ``interItemSpacing`` when the column already holds an item; its length along
/// the scroll axis comes from ``itemHeightProvider``. Column width = (container width − leading and
/// trailing insets − (n − 1) × ``interColumnSpacing``) / n. In a horizontal layout the columns are rows.
///
/// ```swift
/// var config = UICollectionLayoutWaterfallConfiguration(columnCount: 2)
/// config.interItemSpacing = 8
/// config.interColumnSpacing = 8
/// config.itemHeightProvider = { indexPath, columnWidth in .absolute(columnWidth * 1.5) }
/// let layout = UICollectionViewCompositionalLayout.waterfall(using: config)
/// ```
///
/// Items are placed lazily, as far as queries reach; the content size past that is estimated from the
/// placed items' average length. An item whose length is `.estimated` self-sizes like any other
/// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
///
/// Under the shortest-column policy an item keeps the column it was first placed in (from the lengths known
/// then): measurements, reloads, rotations back and forth and updates before it move it only within its
/// column, and a measurement above the visible area never moves what is on screen. See
/// `UICollectionViewCompositionalLayout.waterfallColumnMemory` and the scroll-stability article in docs/.
public struct UICollectionLayoutWaterfallConfiguration {
    /// How many columns the waterfall has.
    public enum ColumnCount: Hashable, Sendable {
        /// Exactly this many columns (clamped to 1…1024, with a diagnostic outside that range).
        case fixed(Int)
        /// As many columns as fit at this minimum width, at least one; a width wider than the container
        /// gives one column of the container's width (with a diagnostic).
        case adaptive(minimumWidth: CGFloat)
    }

    /// How an item's column is chosen.
    public enum ColumnPolicy {
        /// The column that ends first (the shortest); ties go to the leading-most column.
        case shortestColumn
        /// Item `i` goes to column `i mod n`, whatever the columns' lengths.
        case sequential
        /// The closure picks a column from the item's index path and the columns' current ends (in points from
        /// the section content's start); an answer outside `0..<n` falls back to the shortest column.
        case custom((IndexPath, [CGFloat]) -> Int)
    }

    /// An item's length along the scroll axis: `.absolute(points)`, `.estimated(points)` (until the cell is
    /// measured) or `.fractionalWidth(fraction)` (an aspect ratio). The core's own type, so answers reach the
    /// placement without a conversion per item.
    public typealias ItemHeight = WaterfallItemLength

    /// How many columns there are.
    public var columnCount: ColumnCount
    /// The space between consecutive items of one column, in points.
    public var interItemSpacing: CGFloat = 0
    /// The space between columns, in points.
    public var interColumnSpacing: CGFloat = 0
    /// Insets around the section's content.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Each item's length along the scroll axis, given its index path and its width. The default is a
    /// square estimate: `.estimated(width)`. NaN, infinite or negative lengths are treated as 0, with a
    /// diagnostic.
    public var itemHeightProvider: (IndexPath, CGFloat) -> ItemHeight = { _, width in .estimated(width) }
    /// How each item's column is chosen. The default is `.shortestColumn`.
    public var columnPolicy: ColumnPolicy = .shortestColumn
    /// Which items span every column; such an item starts below the furthest column (plus
    /// `interItemSpacing`), and the items after it start below it. Nil: none does.
    public var fullSpanItemProvider: ((IndexPath) -> Bool)?

    /// A waterfall of `columnCount` columns.
    public init(columnCount: Int) {
        self.columnCount = .fixed(columnCount)
    }

    /// A waterfall of as many columns as fit at `minimumColumnWidth`, at least one.
    public init(minimumColumnWidth: CGFloat) {
        self.columnCount = .adaptive(minimumWidth: minimumColumnWidth)
    }

    /// The value description of the columns, spacing and policy.
    var spec: WaterfallSpec {
        let columns: WaterfallSpec.Columns
        switch columnCount {
        case .fixed(let count): columns = .count(count)
        case .adaptive(let width): columns = .minimumWidth(width)
        }
        let policy: WaterfallSpec.Policy
        switch columnPolicy {
        case .shortestColumn: policy = .shortestColumn
        case .sequential: policy = .sequential
        case .custom: policy = .custom
        }
        return WaterfallSpec(columns: columns, interItemSpacing: interItemSpacing, interColumnSpacing: interColumnSpacing,
                             policy: policy)
    }

    /// Where the solver asks for item lengths, full spans and custom columns, for section `section`.
    func itemSource(section: Int) -> WaterfallItemSource {
        let heights = itemHeightProvider
        let fullSpan = fullSpanItemProvider
        var column: ((Int, [CGFloat]) -> Int)?
        if case .custom(let choose) = columnPolicy {
            column = { item, ends in choose(IndexPath(item: item, section: section), ends) }
        }
        // The section's one-index path, made once: each item's path appends its index to it.
        let sectionPath = IndexPath(index: section)
        return WaterfallItemSource(
            length: { item, width in heights(sectionPath.appending(item), width) },
            isFullSpan: fullSpan.map { provider in { item in provider(IndexPath(item: item, section: section)) } },
            column: column)
    }
}

extension NSCollectionLayoutSection {
    /// A waterfall section: items in columns, each at the end of the column its policy picks (beyond UIKit).
    /// Boundary supplementary items, decorations and pinning work as on any section; the configuration's
    /// `contentInsets` become the section's.
    public static func waterfall(using configuration: UICollectionLayoutWaterfallConfiguration,
                                 layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        // The group is not used: a waterfall places its items itself.
        let placeholder = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: placeholder,
                                                                   subitems: [NSCollectionLayoutItem(layoutSize: placeholder)]))
        section.contentInsets = configuration.contentInsets
        section.waterfallConfiguration = configuration
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a waterfall with `configuration` (beyond UIKit).
    public static func waterfall(using configuration: UICollectionLayoutWaterfallConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.waterfall(using: configuration, layoutEnvironment: environment)
        }
    }
}
