import CollectionGeometry

/// The description of a waterfall section (beyond UIKit): items of their own lengths in columns, each item
/// going to the column its policy picks, at that column's current end.
public struct WaterfallSpec: Sendable, Hashable, Codable {
    /// How many columns there are.
    public enum Columns: Sendable, Hashable, Codable {
        /// Exactly this many (clamped to `1...WaterfallSpec.maximumColumnCount`).
        case count(Int)
        /// As many as fit at this minimum width, at least one.
        case minimumWidth(CGFloat)
    }

    /// Which column an item goes to.
    public enum Policy: String, Sendable, Hashable, Codable {
        /// The column that ends first; ties go to the leading-most column.
        case shortestColumn
        /// Item `i` goes to column `i mod n`.
        case sequential
        /// The item source's `column` closure decides.
        case custom
    }

    /// How many columns there are.
    public var columns: Columns
    /// The space between consecutive items of one column.
    public var interItemSpacing: CGFloat
    /// The space between columns.
    public var interColumnSpacing: CGFloat
    /// Which column each item goes to.
    public var policy: Policy

    /// Creates a waterfall description.
    public init(columns: Columns, interItemSpacing: CGFloat, interColumnSpacing: CGFloat, policy: Policy) {
        self.columns = columns
        self.interItemSpacing = interItemSpacing
        self.interColumnSpacing = interColumnSpacing
        self.policy = policy
    }

    /// The most columns a waterfall has.
    public static let maximumColumnCount = 1_024
}

/// The length of one waterfall item along the scroll axis, as its provider gives it (beyond UIKit).
public enum WaterfallItemLength: Sendable, Hashable {
    /// Exactly this many points.
    case absolute(CGFloat)
    /// This many points until the item is measured (self-sizing).
    case estimated(CGFloat)
    /// A fraction of the item's width across the columns (its column's, or the whole width for full-span items).
    case fractionalWidth(CGFloat)
}

/// Where a waterfall section's per-item answers come from while it is placed (beyond UIKit): called on the
/// thread that solves or places, and not stored in the result.
public struct WaterfallItemSource {
    /// The length of item `item` for an item `width` wide.
    public var length: (_ item: Int, _ width: CGFloat) -> WaterfallItemLength
    /// Whether item `item` spans every column.
    public var isFullSpan: ((_ item: Int) -> Bool)?
    /// The column for item `item` given the columns' current ends (for the custom policy).
    public var column: ((_ item: Int, _ columnEnds: [CGFloat]) -> Int)?

    /// Creates a source from its closures.
    public init(length: @escaping (Int, CGFloat) -> WaterfallItemLength, isFullSpan: ((Int) -> Bool)? = nil,
                column: ((Int, [CGFloat]) -> Int)? = nil) {
        self.length = length
        self.isFullSpan = isFullSpan
        self.column = column
    }
}

/// The item sources of a layout's waterfall sections, by section index (nil for other sections).
public typealias WaterfallSources = (_ section: Int) -> WaterfallItemSource?
