import CollectionGeometry

/// What a view controller learns about a running transition (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`). Headless transitions are not animated and finish at once.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The rotation applied by the transition (identity when the size changes without rotating).
    var targetTransform: CGAffineTransform { get }
}

/// The object that runs a view-controller transition, such as a window resize or rotation (UIKit's
/// `UIViewControllerTransitionCoordinator`).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it. Headless, both run when the
    /// new size is laid out, `animation` first; returns `true`.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The coordinator of a headless window resize: it collects the blocks and runs them after the layout.
@MainActor
final class WindowTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated = false
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0
    let targetTransform = CGAffineTransform.identity
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks, then the completions, in the order they were added.
    func finish() {
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
        animations = []
        completions = []
    }
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
