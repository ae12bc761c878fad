import CollectionGeometry

/// An object with traits (UIKit's `UITraitEnvironment`): views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration for trait changes, to pass to ``UITraitChangeObservable/unregisterForTraitChanges(_:)``
/// (UIKit's `UITraitChangeRegistration`, iOS 17).
public protocol UITraitChangeRegistration: AnyObject {}

/// The handler of a trait change: the object whose traits changed and its previous traits (UIKit's
/// `UITraitChangeHandler`, iOS 17).
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// An object that can be told when some of its traits change (UIKit's `UITraitChangeObservable`, iOS 17):
/// views and view controllers. Handlers run after `traitCollectionDidChange(_:)`, in the order registered,
/// with the object's traits as ``UITraitCollection/current``. The target-action forms need selectors, which
/// Foundation on Linux does not have.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` whenever one of `traits` changes value; the registration lasts as long as the object
    /// (or until ``unregisterForTraitChanges(_:)``).
    ///
    /// - Complexity: O(1).
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<Self>)
        -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistry.Registration(traits: traits) { object, previous in
            if let object = object as? Self { handler(object, previous) }
        }
        TraitChangeRegistry.add(registration, for: self)
        return registration
    }

    /// Ends a registration made by ``registerForTraitChanges(_:handler:)``.
    ///
    /// - Complexity: O(r), r = the object's registrations.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistry.remove(registration, for: self)
    }
}

extension UIView: UITraitEnvironment, UITraitChangeObservable {}
extension UIViewController: UITraitEnvironment, UITraitChangeObservable {}

/// The trait-change registrations of every object, weakly keyed by object.
@MainActor
enum TraitChangeRegistry {
    /// One registration.
    final class Registration: UITraitChangeRegistration {
        let traits: [UITrait]
        let handler: (AnyObject, UITraitCollection) -> Void
        init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
            self.traits = traits
            self.handler = handler
        }
    }

    /// An object's registrations, and the object (weakly, so an address reused after it is gone does not
    /// inherit them).
    private struct Entry {
        weak var owner: AnyObject?
        var registrations: [Registration]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func add(_ registration: Registration, for owner: AnyObject) {
        let key = ObjectIdentifier(owner)
        if entries[key]?.owner !== owner { entries[key] = Entry(owner: owner, registrations: []) }
        entries[key]?.registrations.append(registration)
        // Drop the entries of objects that are gone, now and then, so the table stays as large as the live objects.
        if entries.count > 64, entries.count.isMultiple(of: 64) { entries = entries.filter { $0.value.owner != nil } }
    }

    static func remove(_ registration: any UITraitChangeRegistration, for owner: AnyObject) {
        let key = ObjectIdentifier(owner)
        guard entries[key]?.owner === owner else { return }
        entries[key]?.registrations.removeAll { $0 === registration }
    }

    /// Calls `owner`'s handlers whose traits differ between `previous` and `current`.
    ///
    /// - Complexity: O(r · t) for r registrations of t traits.
    static func notify(_ owner: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        guard !entries.isEmpty, let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return }
        for registration in entry.registrations where registration.traits.contains(where: { current.differs(in: $0, from: previous) }) {
            current.performAsCurrent { registration.handler(owner, previous) }
        }
    }
}

extension UIView {
    /// Tells the view's and its owning view controller's trait-change registrations about a change.
    func notifyTraitChangeRegistrations(previous: UITraitCollection) {
        TraitChangeRegistry.notify(self, previous: previous, current: traitCollection)
        if let owningViewController {
            TraitChangeRegistry.notify(owningViewController, previous: previous, current: traitCollection)
        }
    }
}
