import CollectionGeometry

/// A rectangle in a view's coordinate space that takes part in Auto Layout without being a view (UIKit's
/// `UILayoutGuide`): spacing between views, or a region such as the layout margins.
@MainActor
open class UILayoutGuide {
    /// A name for debugging and for Auto Layout's logs.
    open var identifier = ""
    /// The view the guide belongs to (set by `UIView.addLayoutGuide(_:)`).
    public internal(set) var owningView: UIView? {
        get { owningViewReference?.view }
        set { owningViewReference = newValue?.itemReference }
    }
    /// The owning view's shared reference, which does not keep it alive (see `ItemReference`).
    @exclusivity(unchecked) private var owningViewReference: ItemReference?
    /// Computes the frame for guides a view maintains.
    var frameProvider: (@MainActor () -> CGRect)?
    /// What keeps the guide's frame: the app's constraints, or one of the view's insets.
    var role: LayoutGuideRole = .free
    /// The frame Auto Layout solved for a free guide.
    var solvedFrame: CGRect = .zero
    /// Whether Auto Layout has solved the guide's frame at least once.
    var hasSolvedFrame = false
    /// How strongly a guide with a ``frameProvider`` keeps the provided frame in Auto Layout: required for the
    /// guides that follow a view (a list content view's text guide); lower for a guide whose frame the view only
    /// proposes, which the app's constraints may move (a list cell's separator guide). Such a guide reports the
    /// solved frame once Auto Layout has solved it.
    var providedFramePriority: UILayoutPriority = .required

    /// The reference that anchors, constraints and engines hold the guide by, made on first use, cleared as the
    /// guide deinitialises (see `ItemReference`).
    var itemReference: ItemReference {
        if let sharedItemReference { return sharedItemReference }
        let reference = ItemReference(sharedBy: self)
        sharedItemReference = reference
        return reference
    }
    @exclusivity(unchecked) private var sharedItemReference: ItemReference?
    /// Scratch marks an Auto Layout engine's rebuild leaves on the guides it visits (see `RebuildMarks`).
    @exclusivity(unchecked) var rebuildMarks = RebuildMarks()

    /// Creates a guide with a zero frame.
    public init() {}

    deinit {
        sharedItemReference?.itemWillDeinitialize()
    }

    /// The guide's rectangle in its owning view's coordinates: solved by Auto Layout for a guide the app added,
    /// kept by the view for the guides it maintains.
    open var layoutFrame: CGRect {
        guard let frameProvider else { return solvedFrame }
        if providedFramePriority < .required, hasSolvedFrame { return solvedFrame }
        return frameProvider()
    }

    private func anchorTerm(_ attribute: NSLayoutConstraint.Attribute) -> AnchorTerm {
        .attribute(itemReference, attribute)
    }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.leading)) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.trailing)) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.left)) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.right)) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchorTerm(.top)) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchorTerm(.bottom)) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(term: anchorTerm(.width)) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(term: anchorTerm(.height)) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: anchorTerm(.centerX)) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: anchorTerm(.centerY)) }

    /// Whether the active constraints leave the guide's frame undetermined.
    open var hasAmbiguousLayout: Bool {
        owningView?.autoLayoutItemIsAmbiguous(self) ?? false
    }

    /// The active constraints that bear on the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.autoLayoutConstraintsAffecting(self, axis: axis) ?? []
    }
}
