/// A reference that does not keep its item alive: how a subview holds its superview, a guide its owning view, and
/// constraints, anchors and Auto Layout engines their items (UIKit's constraints do not keep their items alive
/// either). The item's kind (a view, a layout guide or another object) is read once, when the reference is made,
/// so that the engine, which visits every item of every constraint on each rebuild, never casts an item again.
///
/// A view or layout guide has one reference, made on first use and shared by everything that names it; the item
/// clears it as it deinitialises, so it reads `nil` from then on, as a weak reference would. It is not a Swift
/// `weak` reference: the first weak reference to an object moves its reference counts to a side table for good,
/// and every later retain and release of the object takes the slow path through it — for a view, on every layout
/// pass. Another object (not a view or a guide) is held by a `weak` reference of its own.
@MainActor
final class ItemReference {
    /// What kind of item the reference was made with.
    enum Kind { case view, guide, other }

    let kind: Kind
    /// The view or guide until it deinitialises (it clears this in its `deinit`).
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var item: AnyObject?
    /// Another object, weakly.
    @exclusivity(unchecked) private weak var otherObject: AnyObject?

    /// The shared reference of a view or guide, or a new weak reference to another object.
    static func to(_ object: AnyObject?) -> ItemReference {
        if let view = object as? UIView { return view.itemReference }
        if let guide = object as? UILayoutGuide { return guide.itemReference }
        return ItemReference(other: object)
    }

    private init(other: AnyObject?) {
        kind = .other
        otherObject = other
    }

    /// The shared reference of `view` (see `UIView.itemReference`).
    init(sharedBy view: UIView) {
        kind = .view
        item = view
    }

    /// The shared reference of `guide` (see `UILayoutGuide.itemReference`).
    init(sharedBy guide: UILayoutGuide) {
        kind = .guide
        item = guide
    }

    /// The item, while it is alive.
    var object: AnyObject? { kind == .other ? otherObject : item }

    /// The item if it is a view (and still alive).
    var view: UIView? {
        // The kind was checked when the reference was made, and the item only ever turns nil.
        guard kind == .view, let item else { return nil }
        return unsafeDowncast(item, to: UIView.self)
    }

    /// The item if it is a layout guide (and still alive).
    var guide: UILayoutGuide? {
        guard kind == .guide, let item else { return nil }
        return unsafeDowncast(item, to: UILayoutGuide.self)
    }

    /// Called by the view or guide as it deinitialises: the reference reads nil from then on.
    nonisolated func itemWillDeinitialize() {
        item = nil
    }
}
