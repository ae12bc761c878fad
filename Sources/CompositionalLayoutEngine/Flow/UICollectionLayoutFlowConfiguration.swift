import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// A flow section's configuration, for a compositional layout's section provider: a ``UICollectionViewFlowLayout``'s
/// properties for one section, with their names and defaults (beyond UIKit: UIKit lays flow sections out only in a
/// flow layout, never beside a compositional layout's other sections).
///
/// ``NSCollectionLayoutSection/flow(using:layoutEnvironment:)`` makes the section; it lays out as a flow layout with
/// the same properties lays out each of its sections (the flow layout itself lowers its sections through this
/// configuration). Items go on a line while they fit, the room left over is spread between them, and lines are
/// ``minimumLineSpacing`` apart; see ``UICollectionViewFlowLayout`` for the rules.
///
/// ```swift
/// var flow = UICollectionLayoutFlowConfiguration()
/// flow.itemSize = CGSize(width: 120, height: 120)
/// flow.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
/// flow.headerReferenceSize = CGSize(width: 0, height: 44)
/// let layout = UICollectionViewCompositionalLayout { _, environment in
///     NSCollectionLayoutSection.flow(using: flow, layoutEnvironment: environment)
/// }
/// ```
///
/// A flow layout's layout-wide settings are the compositional layout's here: its scroll direction is the layout
/// configuration's, and for the same frames as a flow layout the configuration has no inter-section spacing.
public struct UICollectionLayoutFlowConfiguration: Hashable, Sendable {
    /// The size of every item, unless ``itemSizes`` gives each its own (default 50 × 50).
    public var itemSize = CGSize(width: 50, height: 50)
    /// Each item's size, repeating: item `i` is `itemSizes[i % itemSizes.count]` (what a flow layout's delegate
    /// answers in `collectionView(_:layout:sizeForItemAt:)`). Default empty: every item is ``itemSize``. Not used
    /// while the sizes are estimated (``estimatedItemSize``), as a flow layout asks its delegate for no sizes then.
    public var itemSizes: [CGSize] = []
    /// The size items are estimated at before they size themselves (default zero: sizes are not estimated).
    /// ``UICollectionViewFlowLayout/automaticSize`` estimates them at ``itemSize``.
    public var estimatedItemSize: CGSize = .zero
    /// The least space between lines (default 10).
    public var minimumLineSpacing: CGFloat = 10
    /// The least space between the items of a line (default 10).
    public var minimumInteritemSpacing: CGFloat = 10
    /// The margins around the section's items, inside its header and footer (default zero). The left inset is the
    /// leading one: the section mirrors itself right to left, as a flow layout does.
    public var sectionInset: UIEdgeInsets = .zero
    /// What ``sectionInset`` is measured from (default `.fromContentInset`).
    public var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference = .fromContentInset
    /// The header's size; only its length along the scroll direction is used (default zero: no header).
    public var headerReferenceSize: CGSize = .zero
    /// The footer's size; only its length along the scroll direction is used (default zero: no footer).
    public var footerReferenceSize: CGSize = .zero
    /// Whether the header stays at the top of the visible area while the section is on screen (default `false`).
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether the footer stays at the bottom of the visible area while the section is on screen (default `false`).
    public var sectionFootersPinToVisibleBounds = false

    /// A configuration with a flow layout's defaults.
    public init() {}

    /// The layout core's description of the section: an estimate of
    /// ``UICollectionViewFlowLayout/automaticSize`` names no size, so ``itemSize`` stands in for it until the items
    /// are measured; estimated sizes leave ``itemSizes`` unused.
    var sectionSpec: FlowSectionSpec {
        let estimates = estimatedItemSize != .zero
        let size = !estimates || estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
        let sizes = estimates || itemSizes.isEmpty ? nil : itemSizes
        let flow = FlowSpec(itemSize: size, itemSizes: sizes, repeatsItemSizes: sizes != nil, minimumInteritemSpacing: minimumInteritemSpacing,
                            estimatesItemSizes: estimates)
        return FlowSectionSpec(flow: flow, minimumLineSpacing: minimumLineSpacing,
                               sectionInset: NSDirectionalEdgeInsets(top: sectionInset.top, leading: sectionInset.left,
                                                                     bottom: sectionInset.bottom, trailing: sectionInset.right),
                               sectionInsetReference: sectionInsetReference.contentInsetsReference,
                               headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize,
                               pinsHeader: sectionHeadersPinToVisibleBounds, pinsFooter: sectionFootersPinToVisibleBounds)
    }
}
