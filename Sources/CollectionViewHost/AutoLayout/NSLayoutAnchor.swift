import CollectionGeometry

/// A factory for constraints on one attribute of a view or layout guide (UIKit's `NSLayoutAnchor`).
///
/// Use its subclasses: ``NSLayoutXAxisAnchor`` and ``NSLayoutYAxisAnchor`` for positions, ``NSLayoutDimension``
/// for sizes. The type parameter keeps axes apart at compile time, as in UIKit: an x-axis anchor cannot be
/// constrained to a y-axis anchor or to a dimension.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: @MainActor CustomDebugStringConvertible {
    let term: AnchorTerm

    init(term: AnchorTerm) {
        self.term = term
    }

    /// A constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: 0)
    }

    /// A constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: c)
    }

    /// A constraint `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// The anchor's name in logs: `UILabel:0x1.leading`.
    open var name: String { term.name }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { term.itemAndAttribute.0 ?? term.items.first }

    /// Whether the anchor's attribute is not fully determined by the active constraints of its hierarchy.
    ///
    /// - Complexity: a layout pass of the hierarchy if one is pending, then O(*c*) for the *c* cells of the
    ///   anchor's row.
    open var hasAmbiguousLayout: Bool {
        guard let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else { return false }
        return view.autoLayoutIsAmbiguous(term)
    }

    /// The active constraints that bear on the anchor's attribute (those sharing an item with it, and the
    /// constraints those are tied to through shared items on the same axis).
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else { return [] }
        return view.autoLayoutConstraintsAffecting(term)
    }

    /// `<NSLayoutXAxisAnchor:0x1 "UILabel:0x2.leading">`, as UIKit writes an anchor.
    open var debugDescription: String {
        "<\(String(describing: type(of: self))):0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)) \"\(name)\">"
    }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                        multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        let (_, mine) = term.itemAndAttribute
        let (_, theirs) = anchor.term.itemAndAttribute
        if (mine.isDirectional && theirs.isAbsoluteHorizontalEdge) || (mine.isAbsoluteHorizontalEdge && theirs.isDirectional) {
            let message = "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
            NSLayoutConstraint.reject(.mixedDirectionalAttributes, message)
        }
        return NSLayoutConstraint(first: term, relation: relation, second: anchor.term, multiplier: multiplier,
                                  constant: constant)
    }
}

/// An anchor for a position on the x-axis: leading, trailing, left, right or centre (UIKit's
/// `NSLayoutXAxisAnchor`).
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension that other dimensions can be constrained to.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: .span(from: term, to: otherAnchor.term))
    }

    /// A constraint `self == anchor + multiplier × system spacing` (the spacing the system uses between
    /// adjacent views: 8 points).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// A constraint `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// A constraint `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }
}

/// An anchor for a position on the y-axis: top, bottom, centre or a baseline (UIKit's `NSLayoutYAxisAnchor`).
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension that other dimensions can be constrained to.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(term: .span(from: term, to: otherAnchor.term))
    }

    /// A constraint `self == anchor + multiplier × system spacing` (8 points).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// A constraint `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }

    /// A constraint `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, constant: UIView.systemSpacing * multiplier)
    }
}

/// An anchor for a width or a height, or a distance made by `anchorWithOffset(to:)` (UIKit's
/// `NSLayoutDimension`).
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .equal, second: nil, multiplier: 1, constant: c)
    }

    /// A constraint `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .greaterThanOrEqual, second: nil, multiplier: 1, constant: c)
    }

    /// A constraint `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: .lessThanOrEqual, second: nil, multiplier: 1, constant: c)
    }

    /// A constraint `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// A constraint `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// A constraint `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// A constraint `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
