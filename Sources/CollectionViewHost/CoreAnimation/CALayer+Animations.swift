import CollectionGeometry

/// An animation attached to a layer: its key, its clock, when it begins and what its delegate has heard.
@MainActor
struct AnimationAttachment {
    var key: String
    var animation: CAAnimation
    var clock: UIAnimationClock
    /// When the animation begins, on `clock`.
    var begin: TimeInterval
    var hasStarted = false
    var hasEnded = false

    /// When the animation ends, on `clock` (infinite when it repeats for ever).
    var end: TimeInterval { begin + animation.activeDuration }
}

/// Explicit animations (Core Animation's animation API), on ``UIView/animationClock``.
extension CALayer {
    /// The layers with animations attached, so the clock can drive them.
    private static var animatingLayers: [CALayer] = []
    /// The number of animations added without a key, to give each a key of its own.
    private static var unnamedAnimations = 0

    /// Attaches `anim` to the layer under `key` (replacing the animation under the same key, whose delegate hears
    /// it stop unfinished). It begins at its ``CAAnimation/beginTime`` on the animation clock, or now when that is 0.
    /// In the clock's immediate mode it ends at once.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? {
            Self.unnamedAnimations += 1
            return "\u{1}unnamed-\(Self.unnamedAnimations)"
        }()
        removeAnimation(forKey: key)
        // An animation without a duration takes the enclosing transaction's, as Core Animation's copy does.
        if !(anim.duration.isFinite && anim.duration > 0), let duration = CATransaction.currentDuration { anim.duration = duration }
        let clock = UIView.animationClock
        let begin = anim.beginTime.isFinite && anim.beginTime > 0 ? anim.beginTime : clock.currentTime
        attachedAnimations.append(AnimationAttachment(key: key, animation: anim, clock: clock, begin: begin))
        CATransaction.animationWasAdded(anim)
        if !Self.animatingLayers.contains(where: { $0 === self }) { Self.animatingLayers.append(self) }
        advanceAnimations(on: clock, finishing: clock.mode == .immediate)
    }

    /// The animation under `key`, or nil.
    ///
    /// - Complexity: O(a) for a animations attached.
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the animations attached, in the order they were added, or nil when there are none.
    ///
    /// - Complexity: O(a) for a animations attached.
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.map(\.key).filter { !$0.hasPrefix("\u{1}") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears it stop unfinished (unless it had ended).
    public func removeAnimation(forKey key: String) {
        guard let index = attachedAnimations.firstIndex(where: { $0.key == key }) else { return }
        let attachment = attachedAnimations.remove(at: index)
        if !attachment.hasEnded { Self.stop(attachment, finished: false) }
    }

    /// Removes every animation; their delegates hear them stop unfinished.
    public func removeAllAnimations() {
        let removed = attachedAnimations
        attachedAnimations = []
        for attachment in removed where !attachment.hasEnded { Self.stop(attachment, finished: false) }
    }

    /// A copy of the layer with the values its animations give it at the animation clock's current time (Core
    /// Animation's presentation layer), made through the layer's class's own `init(layer:)`; the model layer's
    /// values are unchanged. The copy has no superlayer and no sublayers.
    public func presentation() -> Self? {
        let copy = makeCopy()
        for (keyPath, value) in presentedValues() { copy.apply(value, forKeyPath: keyPath) }
        return copy as? Self
    }

    /// The layer as it shows now (beyond UIKit): the layer itself without animations, else ``presentation()``.
    package func presentedLayer() -> CALayer {
        guard !attachedAnimations.isEmpty else { return self }
        let copy = makeCopy()
        for (keyPath, value) in presentedValues() { copy.apply(value, forKeyPath: keyPath) }
        return copy
    }

    /// Each animated key path and the value it shows now, in the order the animations were added (a later one
    /// wins).
    func presentedValues() -> [(String, LayerValue)] {
        var values: [(String, LayerValue)] = []
        for attachment in attachedAnimations {
            let local = attachment.clock.currentTime - attachment.begin
            values += attachment.animation.values(atLocalTime: local) { self.modelValue(forKeyPath: $0) }
        }
        return values
    }

    /// Called by `clock` each time its time moves: the layers' animations on it start and end.
    static func clockDidAdvance(_ clock: UIAnimationClock, finishing: Bool = false) {
        for layer in animatingLayers { layer.advanceAnimations(on: clock, finishing: finishing) }
        animatingLayers.removeAll { $0.attachedAnimations.allSatisfy(\.hasEnded) }
    }

    /// Tells the delegates of this layer's animations on `clock` that began or ended by its current time (every
    /// one that ends, when `finishing`), and removes those that ended and are removed on completion.
    private func advanceAnimations(on clock: UIAnimationClock, finishing: Bool) {
        let now = clock.currentTime
        var index = 0
        while index < attachedAnimations.count {
            var attachment = attachedAnimations[index]
            guard attachment.clock === clock, !attachment.hasEnded else {
                index += 1
                continue
            }
            let ends = attachment.end.isFinite && (finishing || attachment.end <= now)
            if !attachment.hasStarted, finishing || attachment.begin <= now {
                attachment.hasStarted = true
                attachedAnimations[index] = attachment
                attachment.animation.delegate?.animationDidStart(attachment.animation)
            }
            guard ends else {
                index += 1
                continue
            }
            attachment.hasEnded = true
            // The delegate may have changed the list: find the attachment again.
            guard let current = attachedAnimations.firstIndex(where: { $0.animation === attachment.animation }) else { continue }
            if attachment.animation.isRemovedOnCompletion {
                attachedAnimations.remove(at: current)
                index = current
            } else {
                attachedAnimations[current] = attachment
                index = current + 1
            }
            Self.stop(attachment, finished: true)
        }
    }

    /// Tells an ended animation's delegate and its transaction.
    private static func stop(_ attachment: AnimationAttachment, finished: Bool) {
        attachment.animation.delegate?.animationDidStop(attachment.animation, finished: finished)
        CATransaction.animationDidEnd(attachment.animation)
    }

    /// The model value at `keyPath` as animations read it, or nil for a key path not animated headless.
    func modelValue(forKeyPath keyPath: String) -> LayerValue? {
        switch keyPath {
        case "opacity": return .scalar(CGFloat(opacity))
        case "position": return .point(position)
        case "position.x": return .scalar(position.x)
        case "position.y": return .scalar(position.y)
        case "bounds": return .rect(bounds)
        case "bounds.size": return .size(bounds.size)
        case "bounds.size.width": return .scalar(bounds.width)
        case "bounds.size.height": return .scalar(bounds.height)
        case "bounds.origin": return .point(bounds.origin)
        case "anchorPoint": return .point(anchorPoint)
        case "zPosition": return .scalar(zPosition)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .color(borderColor)
        case "backgroundColor": return .color(backgroundColor)
        case "shadowOpacity": return .scalar(CGFloat(shadowOpacity))
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowOffset": return .size(shadowOffset)
        case "shadowColor": return .color(shadowColor)
        case "transform": return .transform(transform)
        // The parts of a transform animate from their neutral values, applied on top of the model transform.
        case "transform.scale", "transform.scale.x", "transform.scale.y": return .scalar(1)
        case "transform.rotation", "transform.rotation.z", "transform.translation.x", "transform.translation.y": return .scalar(0)
        default: return (self as? CAShapeLayer)?.shapeValue(forKeyPath: keyPath) ?? (self as? CAGradientLayer)?.gradientValue(forKeyPath: keyPath)
        }
    }

    /// Sets the value at `keyPath` on this (presentation) layer.
    func apply(_ value: LayerValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("position", .point(let v)): position = v
        case ("position.x", .scalar(let v)): position.x = v
        case ("position.y", .scalar(let v)): position.y = v
        case ("bounds", .rect(let v)): bounds = v
        case ("bounds.size", .size(let v)): bounds.size = v
        case ("bounds.size.width", .scalar(let v)): bounds.size.width = v
        case ("bounds.size.height", .scalar(let v)): bounds.size.height = v
        case ("bounds.origin", .point(let v)): bounds.origin = v
        case ("anchorPoint", .point(let v)): anchorPoint = v
        case ("zPosition", .scalar(let v)): zPosition = v
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("borderColor", .color(let v)): borderColor = v
        case ("backgroundColor", .color(let v)): backgroundColor = v
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        case ("shadowOffset", .size(let v)): shadowOffset = v
        case ("shadowColor", .color(let v)): shadowColor = v
        case ("transform", .transform(let v)): transform = v
        case ("transform.scale", .scalar(let v)): transform = CATransform3DScale(transform, v, v, 1)
        case ("transform.scale.x", .scalar(let v)): transform = CATransform3DScale(transform, v, 1, 1)
        case ("transform.scale.y", .scalar(let v)): transform = CATransform3DScale(transform, 1, v, 1)
        case ("transform.rotation", .scalar(let v)), ("transform.rotation.z", .scalar(let v)):
            transform = CATransform3DRotate(transform, v, 0, 0, 1)
        case ("transform.translation.x", .scalar(let v)): transform = CATransform3DTranslate(transform, v, 0, 0)
        case ("transform.translation.y", .scalar(let v)): transform = CATransform3DTranslate(transform, 0, v, 0)
        default:
            (self as? CAShapeLayer)?.applyShapeValue(value, forKeyPath: keyPath)
            (self as? CAGradientLayer)?.applyGradientValue(value, forKeyPath: keyPath)
        }
    }
}

