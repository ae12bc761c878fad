import CollectionGeometry
import LayoutCore
import CollectionViewHost

/// Called for each layout pass with the section's visible items, the scroll offset and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A section: one group repeated for the section's items, plus insets, spacing, boundary items,
/// decorations and orthogonal scrolling (UIKit's `NSCollectionLayoutSection`).
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    package let group: NSCollectionLayoutGroup

    /// Insets around the section's content, in points.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Which of the view's insets the section's content follows (`.automatic`: the configuration's).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Which of the view's insets the section's boundary items follow (iOS 16; `.automatic`: the section's insets).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// How the section scrolls across the layout's main axis.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Properties of orthogonal scrolling (iOS 17).
    public private(set) var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Headers, footers and side items of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items follow the section's content insets on the cross axis (default `true`;
    /// deprecated in iOS 16 in favour of ``supplementaryContentInsetsReference``).
    open var supplementariesFollowContentInsets: Bool = true
    /// Called on each layout pass with the visible items; its changes show in the returned attributes.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Decoration items (backgrounds) of the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// Set on waterfall sections (``waterfall(using:layoutEnvironment:)``): their items are placed in columns.
    package var waterfallConfiguration: UICollectionLayoutWaterfallConfiguration?
    /// Set on a flow layout's sections: their items are placed in lines (see `UICollectionViewFlowLayout`).
    package var flowSpec: FlowSpec?
    /// Set on list sections (``list(using:layoutEnvironment:)``): the configuration the layout reads the list's
    /// background, swipe actions and separators from.
    package var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section that repeats `group` (a copy of it) for its items.
    public init(group: NSCollectionLayoutGroup) {
        // UIKit copies the group: changes made to it afterwards have no effect on the section.
        self.group = group.copyItem() as? NSCollectionLayoutGroup ?? group
    }

    package func copySection() -> NSCollectionLayoutSection {
        let copy = NSCollectionLayoutSection(group: group)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.orthogonalScrollingProperties = orthogonalScrollingProperties.copyProperties()
        copy.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.copyBoundary() }
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.decorationItems = decorationItems.map { $0.copyDecoration() }
        copy.waterfallConfiguration = waterfallConfiguration
        copy.flowSpec = flowSpec
        copy.listConfiguration = listConfiguration
        return copy
    }

    package func makeSpec(_ context: inout SpecContext) -> SectionSpec {
        var spec = SectionSpec(group: group.makeSpec(&context), contentInsets: contentInsets, interGroupSpacing: interGroupSpacing,
                    contentInsetsReference: contentInsetsReference,
                    supplementaryContentInsetsReference: supplementaryContentInsetsReference,
                    orthogonalScrollingBehavior: orthogonalScrollingBehavior,
                    boundaryItems: boundarySupplementaryItems.map(\.boundarySpec),
                    supplementariesFollowContentInsets: supplementariesFollowContentInsets,
                    decorationItems: decorationItems.map(\.decorationSpec),
                    hasVisibleItemsInvalidationHandler: visibleItemsInvalidationHandler != nil,
                    waterfall: waterfallConfiguration?.spec)
        spec.orthogonalScrollingPhysics = orthogonalScrollingProperties.physics
        spec.flow = flowSpec
        return spec
    }
}
