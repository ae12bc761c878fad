import CollectionGeometry
import Foundation

/// The appearance proxies an app has asked for, and the giving of their values to instances (see ``UIAppearance``).
///
/// Like UIKit's, the proxies are shared by the whole app (one set per process, on the main actor);
/// ``UIApplication/resetHeadless()`` forgets them.
@MainActor
enum AppearanceProxyRegistry {
    /// One proxy: the instance the app sets values on, what it applies to, and the fingerprints of its properties
    /// when it was made (a property whose fingerprint changed was set by the app).
    @MainActor final class Proxy {
        let instance: AnyObject
        /// Whether an object is of the proxy's class.
        let matches: (AnyObject) -> Bool
        /// The class's depth below the root class: proxies of subclasses are applied after (and so win over) their
        /// superclasses'.
        let depth: Int
        /// The container types, outermost first (empty: anywhere).
        let containers: [ObjectIdentifier]
        /// The traits instances must match (nil: any).
        let trait: UITraitCollection?
        /// The fingerprint of every property that applies to the instance, when the proxy was made.
        let baseline: [Int: AnyHashable]

        init(instance: AnyObject, matches: @escaping (AnyObject) -> Bool, depth: Int, containers: [ObjectIdentifier],
             trait: UITraitCollection?) {
            self.instance = instance
            self.matches = matches
            self.depth = depth
            self.containers = containers
            self.trait = trait
            baseline = AppearanceProxyRegistry.fingerprints(of: instance)
        }

        /// Whether the proxy is given at creation (no containers or traits to wait for).
        var appliesAtCreation: Bool { containers.isEmpty && trait == nil }
    }

    /// The proxies, in the order they were made.
    private(set) static var proxies: [Proxy] = []
    /// True while a proxy instance is being made (it takes no other proxy's values).
    private static var isMakingProxy = false

    /// The proxy of `type` for `containers` and `trait`, made the first time it is asked for.
    ///
    /// - Complexity: O(proxies) to find it.
    static func proxy<T: AnyObject>(of type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?,
                                    make: () -> T) -> T {
        let containerIDs = containers.map { ObjectIdentifier($0) }
        for proxy in proxies where proxy.containers == containerIDs && proxy.trait == trait {
            if let instance = proxy.instance as? T, Swift.type(of: instance) == type { return instance }
        }
        isMakingProxy = true
        let instance = make()
        isMakingProxy = false
        proxies.append(Proxy(instance: instance, matches: { $0 is T }, depth: depth(of: type), containers: containerIDs, trait: trait))
        return instance
    }

    /// The number of superclasses of `type`.
    private static func depth(of type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let next = current.flatMap({ _getSuperclass($0) }) {
            depth += 1
            current = next
        }
        return depth
    }

    /// The fingerprints of the properties that apply to `object`, by their index in ``AppearanceProperty/all``.
    static func fingerprints(of object: AnyObject) -> [Int: AnyHashable] {
        var result: [Int: AnyHashable] = [:]
        for (index, property) in AppearanceProperty.all.enumerated() where property.appliesTo(object) {
            result[index] = property.fingerprint(object)
        }
        return result
    }

    /// Gives a new instance the values of the plain proxies of its class and superclasses (superclasses first), and
    /// notes its fingerprints when proxies with containers or traits wait for it to enter a window.
    ///
    /// - Complexity: O(proxies × properties) when there are proxies; O(1) otherwise.
    static func instanceWasMade(_ object: AnyObject) {
        guard !proxies.isEmpty, !isMakingProxy else { return }
        let matching = proxies.filter { $0.matches(object) }
        guard !matching.isEmpty else { return }
        for proxy in matching.filter(\.appliesAtCreation).sorted(by: { $0.depth < $1.depth }) {
            give(proxy, to: object, unlessChangedSince: nil)
        }
        if let view = object as? UIView, matching.contains(where: { !$0.appliesAtCreation }) {
            view.appearanceFingerprintsAtCreation = fingerprints(of: view)
        }
    }

    /// Gives a view that entered a window the values of the proxies with containers or traits that match it, for
    /// the properties it has not changed since it was made.
    ///
    /// - Complexity: O(proxies × (depth + properties)).
    static func viewDidEnterWindow(_ view: UIView) {
        guard let atCreation = view.appearanceFingerprintsAtCreation else { return }
        let waiting = proxies.filter { !$0.appliesAtCreation && $0.matches(view) && isMatched(view, by: $0) }
        // More specific proxies last: deeper classes, then more containers, then traits.
        let ordered = waiting.sorted { ($0.depth, $0.containers.count, $0.trait == nil ? 0 : 1) < ($1.depth, $1.containers.count, $1.trait == nil ? 0 : 1) }
        for proxy in ordered { give(proxy, to: view, unlessChangedSince: atCreation) }
    }

    /// Gives `object` the properties `proxy`'s app set, skipping those `object` changed since `atCreation` (when
    /// given).
    private static func give(_ proxy: Proxy, to object: AnyObject, unlessChangedSince atCreation: [Int: AnyHashable]?) {
        for (index, property) in AppearanceProperty.all.enumerated() where property.appliesTo(object) {
            guard let base = proxy.baseline[index], property.fingerprint(proxy.instance) != base else { continue }
            if let atCreation, let then = atCreation[index], property.fingerprint(object) != then { continue }
            property.copy(proxy.instance, object)
        }
    }

    /// Whether `view`'s containers and traits match `proxy`'s: its containers are found, in order from the outermost,
    /// among the view's superviews and the view controllers whose views hold it.
    private static func isMatched(_ view: UIView, by proxy: Proxy) -> Bool {
        if let trait = proxy.trait, !view.traitCollection.containsTraits(in: trait) { return false }
        guard !proxy.containers.isEmpty else { return true }
        // The chain from the view outwards: its superviews, each followed by the view controller whose view it is.
        var chain: [AnyObject] = []
        var current: UIView? = view.superview
        while let ancestor = current {
            chain.append(ancestor)
            if let controller = ancestor.owningViewController { chain.append(controller) }
            current = ancestor.superview
        }
        // The containers, innermost first, must be found in that order going outwards.
        var position = 0
        for container in proxy.containers.reversed() {
            guard let found = chain[position...].firstIndex(where: { isInstance($0, of: container) }) else { return false }
            position = found + 1
        }
        return true
    }

    /// Whether `object`'s class is `type` or a subclass of it.
    private static func isInstance(_ object: AnyObject, of type: ObjectIdentifier) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let each = current {
            if ObjectIdentifier(each) == type { return true }
            current = _getSuperclass(each)
        }
        return false
    }

    /// Forgets every proxy (for tests; beyond UIKit).
    static func reset() {
        proxies = []
    }
}
