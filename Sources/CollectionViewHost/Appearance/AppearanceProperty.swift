import CollectionGeometry
import Foundation

/// One property an appearance proxy forwards: how to tell whether it was changed (a fingerprint of its value) and
/// how to give the proxy's value to an instance.
///
/// The list is what apps set through proxies: UIKit forwards every property its headers mark
/// `UI_APPEARANCE_SELECTOR`; the ones here are those among them that this module has.
@MainActor
struct AppearanceProperty {
    /// The property's name, for diagnostics and tests.
    let name: String
    /// Whether `object` has the property.
    let appliesTo: (AnyObject) -> Bool
    /// A value that changes when the property's value does.
    let fingerprint: (AnyObject) -> AnyHashable
    /// Gives `source`'s value to `target`.
    let copy: (_ source: AnyObject, _ target: AnyObject) -> Void

    /// A property read and written through `keyPath`, its fingerprint from `fingerprint`; `transform` makes the
    /// value an instance gets (a copy, for properties UIKit copies on assignment).
    static func keyPath<Root: AnyObject, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                                fingerprint: @escaping (Value) -> AnyHashable,
                                                transform: @escaping (Value) -> Value = { $0 }) -> AppearanceProperty {
        AppearanceProperty(
            name: name,
            appliesTo: { $0 is Root },
            fingerprint: { object in (object as? Root).map { fingerprint($0[keyPath: keyPath]) } ?? AnyHashable(0) },
            copy: { source, target in
                guard let source = source as? Root, let target = target as? Root else { return }
                target[keyPath: keyPath] = transform(source[keyPath: keyPath])
            })
    }

    /// A hashable property.
    static func value<Root: AnyObject, Value: Hashable>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> AppearanceProperty {
        self.keyPath(name, keyPath, fingerprint: { AnyHashable($0) })
    }

    /// A property holding an object, compared by identity; instances get a copy made by `copy`.
    static func object<Root: AnyObject, Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value?>,
                                                          copy: @escaping (Value) -> Value = { $0 }) -> AppearanceProperty {
        self.keyPath(name, keyPath, fingerprint: { AnyHashable($0.map(ObjectIdentifier.init)) }, transform: { $0.map(copy) })
    }

    /// A non-optional property holding an object, compared by identity; instances get a copy made by `copy`.
    static func object<Root: AnyObject, Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                                          copy: @escaping (Value) -> Value) -> AppearanceProperty {
        self.keyPath(name, keyPath, fingerprint: { AnyHashable(ObjectIdentifier($0)) }, transform: copy)
    }

    /// A text-attributes dictionary.
    static func attributes<Root: AnyObject>(_ name: String,
                                            _ keyPath: ReferenceWritableKeyPath<Root, [NSAttributedString.Key: Any]?>) -> AppearanceProperty {
        self.keyPath(name, keyPath, fingerprint: { AnyHashable($0.map(attributesFingerprint)) })
    }

    /// Per-state text attributes read and written through a getter and a setter (segmented controls, bar items).
    static func stateAttributes<Root: AnyObject>(_ name: String, get: @escaping (Root, UIControl.State) -> [NSAttributedString.Key: Any]?,
                                                 set: @escaping (Root, [NSAttributedString.Key: Any]?, UIControl.State) -> Void) -> AppearanceProperty {
        let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused]
        return AppearanceProperty(
            name: name,
            appliesTo: { $0 is Root },
            fingerprint: { object in
                guard let root = object as? Root else { return AnyHashable(0) }
                return AnyHashable(states.map { get(root, $0).map(attributesFingerprint) ?? "" })
            },
            copy: { source, target in
                guard let source = source as? Root, let target = target as? Root else { return }
                for state in states {
                    let value = get(source, state)
                    if (value.map(attributesFingerprint) ?? "") != (get(target, state).map(attributesFingerprint) ?? "") {
                        set(target, value, state)
                    }
                }
            })
    }

    /// A description of a text-attributes dictionary that changes when a key or a value does (values that are
    /// objects by identity unless they are hashable).
    static func attributesFingerprint(_ attributes: [NSAttributedString.Key: Any]) -> String {
        attributes.keys.map(\.rawValue).sorted().map { key -> String in
            let value = attributes[NSAttributedString.Key(rawValue: key)]
            let described: String
            if let hashable = value as? AnyHashable {
                described = String(describing: hashable)
            } else if let object = value.map({ $0 as AnyObject }) {
                described = String(describing: ObjectIdentifier(object))
            } else {
                described = "nil"
            }
            return key + "=" + described
        }.joined(separator: ";")
    }
}
