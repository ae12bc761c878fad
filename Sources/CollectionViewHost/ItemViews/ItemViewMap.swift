/// A bijection between the elements on screen and the views showing them: each element shows one view, and a
/// view shows one element. Both directions answer in O(1). The maps are private: every write goes through the
/// mutating API, which keeps them inverse to each other (``_checkInvariants()`` checks it in debug builds).
///
/// The collection view and the table view both keep their cells, supplementary views and section views in
/// maps of this kind (see ``VisibleItemViews``).
@MainActor
struct ItemViewMap<Key: Hashable, View: AnyObject> {
    /// The views on screen, by element.
    private var viewsByKey: [Key: View] = [:]
    /// The element each view shows, by view identity.
    private var keysByView: [ObjectIdentifier: Key] = [:]

    /// The views on screen by element (read-only).
    var viewsByElement: [Key: View] { viewsByKey }

    /// The number of views on screen.
    var count: Int { viewsByKey.count }

    /// Whether no view is on screen.
    var isEmpty: Bool { viewsByKey.isEmpty }

    /// The view showing `key`, if any.
    ///
    /// - Complexity: O(1).
    func view(for key: Key) -> View? {
        viewsByKey[key]
    }

    /// The element `view` shows, if it is on screen.
    ///
    /// - Complexity: O(1).
    func key(of view: View) -> Key? {
        keysByView[ObjectIdentifier(view)]
    }

    /// Whether the view with `identity` is on screen.
    ///
    /// - Complexity: O(1).
    func shows(_ identity: ObjectIdentifier) -> Bool {
        keysByView[identity] != nil
    }

    /// Records `view` as showing `key`. A view shown for `key` before leaves the reverse map, and `view` leaves
    /// the element it showed before, so the maps stay a bijection. Returns the element `view` showed before,
    /// when it moved.
    ///
    /// - Complexity: O(1).
    @discardableResult
    mutating func show(_ view: View, for key: Key) -> Key? {
        let identity = ObjectIdentifier(view)
        if let previous = viewsByKey[key], previous !== view {
            keysByView[ObjectIdentifier(previous)] = nil
        }
        var moved: Key?
        if let previousKey = keysByView[identity], previousKey != key {
            viewsByKey[previousKey] = nil
            moved = previousKey
        }
        viewsByKey[key] = view
        keysByView[identity] = key
        return moved
    }

    /// Forgets the view showing `key` and returns it.
    ///
    /// - Complexity: O(1).
    @discardableResult
    mutating func remove(for key: Key) -> View? {
        guard let view = viewsByKey.removeValue(forKey: key) else { return nil }
        keysByView[ObjectIdentifier(view)] = nil
        return view
    }

    /// Replaces every entry with `views` (after a batch update moved them); the reverse map is rebuilt. A view
    /// may appear once only.
    ///
    /// - Complexity: O(v), v = views.
    mutating func replaceAll(with views: [Key: View]) {
        var keys: [ObjectIdentifier: Key] = [:]
        keys.reserveCapacity(views.count)
        for (key, view) in views { keys[ObjectIdentifier(view)] = key }
        viewsByKey = views
        keysByView = keys
    }

    /// Forgets every view.
    mutating func removeAll() {
        viewsByKey = [:]
        keysByView = [:]
    }

    /// Stops (in debug builds) unless the two maps are inverse to each other: as many views as elements, and
    /// each view recorded at the element it is shown for.
    func _checkInvariants() {
        #if DEBUG
        precondition(viewsByKey.count == keysByView.count,
                     "visible views: \(viewsByKey.count) by element, \(keysByView.count) by view")
        for (key, view) in viewsByKey {
            precondition(keysByView[ObjectIdentifier(view)] == key,
                         "the view shown for \(key) is recorded at \(String(describing: keysByView[ObjectIdentifier(view)]))")
        }
        #endif
    }
}
