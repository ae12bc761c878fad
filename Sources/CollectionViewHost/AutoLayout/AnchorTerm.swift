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
