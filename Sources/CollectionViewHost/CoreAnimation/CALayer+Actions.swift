import CollectionGeometry
import Foundation

/// Something a layer runs in response to an event, such as a change of one of its properties (Core Animation's
/// `CAAction`): an animation adds itself to the layer; `NSNull` does nothing and ends the search for an action.
@preconcurrency @MainActor
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer); `dict` carries extra arguments (none headless).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer `anObject` under the key `event` (nothing for an object that is not a layer).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// Implicit animations: how a layer answers a change of an animatable property.
extension CALayer {
    /// The key paths a change of which animates implicitly: the layer's animatable properties.
    static let implicitlyAnimatedKeys: Set<String> = [
        "opacity", "position", "bounds", "transform", "anchorPoint", "zPosition", "cornerRadius", "borderWidth",
        "borderColor", "backgroundColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
        "strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "fillColor", "strokeColor", "startPoint", "endPoint",
    ]

    /// The action Core Animation falls back to for an animatable property: a basic animation of the key from
    /// the value shown before the change, over the transaction's duration (0.25 s unless set) and with its timing
    /// function (Core Animation's default curve unless set). Nil for other keys.
    func standardAction(forKey key: String) -> (any CAAction)? {
        guard Self.implicitlyAnimatedKeys.contains(key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.isStandardAction = true
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Called after an animatable property changed from `old`: unless actions are disabled or this is a
    /// presentation copy, looks up the action for `key` and runs it. A basic animation without values gets `old`
    /// as its starting value. The standard implicit animation runs only for a layer in a layer tree (one that has
    /// not been shown has nothing to animate from) while the animation clock is manual (in immediate mode it would
    /// end at once).
    func valueDidChange(forKey key: String, from old: Any?) {
        guard CALayer.copying == 0, !isPresentationCopy, !CATransaction.disableActions(),
              let action = action(forKey: key) else { return }
        if let animation = action as? CABasicAnimation {
            if animation.isStandardAction {
                guard superlayer != nil, UIView.animationClock.mode == .manual else { return }
            }
            // An animation without values runs from the value shown before the change, as Core Animation's does.
            if animation.fromValue == nil, animation.toValue == nil, animation.byValue == nil { animation.fromValue = old }
        }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
