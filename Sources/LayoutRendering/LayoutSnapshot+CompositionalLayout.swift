import OpenCompositionalLayout

extension LayoutSnapshot {
    /// Captures a collection view whose layout is a `UICollectionViewCompositionalLayout`, with the
    /// engine's extras: section frames, orthogonal content sizes, list styles and diagnostics (and, as every
    /// capture, what the realized cells show).
    ///
    /// Orthogonal sections report their frames at orthogonal offset 0, so their later groups lie past
    /// the view's trailing edge (or bottom, in a horizontal layout); the query rectangle is widened to
    /// every orthogonal region so those elements are captured too. Elements are recorded where the
    /// collection view shows them: the items of a section scrolled orthogonally (and their badges) are moved
    /// by minus its `orthogonalContentOffset(forSection:)`, as UIKit's embedded scroll views move them;
    /// boundary items and backgrounds stay. Any other layout is captured as
    /// ``init(collectionView:title:queryRect:sections:diagnostics:)`` does.
    ///
    /// - Complexity: one rect query over the content plus the orthogonal regions, O(s) for s sections,
    ///   and O(n log n) to sort n elements.
    @MainActor
    public init(capturing collectionView: UICollectionView, title: String) {
        collectionView.layoutIfNeeded()
        guard let layout = collectionView.collectionViewLayout as? CoreSolvedCollectionViewLayout else {
            self.init(collectionView: collectionView, title: title)
            return
        }
        var sections: [Section] = []
        var offsets: [Int: CGPoint] = [:]
        let contentSize = layout.collectionViewContentSize
        var queryRect = CGRect(origin: .zero, size: contentSize).union(collectionView.bounds)
        for index in 0..<collectionView.numberOfSections {
            let offset = collectionView.orthogonalContentOffset(forSection: index) ?? .zero
            let list = layout.listConfiguration(forSection: index).map {
                ListStyle(appearance: $0.appearance, showsSeparators: $0.showsSeparators)
            }
            var section = Section(index: index, frame: layout.sectionFrame(forSection: index),
                                  orthogonalContentSize: layout.orthogonalContentSize(forSection: index), list: list)
            if let region = section.orthogonalRegion, region.isDrawable { queryRect = queryRect.union(region) }
            if offset != .zero, offset.x.isFinite, offset.y.isFinite {
                section.orthogonalOffset = offset
                offsets[index] = offset
            }
            sections.append(section)
        }
        let diagnostics = layout.diagnostics.map(\.diagnostic)
        let rect = queryRect.insetBy(dx: -Self.defaultQueryMargin, dy: -Self.defaultQueryMargin)
        guard !offsets.isEmpty, let scrolling = layout.orthogonalScrolling else {
            self.init(collectionView: collectionView, title: title, queryRect: rect, sections: sections, diagnostics: diagnostics)
            return
        }
        let attributes = layout.layoutAttributesForElements(in: rect) ?? []
        let elements = attributes.map { attributes in
            var element = Element(attributes: attributes)
            if attributes.indexPath.count == 2, let offset = offsets[attributes.indexPath.section],
               scrolling.scrollsOrthogonally(attributes) {
                element.frame = element.frame.offsetBy(dx: -offset.x, dy: -offset.y)
            }
            return element
        }
        self.init(title: title, viewport: collectionView.bounds, contentSize: contentSize, elements: elements,
                  sections: sections, diagnostics: diagnostics)
        captureTransforms(from: attributes)
        safeAreaInsets = collectionView.safeAreaInsets
        isRightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        captureContent(of: collectionView)
    }
}
