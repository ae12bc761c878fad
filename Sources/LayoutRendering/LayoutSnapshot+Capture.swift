import OpenCompositionalLayout

extension LayoutSnapshot {
    /// How far past the content and the viewport a default query reaches, in points, so elements that
    /// poke out (a badge's negative offset, a pinned header) are still caught.
    public static let defaultQueryMargin: CGFloat = 200

    /// Captures what a collection view's layout reports: every element whose frame meets `queryRect`, with
    /// the view's background colour and what its realized cells show (see ``cellContents``).
    ///
    /// The layout is prepared first (`layoutIfNeeded()`), exactly as UIKit would before a display pass.
    /// Pinned supplementaries are therefore where they are at the collection view's current content offset.
    ///
    /// - Parameters:
    ///   - collectionView: a collection view with its layout and data source set.
    ///   - title: the picture's title.
    ///   - queryRect: the rectangle asked of `layoutAttributesForElements(in:)`; by default the content
    ///     area united with the viewport, grown by ``defaultQueryMargin`` on every side. Pass a wider one
    ///     to include orthogonal content that extends past the content width.
    ///   - sections: section geometry to record (the generic layout API has none).
    ///   - diagnostics: diagnostics to record.
    /// - Complexity: that of the layout's rect query, plus O(n log n) to sort n elements.
    @MainActor
    public init(collectionView: UICollectionView, title: String, queryRect: CGRect? = nil,
                sections: [Section] = [], diagnostics: [Diagnostic] = []) {
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        let contentSize = layout.collectionViewContentSize
        let viewport = collectionView.bounds
        let rect = queryRect ?? CGRect(origin: .zero, size: contentSize).union(viewport)
            .insetBy(dx: -Self.defaultQueryMargin, dy: -Self.defaultQueryMargin)
        let attributes = layout.layoutAttributesForElements(in: rect) ?? []
        self.init(title: title, viewport: viewport, contentSize: contentSize,
                  elements: attributes.map(Element.init(attributes:)), sections: sections, diagnostics: diagnostics)
        captureTransforms(from: attributes)
        safeAreaInsets = collectionView.safeAreaInsets
        isRightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        captureContent(of: collectionView)
    }
}

extension LayoutSnapshot.Element {
    /// Copies the geometry and identity of UIKit layout attributes.
    ///
    /// - Complexity: O(1).
    @MainActor
    public init(attributes: UICollectionViewLayoutAttributes) {
        let category = attributes.representedElementCategory
        self.init(category: category, elementKind: category == .cell ? nil : attributes.representedElementKind,
                  section: attributes.indexPath.section, item: attributes.indexPath.item, frame: attributes.frame,
                  zIndex: attributes.zIndex, alpha: attributes.alpha, isHidden: attributes.isHidden)
    }
}
