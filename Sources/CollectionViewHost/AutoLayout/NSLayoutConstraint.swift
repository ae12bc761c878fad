import CollectionGeometry
import CollectionDiagnostics

/// A relation between two attributes of views or layout guides that Auto Layout keeps true
/// (UIKit's `NSLayoutConstraint`): `item1.attribute1 relation multiplier × item2.attribute2 + constant`.
///
/// Activate a constraint (``isActive``, ``activate(_:)``) to install it on the closest common ancestor of
/// its items; the next layout pass solves every active constraint of the hierarchy and sets the frames of the
/// views whose ``UIView/translatesAutoresizingMaskIntoConstraints`` is `false`. Changing ``constant`` re-solves
/// incrementally (a dual-simplex step), without rebuilding the system.
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    let firstTerm: AnchorTerm
    let secondTerm: AnchorTerm?
    /// The view the constraint is installed on while active (the closest common ancestor of its items).
    var installedView: UIView? {
        get { installedReference?.view }
        set { installedReference = newValue?.itemReference }
    }
    /// The shared reference of ``installedView`` (not a `weak` one: see `ItemReference`).
    @exclusivity(unchecked) private var installedReference: ItemReference?

    /// How the first attribute relates to the second.
    public let relation: Relation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// The constant added to the multiplied second attribute. Changing it on an active constraint re-solves
    /// the layout incrementally at the next layout pass.
    ///
    /// A NaN or infinite constant is illegal: UIKit raises ("NSLayoutConstraint constant is not finite!"), and so
    /// does this by default (see ``failurePolicy``); under ``FailurePolicy/record`` the old constant stays and an
    /// `invalidConstant` diagnostic goes to the sink.
    open var constant: CGFloat {
        didSet {
            guard constant.isFinite else {
                let rejected = constant
                constant = oldValue
                Self.rejectConstant(rejected, first: firstTerm, second: secondTerm, keeping: oldValue)
                return
            }
            guard constant != oldValue else { return }
            installedView?.autoLayoutConstraintConstantDidChange(self)
        }
    }

    /// The constraint's priority: ``UILayoutPriority/required`` (1000) must hold; lower priorities are
    /// optional, and a higher one wins over a lower one. A priority outside 1…1000 is clamped into it.
    /// An active constraint cannot change between required and optional (UIKit raises; see
    /// ``NSLayoutConstraint/failurePolicy``).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            let clamped = UILayoutPriority(rawValue: newValue.rawValue.isNaN ? 1000 : min(max(newValue.rawValue, 1), 1000))
            guard clamped != storedPriority else { return }
            if isActive, (clamped == .required) != (storedPriority == .required) {
                let message = "Mutating a priority from required to not on an installed constraint (or vice-versa) is "
                    + "not supported.  You passed priority \(Self.format(clamped.rawValue)) and the existing priority "
                    + "was \(Self.format(storedPriority.rawValue))."
                Self.reject(.priorityChangeRejected, message)
                return
            }
            storedPriority = clamped
            installedView?.autoLayoutConstraintPriorityDidChange(self)
        }
    }
    @exclusivity(unchecked) private var storedPriority: UILayoutPriority = .required

    /// A name for the constraint in Auto Layout's logs.
    open var identifier: String?

    /// Whether the constraint should be archived with its view; stored (archives are not supported headless).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it, as
    /// ``activate(_:)`` and ``deactivate(_:)`` do.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// Makes the constraint. A non-finite multiplier or constant is illegal (UIKit raises; see
    /// ``failurePolicy``); under ``FailurePolicy/record`` the multiplier becomes 1 and the constant 0.
    init(first: AnchorTerm, relation: Relation, second: AnchorTerm?, multiplier: CGFloat, constant: CGFloat) {
        if !multiplier.isFinite { Self.rejectMultiplier(multiplier) }
        if !constant.isFinite {
            Self.rejectConstant(constant, first: first, second: second, keeping: 0)
        }
        firstTerm = first
        secondTerm = second
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c` (UIKit's initialiser).
    ///
    /// The items are views or layout guides; a constant width or height has `nil` and `.notAnAttribute` as its
    /// second item. UIKit raises, and so does this by default (see ``failurePolicy``), for a NaN or infinite
    /// multiplier or constant, and for a location attribute (an edge, a centre or a baseline) as the first
    /// attribute with a multiplier of 0 or no second item: a location equal to a constant. Under
    /// ``FailurePolicy/record`` a diagnostic goes to the sink; a non-finite multiplier becomes 1, a non-finite
    /// constant 0, and a location equal to a constant is kept as given (measured in the coordinates of the
    /// island's root view).
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = AnchorTerm.attribute(ItemReference.to(view1 as AnyObject), attr1)
        let second: AnchorTerm? = (view2 == nil || attr2 == .notAnAttribute)
            ? nil : .attribute(ItemReference.to(view2.map { $0 as AnyObject }), attr2)
        if attr1.isLocation && (multiplier == 0 || second == nil) {
            let message = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:"
                + "constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute "
                + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
                + "specified in pairs."
            Self.reject(.locationEqualToConstant, message)
        }
        self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
    }

    /// Stops with UIKit's message for a non-finite multiplier, or records it (the multiplier becomes 1).
    private static func rejectMultiplier(_ multiplier: CGFloat) {
        reject(.invalidMultiplier, "Multiplier is not finite!  That's illegal.  multiplier:\(multiplier)", fallback: "; made 1")
    }

    /// Stops with UIKit's message for a non-finite constant, or records it (the constant becomes `kept`).
    private static func rejectConstant(_ constant: CGFloat, first: AnchorTerm, second: AnchorTerm?,
                                       keeping kept: CGFloat) {
        let message = "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant) firstAnchor:"
            + "\(first.anchorDescription) secondAnchor:\(second?.anchorDescription ?? "(null)")"
        reject(.invalidConstant, message, fallback: "; kept \(format(Float(kept)))")
    }

    /// Stops with UIKit's `message` under the effective ``failurePolicy``; under `.record` reports `kind` with the
    /// message and `fallback` (what was done instead) and returns. Every Auto Layout programmer error goes through
    /// here: constraints, anchors, stack views, the visual format and `updateConstraints()`.
    static func reject(_ kind: DiagnosticKind, _ message: String, fallback: String = "") {
        effectiveFailurePolicy.reject(message) { AutoLayoutDiagnostics.report(kind, message: $0 + fallback) }
    }

    /// The first item: the view or layout guide the first attribute belongs to.
    open var firstItem: AnyObject? { firstTerm.itemAndAttribute.0 ?? firstTerm.items.first }
    /// The second item, or `nil` for a constant size.
    open var secondItem: AnyObject? { secondTerm.flatMap { $0.itemAndAttribute.0 ?? $0.items.first } }
    /// The first item's attribute.
    open var firstAttribute: Attribute { firstTerm.itemAndAttribute.1 }
    /// The second item's attribute, `.notAnAttribute` for a constant size.
    open var secondAttribute: Attribute { secondTerm?.itemAndAttribute.1 ?? .notAnAttribute }

    /// The first item's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(term: firstTerm) }
    /// The second item's anchor, or `nil` for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerm.map { NSLayoutAnchor<AnyObject>(term: $0) } }

    // MARK: - Activation

    /// Activates each constraint: installs it on the closest common ancestor of its items.
    ///
    /// Items in different view hierarchies have no common ancestor: UIKit raises, and so does this by default
    /// (see ``failurePolicy``); under ``FailurePolicy/record`` the constraint stays inactive and a
    /// diagnostic goes to the sink.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        // The views the batch installed on, each once: their engines are marked stale once, after the batch (a
        // structural change only marks them, so once is as good as once per constraint).
        var changed: [UIView] = []
        for constraint in constraints where constraint.installedView == nil {
            guard let ancestor = constraint.commonAncestor() else {
                let message = "Unable to activate constraint with anchors \(constraint.firstAnchor.debugDescription)"
                    + " and \(constraint.secondAnchor?.debugDescription ?? "nil") because they have no common ancestor."
                    + "  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
                reject(.noCommonAncestor, message)
                continue
            }
            ancestor.autoLayout.constraints.append(constraint)
            constraint.installedView = ancestor
            // A plain loop: a closure here would be main-actor isolated and checked on every call.
            var known = false
            for view in changed.reversed() where view === ancestor { known = true; break }
            if !known { changed.append(ancestor) }
        }
        for view in changed { view.autoLayoutStructureDidChange() }
    }

    /// Deactivates each constraint: removes it from the view it is installed on.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.installedView?.uninstall(constraint) }
    }

    /// What Auto Layout does with the programmer errors UIKit raises an exception for (not UIKit API):
    /// ``FailurePolicy/stop`` (the default) stops with UIKit's message; ``FailurePolicy/record`` sends a
    /// diagnostic to the sink and applies the fallback each place documents. The places: activating a constraint
    /// whose items have no common ancestor (it stays inactive), changing an active constraint between required
    /// and optional priority (the old priority stays), relating a leading or trailing anchor to a left or right
    /// one (the constraint is made, and relates the two edges as they lie), a NaN or infinite multiplier (it
    /// becomes 1) or constant (a new constraint's becomes 0; a changed one keeps its old value), and a location
    /// attribute equal to a constant (kept as given).
    ///
    /// This is the process-wide default; ``withFailurePolicy(_:_:)`` sets a policy for one task instead.
    public static var failurePolicy: FailurePolicy = .stop

    /// Calls `body` with each item of both terms, in order.
    func forEachItem(_ body: (AnyObject) -> Void) {
        firstTerm.forEachItem(body)
        secondTerm?.forEachItem(body)
    }

    /// Whether an item of either term satisfies `predicate`.
    func containsItem(where predicate: (AnyObject) -> Bool) -> Bool {
        firstTerm.containsItem(where: predicate) || (secondTerm?.containsItem(where: predicate) ?? false)
    }

    /// The closest view that contains every item (a layout guide counts as its owning view); an item with no
    /// view at all (a guide never added) has none.
    func commonAncestor() -> UIView? {
        var ancestor: UIView?
        // Folds each item's view (a guide's owning view) into the closest view containing all so far.
        func include(_ term: AnchorTerm) -> Bool {
            switch term {
            case .attribute(let reference, _):
                let view: UIView
                if let item = reference.view {
                    view = item
                } else if let guide = reference.guide {
                    guard let owner = guide.owningView else { return false }
                    view = owner
                } else {
                    return reference.object == nil  // an item gone: the others decide; another object: no view
                }
                guard let current = ancestor else { ancestor = view; return true }
                guard let shared = current.closestCommonAncestor(with: view) else { return false }
                ancestor = shared
                return true
            case .span(let from, let to):
                return include(from) && include(to)
            }
        }
        guard include(firstTerm) else { return nil }
        if let secondTerm, !include(secondTerm) { return nil }
        return ancestor
    }

    // MARK: - Description

    /// UIKit's form: `<NSLayoutConstraint:0x1 UILabel:0x2.leading == UIView:0x3.leading + 16   (active)>`, with the
    /// identifier after the address and the priority before the relation when it is not required.
    open var description: String {
        var text = "<\(String(describing: type(of: self))):0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))"
        if let identifier, !identifier.isEmpty { text += " '\(identifier)'" }
        text += " " + firstTerm.name + " " + relation.symbol + " "
        var right = ""
        if let secondTerm {
            right = (multiplier == 1 ? "" : "\(Self.format(Float(multiplier)))*") + secondTerm.name
            if constant != 0 { right += constant < 0 ? " - \(Self.format(Float(-constant)))" : " + \(Self.format(Float(constant)))" }
        } else {
            right = Self.format(Float(constant))
        }
        text += right
        if priority != .required { text += "   (priority \(Self.format(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// The same as ``description``.
    open var debugDescription: String { description }

    /// A number as UIKit prints it in constraint logs: no trailing `.0`.
    static func format(_ value: Float) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
