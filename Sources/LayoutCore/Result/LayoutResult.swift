import CollectionGeometry

/// The output of one layout pass: `Sendable`, and answering queries without scanning every element
/// (beyond UIKit: the layout core's own result; `UICollectionViewCompositionalLayout` answers from one).
public struct LayoutResult: Sendable {
    /// The size of the whole content.
    public package(set) var contentSize: CGSize
    /// The axis the content scrolls along.
    public package(set) var scrollAxis: ScrollAxis
    /// Whether frames are mirrored for a right-to-left layout.
    public package(set) var isRightToLeft: Bool
    package var sections: [SectionLayout]
    package var globalItems: [PlacedElement]
    /// Problems the pass found in its input, each with the fallback it applied.
    public package(set) var diagnostics: [LayoutDiagnostic]
    /// Suffix minima of the sections' visual starts and prefix maxima of their visual ends, for binary search.
    package var suffixMinVisualStart: [CGFloat]
    package var prefixMaxVisualEnd: [CGFloat]
    /// The indices of the waterfall sections, which place their items as queries reach them.
    package var waterfallSections: [Int] = []
    /// Measurements of items in sections whose storage does not keep them yet (used by the next solve).
    package var pendingMeasurements: [Int: MeasuredSizeStore] = [:]

    /// The measured item sizes of every section, as the next full solve takes them.
    package var measuredItemSizes: [Int: MeasuredSizeStore] {
        var stores = pendingMeasurements
        for (index, section) in sections.enumerated() {
            if let measurements = section.measurements { stores[index] = measurements }
        }
        return stores
    }

    /// The measured size of `item` in `section`, or nil when it has none (its self-sizing axes only; the others
    /// read back as NaN).
    /// - Complexity: O(1) on average.
    package func measuredSize(section index: Int, item: Int) -> CGSize? {
        guard index >= 0, index < sections.count else { return nil }
        if let size = sections[index].measurements?[item] { return size }
        return pendingMeasurements[index]?[item]
    }

    /// A result with no content.
    public static let empty = LayoutResult(contentSize: .zero, scrollAxis: .vertical, isRightToLeft: false, sections: [],
                                            globalItems: [], diagnostics: [], suffixMinVisualStart: [], prefixMaxVisualEnd: [])
}
