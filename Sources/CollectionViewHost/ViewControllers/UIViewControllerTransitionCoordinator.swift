import CollectionGeometry

/// The keys naming the two view controllers of a transition (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A key with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller leaving the screen (the one pushed over, popped, or presenting).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller coming on screen.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys naming the two views of a transition (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A key with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving the screen.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view coming on screen.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a view controller learns about a running transition (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively (never, headless).
    var isInteractive: Bool { get }
    /// Whether the transition started interactively (never, headless).
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (never, headless).
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds (0 when it is not animated).
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition had got when it stopped being interactive (0 headless).
    var percentComplete: CGFloat { get }
    /// The speed at which the transition completes after interaction ends (1 headless).
    var completionVelocity: CGFloat { get }
    /// The timing curve the transition completes with.
    var completionCurve: UIView.AnimationCurve { get }
    /// The presentation style of a presentation or dismissal; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied by the transition (identity when the size changes without rotating).
    var targetTransform: CGAffineTransform { get }
    /// The view the transition happens in (the navigation controller's view, or the window), if any.
    var containerView: UIView { get }
    /// The view controller leaving (`.from`) or coming on screen (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or coming on screen (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The object that runs a view-controller transition: a push or pop, a presentation or dismissal, a window
/// resize or rotation (UIKit's `UIViewControllerTransitionCoordinator`). A view controller reads it from
/// ``UIViewController/transitionCoordinator`` while the transition runs (from `viewWillAppear(_:)` and
/// `viewWillDisappear(_:)` on).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns `true`.
    ///
    /// Pushes, pops, presentations and dismissals run the alongside blocks inside the transition's animation
    /// on the animation clock (``UIAnimationClock``), so the changes they make animate with it, and the
    /// completions when the transition ends on the clock (at once when it is not animated), before the
    /// `viewDidAppear(_:)`/`viewDidDisappear(_:)` callbacks. A block added after the animation began runs at
    /// once (its changes are not animated). A window resize runs both after its layout pass.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a headless window resize: it collects the blocks and runs them after the layout.
@MainActor
final class WindowTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated = false
    let isInteractive = false
    let initiallyInteractive = false
    let isInterruptible = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0
    let percentComplete: CGFloat = 0
    let completionVelocity: CGFloat = 1
    let completionCurve = UIView.AnimationCurve.easeInOut
    let presentationStyle = UIModalPresentationStyle.none
    let targetTransform = CGAffineTransform.identity
    let containerView: UIView
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) {
        self.containerView = containerView
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

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
