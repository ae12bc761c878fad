import CollectionGeometry

/// The output of one layout pass: immutable, `Sendable`, and answering queries without scanning every element.
package struct LayoutResult: Sendable {
    package var contentSize: CGSize
    package var scrollAxis: ScrollAxis
    package var isRightToLeft: Bool
    package var sections: [SectionLayout]
    package var globalItems: [PlacedElement]
    package var diagnostics: [LayoutDiagnostic]
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

    package static let empty = LayoutResult(contentSize: .zero, scrollAxis: .vertical, isRightToLeft: false, sections: [],
                                            globalItems: [], diagnostics: [], suffixMinVisualStart: [], prefixMaxVisualEnd: [])
}