extension CAShapeLayer {
    func shapeValue(forKeyPath keyPath: String) -> LayerValue? {
        switch keyPath {
        case "strokeStart": .scalar(strokeStart)
        case "strokeEnd": .scalar(strokeEnd)
        case "lineWidth": .scalar(lineWidth)
        case "lineDashPhase": .scalar(lineDashPhase)
        case "fillColor": .color(fillColor)
        case "strokeColor": .color(strokeColor)
        default: nil
        }
    }

    func applyShapeValue(_ value: LayerValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("strokeStart", .scalar(let v)): strokeStart = v
        case ("strokeEnd", .scalar(let v)): strokeEnd = v
        case ("lineWidth", .scalar(let v)): lineWidth = v
        case ("lineDashPhase", .scalar(let v)): lineDashPhase = v
        case ("fillColor", .color(let v)): fillColor = v
        case ("strokeColor", .color(let v)): strokeColor = v
        default: break
        }
    }
}

extension CAGradientLayer {
    func gradientValue(forKeyPath keyPath: String) -> LayerValue? {
        switch keyPath {
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: nil
        }
    }

    func applyGradientValue(_ value: LayerValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("startPoint", .point(let v)): startPoint = v
        case ("endPoint", .point(let v)): endPoint = v
        default: break
        }
    }
}
