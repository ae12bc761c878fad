import CollectionGeometry

/// An animation of one property from one value to another (Core Animation's `CABasicAnimation`).
///
/// The ends, as Core Animation reads ``fromValue``, ``toValue`` and ``byValue``: from and to; from and from + by;
/// to − by and to; from and the model value; the model value and to; the model value and model + by; with none
/// set, the model value throughout.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change over the animation.
    open var byValue: Any?
    /// Whether this is the implicit animation a layer made for a property change (``CALayer/action(forKey:)``).
    var isStandardAction = false

    override func values(atLocalTime local: TimeInterval, model: (String) -> LayerValue?) -> [(String, LayerValue)] {
        guard let keyPath, let base = model(keyPath), let progress = progress(atLocalTime: local) else { return [] }
        let from = LayerValue(fromValue, like: base), to = LayerValue(toValue, like: base), by = LayerValue(byValue, like: base)
        let start: LayerValue, end: LayerValue
        switch (from, to, by) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, from.adding(by, times: 1))
        case let (nil, to?, by?): (start, end) = (to.adding(by, times: -1), to)
        case let (from?, nil, nil): (start, end) = (from, base)
        case let (nil, to?, nil): (start, end) = (base, to)
        case let (nil, nil, by?): (start, end) = (base, base.adding(by, times: 1))
        case (nil, nil, nil): (start, end) = (base, base)
        }
        var value = start.interpolated(to: end, progress)
        if isAdditive { value = base.adding(value, times: 1) }
        return [(keyPath, value)]
    }
}
