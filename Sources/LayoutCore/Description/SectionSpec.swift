import CollectionGeometry

/// A section, as a value (what `NSCollectionLayoutSection` describes).
public struct SectionSpec: Sendable, Hashable, Codable {
    /// The group repeated for the section's items.
    public var group: ItemSpec
    /// Insets around the section's content.
    public var contentInsets: NSDirectionalEdgeInsets
    /// The space between groups.
    public var interGroupSpacing: CGFloat
    /// Which of the view's insets the content follows.
    public var contentInsetsReference: UIContentInsetsReference
    /// Which of the view's insets the boundary items follow.
    public var supplementaryContentInsetsReference: UIContentInsetsReference
    /// How the section scrolls across the main axis.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Headers, footers and side items.
    public var boundaryItems: [BoundarySpec]
    /// Whether boundary items follow the section's content insets.
    public var supplementariesFollowContentInsets: Bool
    /// Backgrounds.
    public var decorationItems: [DecorationSpec]
    /// Whether a visible-items handler adjusts the section's attributes when queried.
    public var hasVisibleItemsInvalidationHandler: Bool
    /// Set for a waterfall section: its items are placed in columns and `group` is not used.
    public var waterfall: WaterfallSpec? = nil
    /// Set for a flow section: its items are placed in lines, as a flow layout places them, and `group` is not used.
    public var flow: FlowSpec? = nil
    /// Deceleration and bounce of an orthogonal section (its `orthogonalScrollingProperties`).
    public var orthogonalScrollingPhysics = OrthogonalScrollingPhysics.automatic

    /// Creates a section.
    public init(group: ItemSpec, contentInsets: NSDirectionalEdgeInsets, interGroupSpacing: CGFloat, contentInsetsReference: UIContentInsetsReference, supplementaryContentInsetsReference: UIContentInsetsReference, orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, boundaryItems: [BoundarySpec], supplementariesFollowContentInsets: Bool, decorationItems: [DecorationSpec], hasVisibleItemsInvalidationHandler: Bool, waterfall: WaterfallSpec? = nil) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundaryItems = boundaryItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.decorationItems = decorationItems
        self.hasVisibleItemsInvalidationHandler = hasVisibleItemsInvalidationHandler
        self.waterfall = waterfall
    }

    /// The axes the section's items estimate, which measured sizes replace: a flow section's both when it
    /// estimates its sizes, otherwise its group's.
    package var estimatedItemAxes: (width: Bool, height: Bool) {
        if let flow { return flow.estimatesItemSizes ? (true, true) : (false, false) }
        return group.estimatedAxes
    }
}
