import CollectionGeometry
import Foundation

/// A view manages its layer, as in UIKit.
extension UIView: CALayerDelegate {}

extension CALayer {
    /// The layer backing `view`: of the view's `layerClass` (an app's own layer subclass included, made through its
    /// `init()`), its delegate the view.
    static func backing(_ view: UIView) -> CALayer {
        let layer = (type(of: view).layerClass as? CALayer.Type)?.init(headlessCopyOf: nil) ?? CALayer()
        layer.owningView = view
        layer.delegate = view
        return layer
    }
}

extension UIView {
    /// The view's answer to its layer's search for an action: `NSNull`, no action, as UIKit's outside animation
    /// blocks (headless a view's animations animate the view's properties, not its layer's).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        NSNull()
    }
}
