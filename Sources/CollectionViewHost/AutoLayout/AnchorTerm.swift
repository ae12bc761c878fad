import CollectionGeometry

/// What an anchor stands for, for the engine: an attribute of a view or layout guide, or the distance between
/// two anchors (``NSLayoutXAxisAnchor/anchorWithOffset(to:)``).
@MainActor
indirect enum AnchorTerm {
    /// An attribute of an item (a `UIView` or a `UILayoutGuide`), held weakly as UIKit holds it.
    case attribute(ItemReference, NSLayoutConstraint.Attribute)
    /// `to − from`: a length measured between two positions on one axis.
    case span(from: AnchorTerm, to: AnchorTerm)

    /// The items the term refers to, in order (nil items dropped).
    var items: [AnyObject] {
        switch self {
        case .attribute(let reference, _): reference.object.map { [$0] } ?? []
        case .span(let from, let to): from.items + to.items
        }
    }

    /// Calls `body` with each item of the term, in order (nil items skipped), without collecting them.
    func forEachItem(_ body: (AnyObject) -> Void) {
        switch self {
        case .attribute(let reference, _): if let object = reference.object { body(object) }
        case .span(let from, let to): from.forEachItem(body); to.forEachItem(body)
        }
    }

    /// Calls `body` with the reference of each attribute of the term, in order (gone items included).
    func forEachReference(_ body: (ItemReference) -> Void) {
        switch self {
        case .attribute(let reference, _): body(reference)
        case .span(let from, let to): from.forEachReference(body); to.forEachReference(body)
        }
    }

    /// Whether the reference of an attribute of the term satisfies `predicate` (gone items included).
    func containsReference(where predicate: (ItemReference) -> Bool) -> Bool {
        switch self {
        case .attribute(let reference, _): predicate(reference)
        case .span(let from, let to): from.containsReference(where: predicate) || to.containsReference(where: predicate)
        }
    }

    /// Whether an item of the term satisfies `predicate`.
    func containsItem(where predicate: (AnyObject) -> Bool) -> Bool {
        switch self {
        case .attribute(let reference, _): reference.object.map(predicate) ?? false
        case .span(let from, let to): from.containsItem(where: predicate) || to.containsItem(where: predicate)
        }
    }

    /// The item and attribute of a plain term; `nil` and `.notAnAttribute` for a span.
    var itemAndAttribute: (AnyObject?, NSLayoutConstraint.Attribute) {
        switch self {
        case .attribute(let reference, let attribute): (reference.object, attribute)
        case .span: (nil, .notAnAttribute)
        }
    }

    /// `UILabel:0x1.leading`, as UIKit names an anchor in descriptions.
    var name: String {
        switch self {
        case .attribute(let reference, let attribute):
            "\(reference.object.map(AutoLayoutNames.itemName) ?? "nil").\(attribute.name)"
        case .span(let from, let to): "\(to.name) - \(from.name)"
        }
    }

    /// `<NSLayoutYAxisAnchor:0x1 "UILabel:0x2.top">`, as UIKit writes the anchor of the term in its messages: the
    /// anchor class follows the attribute's axis (a span is a dimension), the address is the item's.
    var anchorDescription: String {
        let (item, attribute) = itemAndAttribute
        let kind = switch attribute.family {
        case .horizontalPosition: "NSLayoutXAxisAnchor"
        case .verticalPosition: "NSLayoutYAxisAnchor"
        case .width, .height, .none: "NSLayoutDimension"
        }
        let address = item.map { String(UInt(bitPattern: ObjectIdentifier($0).hashValue), radix: 16) } ?? "0"
        return "<\(kind):0x\(address) \"\(name)\">"
    }
}

/// A weak reference to a constraint's item, as UIKit's constraints do not keep their items alive. The item's kind
/// (a view, a layout guide or another object) is read once, when the constraint is made, so that the engine,
/// which visits every item of every constraint on each rebuild, never casts an item again. A class, so that
/// passing a term around retains the reference rather than copying a weak reference (which goes through the
/// item's side table each time).
@MainActor
final class ItemReference {
    /// What kind of item the reference was made with.
    enum Kind { case view, guide, other }

    weak var object: AnyObject?
    let kind: Kind

    init(_ object: AnyObject?) {
        kind = object is UIView ? .view : object is UILayoutGuide ? .guide : .other
        self.object = object
    }

    init(view: UIView) {
        object = view
        kind = .view
    }

    /// The item if it is a view (and still alive).
    var view: UIView? {
        // The kind was checked when the reference was made, and a weak reference only ever turns nil.
        guard kind == .view, let object else { return nil }
        return unsafeDowncast(object, to: UIView.self)
    }

    /// The item if it is a layout guide (and still alive).
    var guide: UILayoutGuide? {
        guard kind == .guide, let object else { return nil }
        return unsafeDowncast(object, to: UILayoutGuide.self)
    }
}
