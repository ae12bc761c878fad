import CollectionGeometry

/// A flow section with its inset, line spacing, header and footer, as a value: what a flow layout (UIKit's
/// `UICollectionViewFlowLayout`) makes of one section's properties or delegate answers.
///
/// Every front door lowers flow sections through this one description, so they lay out alike: the flow layout and
/// `NSCollectionLayoutSection.flow(using:layoutEnvironment:)` build their objects from it, and layout documents turn
/// it into a ``SectionSpec`` with ``sectionSpec(scrollAxis:)``.
///
/// The section's items are placed in lines by ``flow`` (see ``FlowLines``); its lines are ``minimumLineSpacing``
/// apart; ``sectionInset`` surrounds the items, measured from the insets ``sectionInsetReference`` names; a header
/// or footer of some length along the scroll axis spans what the inset is measured from across it (the view, or its
/// safe area or layout margins), outside the inset (UIKit ignores the reference size's other dimension).
public struct FlowSectionSpec: Hashable, Sendable {
    /// The element kind of a flow section's header (UIKit's `UICollectionView.elementKindSectionHeader`).
    public static let headerElementKind = "UICollectionElementKindSectionHeader"
    /// The element kind of a flow section's footer (UIKit's `UICollectionView.elementKindSectionFooter`).
    public static let footerElementKind = "UICollectionElementKindSectionFooter"

    /// The items' sizes and the least space between the items of a line.
    public var flow: FlowSpec
    /// The least space between lines (the flow layout's `minimumLineSpacing`).
    public var minimumLineSpacing: CGFloat
    /// The margins around the items, inside the header and footer (the flow layout's `sectionInset`, its left
    /// inset as the leading one: the flow layout mirrors itself right to left).
    public var sectionInset: NSDirectionalEdgeInsets
    /// What ``sectionInset`` is measured from: `.none` (the content inset, the flow layout's default), `.safeArea`
    /// or `.layoutMargins` (the flow layout's `sectionInsetReference`).
    public var sectionInsetReference: UIContentInsetsReference
    /// The header's size; only its length along the scroll axis is used, and none means no header.
    public var headerReferenceSize: CGSize
    /// The footer's size; only its length along the scroll axis is used, and none means no footer.
    public var footerReferenceSize: CGSize
    /// Whether the header stays in view while its section is visible.
    public var pinsHeader: Bool
    /// Whether the footer stays in view while its section is visible.
    public var pinsFooter: Bool

    /// Creates a flow section description; the defaults are UIKit's flow layout's.
    public init(flow: FlowSpec, minimumLineSpacing: CGFloat = 10, sectionInset: NSDirectionalEdgeInsets = .zero,
                sectionInsetReference: UIContentInsetsReference = .none, headerReferenceSize: CGSize = .zero,
                footerReferenceSize: CGSize = .zero, pinsHeader: Bool = false, pinsFooter: Bool = false) {
        self.flow = flow
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.pinsHeader = pinsHeader
        self.pinsFooter = pinsFooter
    }

    /// The size of the group a flow section carries: the section does not use it, it only has to be valid.
    public static let placeholderSize = SizeSpec(width: .absolute(1), height: .absolute(1))

    /// The header, then the footer, of those that have a finite length greater than 0 along `scrollAxis`: as long
    /// as that, spanning the section across the axis (a fractional width of 1 in a vertical layout, a fractional
    /// height of 1 in a horizontal one) outside its inset, at the section's start and end, pinned as asked; zIndex 1,
    /// no offset.
    ///
    /// - Complexity: O(1).
    public func boundaryItems(scrollAxis: ScrollAxis) -> [BoundarySpec] {
        let vertical = scrollAxis == .vertical
        func item(_ size: CGSize, kind: String, alignment: NSRectAlignment, pins: Bool) -> BoundarySpec? {
            let length = vertical ? size.height : size.width
            guard length.isFinite, length > 0 else { return nil }
            let size = vertical
                ? SizeSpec(width: .fractionalWidth(1), height: .absolute(length))
                : SizeSpec(width: .absolute(length), height: .fractionalHeight(1))
            return BoundarySpec(size: size, elementKind: kind, alignment: alignment, offset: .zero, extendsBoundary: true,
                                pinToVisibleBounds: pins, zIndex: 1, contentInsets: .zero)
        }
        return [item(headerReferenceSize, kind: Self.headerElementKind, alignment: vertical ? .top : .leading, pins: pinsHeader),
                item(footerReferenceSize, kind: Self.footerElementKind, alignment: vertical ? .bottom : .trailing, pins: pinsFooter)]
            .compactMap { $0 }
    }

    /// The section as the layout core solves it in a layout scrolling along `scrollAxis`: the lines of ``flow``,
    /// the inset as its content insets from ``sectionInsetReference``, the line spacing between its lines, and the
    /// header and footer (``boundaryItems(scrollAxis:)``) across what the inset is measured from, not the inset.
    ///
    /// - Complexity: O(1).
    public func sectionSpec(scrollAxis: ScrollAxis) -> SectionSpec {
        let item = ItemSpec(size: Self.placeholderSize, contentInsets: .zero, edgeSpacing: .none, supplementaries: [], group: nil)
        let group = ItemSpec(size: Self.placeholderSize, contentInsets: .zero, edgeSpacing: .none, supplementaries: [],
                             group: GroupSpec(kind: .horizontal(.fill), subitems: [item], interItemSpacing: nil))
        var spec = SectionSpec(group: group, contentInsets: sectionInset, interGroupSpacing: minimumLineSpacing,
                               contentInsetsReference: sectionInsetReference, supplementaryContentInsetsReference: .none,
                               orthogonalScrollingBehavior: .none, boundaryItems: boundaryItems(scrollAxis: scrollAxis),
                               supplementariesFollowContentInsets: false, decorationItems: [],
                               hasVisibleItemsInvalidationHandler: false)
        spec.flow = flow
        return spec
    }
}
