import LayoutCore
import OpenCompositionalLayout

/// An orthogonally scrolling section of a rendered layout: how long its content is, where it is scrolled to
/// and how far it can scroll, so a tool can offer a scroller for it.
///
/// Offsets are the component of the section's orthogonal content offset along ``axis`` (the collection
/// view's `orthogonalContentOffset(forSection:)`): from 0 to the content length less the visible length, or,
/// right to left, from minus that length to 0.
///
/// Beyond UIKit.
public struct OrthogonalSection: Hashable, Sendable {
    /// The section index.
    public var index: Int
    /// The axis the section scrolls along (horizontal in a vertical layout).
    public var axis: UIAxis
    /// The size of the section's orthogonal content.
    public var contentSize: CGSize
    /// The length of the section's visible region along ``axis``.
    public var visibleLength: Double
    /// The current offset along ``axis``.
    public var offset: Double
    /// The least offset the section rests at.
    public var minimumOffset: Double
    /// The greatest offset the section rests at.
    public var maximumOffset: Double

    /// Creates the description of an orthogonal section.
    public init(index: Int, axis: UIAxis, contentSize: CGSize, visibleLength: Double, offset: Double,
                minimumOffset: Double, maximumOffset: Double) {
        self.index = index
        self.axis = axis
        self.contentSize = contentSize
        self.visibleLength = visibleLength
        self.offset = offset
        self.minimumOffset = minimumOffset
        self.maximumOffset = maximumOffset
    }

    /// The orthogonal sections of a laid-out collection view, in section order.
    ///
    /// - Complexity: O(s) for s sections.
    @MainActor
    static func all(in collectionView: UICollectionView) -> [OrthogonalSection] {
        guard let scrolling = collectionView.collectionViewLayout.orthogonalScrolling else { return [] }
        let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        return (0..<collectionView.numberOfSections).compactMap { index in
            guard let region = scrolling.orthogonalScrollRegion(forSection: index),
                  let current = collectionView.orthogonalContentOffset(forSection: index) else { return nil }
            return OrthogonalSection(index: index, region: region, offset: current,
                                     contentSize: layout?.orthogonalContentSize(forSection: index) ?? region.frame.size)
        }
    }

    /// The section `index` scrolls in `region`, at `offset`, over content of `contentSize`.
    init(index: Int, region: OrthogonalScrollRegion, offset: CGPoint, contentSize: CGSize) {
        let horizontal = region.axis == .horizontal
        func along(_ point: CGPoint) -> Double {
            let value = Double(horizontal ? point.x : point.y)
            return value == 0 ? 0 : value  // no −0 in what tools print
        }
        // The two ends of the resting range; right to left the offset runs from 0 down to minus the range.
        let ends = [along(region.offset(forPosition: 0)), along(region.offset(forPosition: region.paging.maximumPosition))]
        self.init(index: index, axis: horizontal ? .horizontal : .vertical, contentSize: contentSize,
                  visibleLength: Double(region.paging.visibleLength), offset: along(offset),
                  minimumOffset: ends.min() ?? 0, maximumOffset: ends.max() ?? 0)
    }
}
