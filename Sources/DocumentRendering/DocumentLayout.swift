import Foundation
import LayoutCore
import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout

/// A layout document laid out by the layout core alone for one view: no collection view, no UIKit-named
/// object, no main actor. It gives the same picture a headless `UICollectionView` gives of the document when
/// its cells keep their estimated sizes and show nothing of their own (no preview sample text): the elements,
/// the sections with their list styles and orthogonal offsets, the list background and the diagnostics.
///
/// Several can be made at once on different threads. The document's sections are lowered with
/// ``LayoutDocument/LayoutDocument/lowered(in:itemCounts:)`` and solved once; pictures query the result.
///
/// Beyond UIKit.
public struct DocumentLayout: Sendable {
    /// The view the document is laid out in.
    public let view: LayoutDocument.ViewEnvironment
    /// The document as the layout core's input.
    public let lowered: LayoutDocument.LoweredLayout
    /// The solved layout.
    public let result: LayoutResult
    /// Where the view is scrolled: the origin of its bounds.
    public var contentOffset: CGPoint
    /// Whether the picture is of the dark appearance.
    public var isDark: Bool

    /// Lowers and solves `document` for `view`, with `itemCounts` items per section.
    ///
    /// - Throws: the document's ``LayoutDocument/LayoutDocument/ConversionError`` when it names handlers.
    /// - Complexity: that of lowering and solving (independent of the item counts for uniform sections).
    public init(document: LayoutDocument, view: LayoutDocument.ViewEnvironment, itemCounts: [Int], contentOffset: CGPoint = .zero,
                isDark: Bool = false) throws(LayoutDocument.ConversionError) {
        self.view = view
        lowered = try document.lowered(in: view, itemCounts: itemCounts)
        result = lowered.solve()
        self.contentOffset = contentOffset
        self.isDark = isDark
    }

    /// The view's bounds: its size at the content offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: view.size) }

    /// The insets the view's content is scrolled within: the safe area on the vertical edges always, and on the
    /// horizontal edges when the content is wider than the view (`UIScrollView.ContentInsetAdjustmentBehavior.automatic`
    /// with no content inset of its own).
    public var adjustedContentInset: UIEdgeInsets {
        let safe = view.safeAreaInsets
        let horizontal = result.contentSize.width > view.size.width
        return UIEdgeInsets(top: safe.top, left: horizontal ? safe.left : 0, bottom: safe.bottom, right: horizontal ? safe.right : 0)
    }

    /// The part of the bounds not under the adjusted insets, where pinned items pin.
    public var visibleRegion: CGRect {
        let inset = adjustedContentInset
        return CGRect(x: bounds.minX + inset.left, y: bounds.minY + inset.top, width: bounds.width - inset.left - inset.right,
                      height: bounds.height - inset.top - inset.bottom)
    }

    /// The vertical content offsets the view rests between: minus its top inset to the content's end plus its
    /// bottom inset less its height (the top when the content is shorter).
    public var verticalOffsets: ClosedRange<Double> {
        let inset = adjustedContentInset
        let top = Double(-inset.top)
        let bottom = Double(result.contentSize.height + inset.bottom - view.size.height)
        return top.isFinite && bottom.isFinite ? top...max(top, bottom) : 0...0
    }

    /// The scrolling region of orthogonal section `index`, or nil when the section does not scroll orthogonally.
    func orthogonalRegion(forSection index: Int) -> OrthogonalScrollRegion? {
        let sections = lowered.input.sections
        let physics = sections.indices.contains(index) ? sections[index]?.orthogonalScrollingPhysics ?? .automatic : .automatic
        return result.orthogonalScrollRegion(forSection: index, physics: physics)
    }

    /// A picture of the view and what it tells about the orthogonal sections.
    public struct Picture: Sendable {
        /// The picture.
        public var snapshot: LayoutSnapshot
        /// The orthogonal sections as the view shows them (their offsets and resting ranges).
        public var orthogonalSections: [OrthogonalSection]
        /// The sections given an orthogonal offset that do not scroll orthogonally (the offset is ignored).
        public var ignoredOffsetSections: [Int]
    }

    /// What a picture shows.
    public enum PictureRegion: Hashable, Sendable {
        /// The whole content, the orthogonal sections' content past the view's edges included (what a headless
        /// collection view's capture shows).
        case content
        /// The view's bounds only: what the screen shows at the content offset.
        case screen
    }

