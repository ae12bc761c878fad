import LayoutCore
import OpenCompositionalLayout

/// A neutral, Swift-native picture of one laid-out collection view: the viewport, the content size, every
/// element's frame and the layout's diagnostics.
///
/// The renderers (``SVGRenderer``, ``FrameTableRenderer``, ``HTMLGalleryRenderer``) read only this value,
/// so they are pure string functions: the same snapshot always gives byte-identical output. Build one from
/// a live collection view with ``init(collectionView:title:queryRect:)`` (or, for a compositional layout,
/// ``init(compositionalCollectionView:title:)``), or by hand in tests.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The picture's title (an example's name, say).
    public var title: String
    /// The visible region: the collection view's bounds, whose origin is its content offset.
    public var viewport: CGRect
    /// The collection view's content size.
    public var contentSize: CGSize
    /// The elements, in ``canonicalOrder(_:_:)``.
    public private(set) var elements: [Element]
    /// Per-section geometry, when the layout reports it (compositional layouts do); ordered by section.
    public var sections: [Section]
    /// Problems the layout recorded during its pass, in the order it recorded them, as the one `Diagnostic`
    /// every module reports (a compositional layout's are of domain `layout`).
    public var diagnostics: [Diagnostic]
    /// The collection view's background colour, when it has one (a list layout gives it its list's).
    public var backgroundColor: Color?
    /// The collection view's safe-area insets (`safeAreaInsets`), where a screen picture draws the status bar and
    /// the home indicator (see ``ScreenChrome``); zero when the snapshot was built by hand.
    public var safeAreaInsets: UIEdgeInsets = .zero
    /// Whether the collection view lays out right to left (its `effectiveUserInterfaceLayoutDirection`); a screen
    /// picture's status bar is mirrored then, as iOS mirrors it. False when the snapshot was built by hand.
    public var isRightToLeft = false
    /// What the realized cells show (text, background, separator), ordered by section then item; empty when
    /// the snapshot was built by hand or the cells show no list content and no background.
    public var cellContents: [CellContent] = [] {
        didSet { cellContents.sort { ($0.section, $0.item) < ($1.section, $1.item) } }
    }
    /// What the realized supplementary views that are configured cells show (list headers and footers), ordered
    /// by section, element kind, then item; empty when the snapshot was built by hand or no supplementary view
    /// shows list content or a background.
    public var supplementaryContents: [CellContent] = [] {
        didSet {
            supplementaryContents.sort { ($0.section, $0.elementKind ?? "", $0.item) < ($1.section, $1.elementKind ?? "", $1.item) }
        }
    }
    /// The transforms of the elements that have one (what a visible-items handler or a layout set, such as
    /// a carousel's scale by distance from the centre), by element; pictures draw those elements transformed
    /// about their centres, as UIKit displays them. Empty when nothing is transformed.
    public var elementTransforms: [ElementID: CGAffineTransform] = [:]

    /// Creates a snapshot; `elements` are sorted into ``canonicalOrder(_:_:)`` so the input order never
    /// changes the output.
    ///
    /// - Complexity: O(n log n) for n elements.
    public init(title: String, viewport: CGRect, contentSize: CGSize, elements: [Element],
                sections: [Section] = [], diagnostics: [Diagnostic] = []) {
        self.title = title
        self.viewport = viewport
        self.contentSize = contentSize
        self.elements = elements.sorted(by: LayoutSnapshot.canonicalOrder)
        self.sections = sections.sorted { $0.index < $1.index }
        self.diagnostics = diagnostics
    }

    /// The stable reading order of elements: by section, then cells before supplementaries before
    /// decorations, then kind, item, and finally position (so even duplicates order deterministically).
    ///
    /// - Complexity: O(1) (plus the length of the kind strings).
    public static func canonicalOrder(_ lhs: Element, _ rhs: Element) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        if lhs.elementKind != rhs.elementKind { return (lhs.elementKind ?? "") < (rhs.elementKind ?? "") }
        if lhs.item != rhs.item { return lhs.item < rhs.item }
        if lhs.frame.minY != rhs.frame.minY { return lhs.frame.minY < rhs.frame.minY }
        if lhs.frame.minX != rhs.frame.minX { return lhs.frame.minX < rhs.frame.minX }
        if lhs.frame.width != rhs.frame.width { return lhs.frame.width < rhs.frame.width }
        if lhs.frame.height != rhs.frame.height { return lhs.frame.height < rhs.frame.height }
        return lhs.zIndex < rhs.zIndex
    }

    /// The elements in painting order: ascending zIndex (UIKit draws higher values above lower ones);
    /// at equal zIndex decorations first, then cells, then supplementaries, then the canonical order.
    ///
    /// - Complexity: O(n log n) for n elements.
    public var elementsInDrawingOrder: [Element] {
        elements.enumerated().sorted { lhs, rhs in
            if lhs.element.zIndex != rhs.element.zIndex { return lhs.element.zIndex < rhs.element.zIndex }
            let lhsRank = lhs.element.category.paintingRank, rhsRank = rhs.element.category.paintingRank
            if lhsRank != rhsRank { return lhsRank < rhsRank }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The rectangle of content coordinates the picture must show: the content area, the viewport and
    /// every element (orthogonal content past the view's edge, badges poking out above a cell).
    ///
    /// Non-finite and absurdly large frames are left out, so one bad value cannot blow the picture up.
    ///
    /// - Complexity: O(n) for n elements.
    public var drawingBounds: CGRect {
        let content = CGRect(origin: .zero, size: contentSize)
        var bounds = content.isDrawable ? content : .zero
        if viewport.isDrawable { bounds = bounds.union(viewport) }
        for element in elements where element.frame.isDrawable {
            bounds = bounds.union(element.frame)
        }
        for section in sections {
            if let region = section.orthogonalRegion, region.isDrawable { bounds = bounds.union(region) }
        }
        return bounds
    }

    /// One line for a console: title, element count, content size and diagnostics count.
    ///
    /// - Complexity: O(1).
    public var summaryLine: String {
        let width = DisplayNumber.compact(contentSize.width), height = DisplayNumber.compact(contentSize.height)
        let noun = diagnostics.count == 1 ? "diagnostic" : "diagnostics"
        return "\(elements.count) elements, content size \(width) × \(height), \(diagnostics.count) \(noun)"
    }
}

extension LayoutSnapshot {
    /// One element of the picture: the layout core's element value (the same model the layout, the tools and
    /// the frames JSON use), with its opacity and hidden state.
    public typealias Element = LayoutElement

    /// Geometry of one section as the layout reports it.
    public struct Section: Hashable, Sendable {
        /// The section index.
        public var index: Int
        /// The section's whole frame in content coordinates, if known.
        public var frame: CGRect?
        /// The scrollable content size of an orthogonal section's region; `nil` for other sections.
        public var orthogonalContentSize: CGSize?
        /// How far an orthogonal section is scrolled (the collection view's
        /// `orthogonalContentOffset(forSection:)`); zero for other sections.
        public var orthogonalOffset: CGPoint
        /// The section's list style, for a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
        public var list: ListStyle?

        /// Creates section geometry.
        public init(index: Int, frame: CGRect?, orthogonalContentSize: CGSize? = nil, orthogonalOffset: CGPoint = .zero,
                    list: ListStyle? = nil) {
            self.index = index
            self.frame = frame
            self.orthogonalContentSize = orthogonalContentSize
            self.orthogonalOffset = orthogonalOffset
            self.list = list
        }

        /// The orthogonal content as shown: the section frame's origin with the orthogonal content's extent,
        /// moved by minus ``orthogonalOffset`` (as the section's items are); `nil` for a section that does not
        /// scroll orthogonally.
        public var orthogonalRegion: CGRect? {
            guard let frame, let size = orthogonalContentSize else { return nil }
            return CGRect(x: frame.minX - orthogonalOffset.x, y: frame.minY - orthogonalOffset.y,
                          width: max(frame.width, size.width), height: max(frame.height, size.height))
        }
    }
}

extension CGRect {
    /// Coordinates beyond this magnitude (a hundred thousand screens) are treated as broken input:
    /// listed in tables, but not drawn, so one wild frame cannot make a picture unusably large.
    package static let largestDrawableCoordinate: CGFloat = 1e7

    /// Whether every coordinate is finite and of drawable magnitude, so it can be drawn and unioned safely.
    package var isDrawable: Bool {
        [origin.x, origin.y, size.width, size.height].allSatisfy { $0.isFinite && abs($0) <= Self.largestDrawableCoordinate }
    }
}
