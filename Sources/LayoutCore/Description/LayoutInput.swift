import CollectionGeometry

/// Everything one layout pass needs, as values: the description of the layout, the container it is laid
/// out in, the item counts and the measured sizes (beyond UIKit: the layout core's own entry point).
///
/// ```swift
/// var input = LayoutInput(viewSize: CGSize(width: 390, height: 844), scrollAxis: .vertical, interSectionSpacing: 0,
///                         contentInsetsReference: .automatic, referenceInsets: .zero, globalBoundaryItems: [],
///                         sections: [list], itemCounts: [1_000])
/// input.setMeasuredSize(CGSize(width: 390, height: 61), ofItemAt: IndexPath(item: 3, section: 0))
/// let result = LayoutResult(solving: input)
/// ```
public struct LayoutInput: Sendable, Codable {
    /// The size of the view the layout fills.
    public var viewSize: CGSize
    /// The axis the content scrolls along.
    public var scrollAxis: ScrollAxis
    /// The space between sections.
    public var interSectionSpacing: CGFloat
    /// Which of the view's insets the content follows by default.
    public var contentInsetsReference: UIContentInsetsReference
    /// The view's insets, for content insets references.
    public var referenceInsets: ReferenceInsets
    /// Headers and footers of the whole layout.
    public var globalBoundaryItems: [BoundarySpec]
    /// One entry per section; `nil` where the section provider returned none.
    public var sections: [SectionSpec?]
    /// The number of items in each section.
    public var itemCounts: [Int]
    /// Measured (self-sized) item sizes by section: the size-resolution seam.
    package var measuredItemSizes: [Int: MeasuredSizeStore] = [:]
    /// Measured boundary-item sizes by section and element kind: a measured size replaces the estimated
    /// axes of the section's boundary item of that kind.
    public var measuredSupplementarySizes: [Int: [String: CGSize]] = [:]
    /// The columns the items of waterfall sections had in earlier passes, by section (see
    /// ``WaterfallColumnMemory``): an item that had a column with the section's column count goes back to it.
    public var waterfallColumnMemory: [Int: WaterfallColumnMemory] = [:]

    /// Creates the input of a layout pass, without measurements.
    public init(viewSize: CGSize, scrollAxis: ScrollAxis, interSectionSpacing: CGFloat,
                 contentInsetsReference: UIContentInsetsReference, referenceInsets: ReferenceInsets,
                 globalBoundaryItems: [BoundarySpec], sections: [SectionSpec?], itemCounts: [Int]) {
        self.viewSize = viewSize
        self.scrollAxis = scrollAxis
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.referenceInsets = referenceInsets
        self.globalBoundaryItems = globalBoundaryItems
        self.sections = sections
        self.itemCounts = itemCounts
    }

    /// Records the measured size of the item at `indexPath` (self-sizing): it replaces the item's
    /// estimated lengths. Non-finite or negative lengths remove the measurement.
    /// - Complexity: O(1) on average.
    public mutating func setMeasuredSize(_ size: CGSize, ofItemAt indexPath: IndexPath) {
        guard indexPath.count == 2, indexPath.section >= 0 else { return }
        let section = indexPath.section
        if measuredItemSizes[section] == nil {
            let axes = section < sections.count ? sections[section]?.estimatedItemAxes ?? (width: true, height: true) : (width: true, height: true)
            measuredItemSizes[section] = MeasuredSizeStore(keepsWidth: axes.width, keepsHeight: axes.height)
        }
        measuredItemSizes[section]?.set(size, forItem: indexPath.item)
    }

    /// The measured size recorded for the item at `indexPath`, if any (NaN on axes that are not kept).
    public func measuredSize(ofItemAt indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2 else { return nil }
        return measuredItemSizes[indexPath.section]?[indexPath.item]
    }

    private enum CodingKeys: String, CodingKey {
        case viewSize, scrollAxis, interSectionSpacing, contentInsetsReference, referenceInsets, globalBoundaryItems,
             sections, itemCounts, measuredSupplementarySizes
    }
}