    /// A picture of the view, with each orthogonal section of `orthogonalOffsets` scrolled there (along the
    /// section's axis, clamped to its content, as `setOrthogonalContentOffset(_:forSection:animated:)` does), the
    /// orthogonal sections as the view shows them, and the sections given an offset that do not scroll
    /// orthogonally.
    ///
    /// - Complexity: one rect query over `region` (the content and the orthogonal regions, or the screen), O(s)
    ///   for s sections, and O(n log n) to sort the n elements found.
    public func snapshot(title: String, orthogonalOffsets: [Int: Double] = [:], region: PictureRegion = .content) -> Picture {
        let sectionCount = lowered.input.itemCounts.count
        var positions: [Int: CGFloat] = [:]
        var ignored: [Int] = []
        for (section, value) in orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            guard value.isFinite, section < sectionCount, let region = orthogonalRegion(forSection: section) else {
                ignored.append(section)
                continue
            }
            let offset = region.axis == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
            positions[section] = region.paging.clamped(region.position(forOffset: offset))
        }
        var sections: [LayoutSnapshot.Section] = []
        var offsets: [Int: CGPoint] = [:]
        var orthogonal: [OrthogonalSection] = []
        var queryRect = CGRect(origin: .zero, size: result.contentSize).union(bounds)
        for index in 0..<sectionCount {
            var section = LayoutSnapshot.Section(index: index, frame: sectionFrame(index), orthogonalContentSize: orthogonalContentSize(index),
                                                 list: lowered.listSections[index].map(Self.listStyle))
            if let region = section.orthogonalRegion, region.isDrawable { queryRect = queryRect.union(region) }
            if let region = orthogonalRegion(forSection: index) {
                let offset = region.offset(forPosition: region.paging.clamped(positions[index] ?? 0))
                if offset != .zero, offset.x.isFinite, offset.y.isFinite {
                    section.orthogonalOffset = offset
                    offsets[index] = offset
                }
                orthogonal.append(OrthogonalSection(index: index, region: region, offset: offset,
                                                    contentSize: section.orthogonalContentSize ?? region.frame.size))
            }
            sections.append(section)
        }
        let rect = region == .screen ? bounds
            : queryRect.insetBy(dx: -LayoutSnapshot.defaultQueryMargin, dy: -LayoutSnapshot.defaultQueryMargin)
        var elements: [LayoutSnapshot.Element] = []
        result.forEachElement(in: rect, visibleRegion: visibleRegion) { element in
            var element = element
            if let offset = offsets[element.section],
               result.scrollsOrthogonally(category: element.category, elementKind: element.elementKind, indexPath: element.indexPath) {
                element.frame = element.frame.offsetBy(dx: -offset.x, dy: -offset.y)
            }
            elements.append(element)
        }
        var snapshot = LayoutSnapshot(title: title, viewport: bounds, contentSize: result.contentSize, elements: elements,
                                      sections: sections, diagnostics: result.diagnostics.map(\.diagnostic))
        snapshot.backgroundColor = listBackgroundColor
        snapshot.safeAreaInsets = view.safeAreaInsets
        snapshot.isRightToLeft = view.isRightToLeft
        return Picture(snapshot: snapshot, orthogonalSections: orthogonal, ignoredOffsetSections: ignored)
    }

    /// The section's whole frame, or nil when it is missing.
    private func sectionFrame(_ index: Int) -> CGRect? {
        guard index < result.sections.count, !result.sections[index].isMissing else { return nil }
        return result.mirrored(result.sections[index].frame)
    }

    /// The scrollable content size of an orthogonal section's region; nil for other sections.
    private func orthogonalContentSize(_ index: Int) -> CGSize? {
        index < result.sections.count ? result.sections[index].orthogonalContentSize : nil
    }

    /// The colour the lists give the view: the first list section's appearance's system colour
    /// (`systemBackground` plain, `systemGroupedBackground` otherwise), as a list layout sets it on its view.
    private var listBackgroundColor: LayoutSnapshot.Color? {
        guard let first = lowered.listSections.min(by: { $0.key < $1.key })?.value else { return nil }
        let color: UIColor = first.appearance.coreValue.hasGroupedBackground ? .systemGroupedBackground : .systemBackground
        let traits = UITraitCollection.defaultPhone.modifyingTraits { $0.userInterfaceStyle = isDark ? .dark : .light }
        return LayoutSnapshot.Color(color, traits: traits)
    }

    private static func listStyle(_ list: LayoutDocument.ListSection) -> LayoutSnapshot.ListStyle {
        LayoutSnapshot.ListStyle(appearance: list.appearance.uiKitValue, showsSeparators: list.showsSeparators)
    }
}
