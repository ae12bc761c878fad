import CollectionGeometry

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped (UIKit's
/// `UIViewAnimating`); ``UIViewPropertyAnimator`` adopts it.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Where the animator is in its life.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (not paused, stopped or finished).
    var isRunning: Bool { get }
    /// Whether the animations run backward, towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations have come, 0 (start) to 1 (end); setting it on a paused animator scrubs.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: inactive at once when `withoutFinishing`, else stopped until
    /// ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations with their properties at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animations and completions while it runs (UIKit's `UIViewImplicitlyAnimating`, whose
/// methods are optional: the defaults here do nothing).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block run when the animations end, with where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing over `durationFactor` of the original duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (the method is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (the method is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (the method is optional in UIKit).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (the method is optional in UIKit).
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
