import CollectionGeometry

/// A view manages its layer, as in UIKit.
extension UIView: CALayerDelegate {}

extension CALayer {
    /// The layer backing `view`: of the view's `layerClass`, its delegate the view.
    ///
    /// Swift cannot make an instance of an arbitrary class without a required initializer, and requiring one
    /// would break layer subclasses written for UIKit; so a `layerClass` that is an app's own subclass of a layer
    /// gives an instance of the nearest of `CAShapeLayer`, `CAGradientLayer` and `CALayer` it descends from.
    static func backing(_ view: UIView) -> CALayer {
        let layer = make(type(of: view).layerClass)
        layer.owningView = view
        layer.delegate = view
        return layer
    }

    /// A new layer of `layerClass`, or of the nearest layer class of this module it descends from.
    static func make(_ layerClass: AnyClass) -> CALayer {
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        return CALayer()
    }
}
