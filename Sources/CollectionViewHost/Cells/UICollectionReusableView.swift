import CollectionGeometry

/// A view a collection view reuses for supplementary and decoration elements (UIKit's `UICollectionReusableView`).
@MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier the view was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// The collection view places reusable views by frame, so each roots an Auto Layout island of its own: its
    /// constraints are solved apart from the rest of the hierarchy, and measured on their own when it self-sizes.
    override var isAutoLayoutIslandRoot: Bool { true }

    /// The reuse queue the view belongs to, set when the collection view creates it.
    var reuseKey: ReuseKey?

    /// The attributes the collection view last applied (nil after the view is dequeued again).
    var lastAppliedLayoutAttributes: UICollectionViewLayoutAttributes?

    /// What the view was last asked to fit and what it preferred, while it is on screen (nil until the
    /// collection view measures it, and again when it is realized for another element).
    var selfSizingRecord: SelfSizingRecord?
    /// The self-sizing pass of its collection view that last measured the view (0: none).
    var measuredInSelfSizingPass = 0

    /// Whether the view asked to be measured again at the next layout pass (a self-sizing cell calling
    /// `invalidateIntrinsicContentSize()` while its collection view's `selfSizingInvalidation` is enabled).
    var needsSelfSizing = false

    /// The axes on which the view's layout size is estimated, so
    /// ``preferredLayoutAttributesFitting(_:)`` measures it on them (the collection view sets it from the
    /// layout; vertical by default, as in a list). Beyond UIKit: UIKit keeps this private.
    public var selfSizingAxes: UIAxis = .vertical

    /// Creates a view for a reuse queue. The collection view calls this to instantiate registered
    /// classes: it is `required` so it can be called through a metatype, and a convenience initializer so
    /// that subclasses which override `init(frame:)` and `init?(coder:)` (as UIKit subclasses do) inherit it.
    /// It forwards to the subclass's `init(frame:)`.
    public required convenience init(reusableViewFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again from its reuse queue.
    open func prepareForReuse() {}

    /// Called after the collection view applies layout attributes to the view (its frame, and its alpha and
    /// hidden state when the layout changed them). As in UIKit, the default implementation does nothing;
    /// override it to read custom attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Applies layout attributes as UIKit does before configuration: the frame always; alpha and hidden
    /// state only when they differ from the attributes applied last, so values the app set on the view (a
    /// registration handler's `isHidden = true`) survive later layout passes that do not change them.
    /// Then calls ``apply(_:)``.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        let previous = lastAppliedLayoutAttributes
        // As in UIKit, attributes equal to the ones applied last are not applied again (`apply(_:)` is
        // not called). Only plain attributes are compared: a subclass may carry values `isEqual(to:)`
        // does not know.
        if let previous, type(of: previous) == UICollectionViewLayoutAttributes.self,
           type(of: attributes) == UICollectionViewLayoutAttributes.self,
           frame == attributes.frame, previous.isEqual(to: attributes) {
            return
        }
        frame = attributes.frame
        if previous == nil || previous?.alpha != attributes.alpha { alpha = attributes.alpha }
        if previous == nil || previous?.isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        if previous == nil || previous?.transform != attributes.transform { transform = attributes.transform }
        lastAppliedLayoutAttributes = attributes.copy()
        apply(attributes)
    }

    /// The attributes the view would like, given the layout's: UIKit's default measures the view with
    /// ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` — the
    /// axes in ``selfSizingAxes`` at ``UILayoutPriority/fittingSizeLevel``, the others at
    /// ``UILayoutPriority/required`` — and returns a copy with that size. With no self-sizing axis the
    /// attributes come back unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        guard !selfSizingAxes.isEmpty else { return layoutAttributes }
        let size = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: selfSizingAxes.contains(.horizontal) ? .fittingSizeLevel : .required,
            verticalFittingPriority: selfSizingAxes.contains(.vertical) ? .fittingSizeLevel : .required)
        let preferred = layoutAttributes.copy()
        preferred.size = size
        return preferred
    }
}
