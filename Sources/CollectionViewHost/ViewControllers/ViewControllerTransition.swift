import CollectionGeometry

/// The coordinator of a push, pop, presentation or dismissal, which runs it on the animation clock.
///
/// The container makes it, sends the `…Will…` appearance callbacks (in which view controllers may add
/// alongside blocks), then ``start(animations:completion:)``: the views' moves and the alongside blocks run
/// as one animation of ``transitionDuration`` seconds, ease-in-ease-out, on ``UIAnimationClock``. When the
/// clock passes its end (at once when the transition is not animated, animations are off, or the clock is
/// immediate) the completion blocks run, then the container's own completion (the `…Did…` callbacks).
@MainActor
final class ViewControllerTransition: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let isInteractive = false
    let initiallyInteractive = false
    let isInterruptible = false
    let isCancelled = false
    var transitionDuration: TimeInterval
    let percentComplete: CGFloat = 0
    let completionVelocity: CGFloat = 1
    let completionCurve = UIView.AnimationCurve.easeInOut
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    let containerView: UIView
    private let fromController: UIViewController?
    private let toController: UIViewController?
    private var alongsideBlocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completionBlocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Whether the animation has begun (alongside blocks added from now on run at once).
    private(set) var hasStarted = false
    /// Whether the transition has ended.
    private(set) var isFinished = false
    /// The animation in flight, and the clock it runs on.
    private var group: AnimationGroup?
    private var clock: UIAnimationClock?
    /// What the container does when the transition ends.
    private var containerCompletion: (() -> Void)?
    /// The view controllers whose ``UIViewController/transitionCoordinator`` this is.
    private var participants: [UIViewController] = []

    init(animated: Bool, duration: TimeInterval, style: UIModalPresentationStyle, containerView: UIView,
         from: UIViewController?, to: UIViewController?) {
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        presentationStyle = style
        self.containerView = containerView
        fromController = from
        toController = to
    }

    /// Makes this the transition coordinator of `controllers` until it ends.
    func attach(to controllers: [UIViewController]) {
        for controller in controllers { controller.activeTransition = self }
        participants += controllers
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromController?.viewIfLoaded
        case .to: toController?.viewIfLoaded
        default: nil
        }
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        // UIKit refuses blocks once the transition is over.
        guard !isFinished else { return false }
        if let completion { completionBlocks.append(completion) }
        if let animation {
            if hasStarted { animation(self) } else { alongsideBlocks.append(animation) }
        }
        return true
    }

    /// Runs `animations` (the container's moves) and the alongside blocks as the transition's animation;
    /// `completion` runs when it ends, after the coordinator's completion blocks.
    func start(animations: () -> Void, completion: @escaping () -> Void) {
        containerCompletion = completion
        let runsOnClock = isAnimated && transitionDuration > 0 && AnimationTransaction.enabled && AnimationTransaction.suppression == 0
        guard runsOnClock else {
            UIView.performWithoutAnimation {
                animations()
                runAlongsideBlocks()
            }
            finish()
            return
        }
        let timing = AnimationTiming(UIView.AnimationCurve.easeInOut)
        let context = AnimationTransaction.Context(duration: transitionDuration, delay: 0, timing: timing,
                                                   options: [.overrideInheritedDuration, .overrideInheritedCurve])
        AnimationTransaction.stack.append(context)
        animations()
        runAlongsideBlocks()
        AnimationTransaction.stack.removeLast()
        let group = AnimationGroup(delay: 0, duration: transitionDuration, timing: timing)
        group.tracks = context.tracks
        group.completions.append { [weak self] _ in self?.finish() }
        self.group = group
        clock = AnimationTransaction.clock
        AnimationTransaction.clock.start(group)
    }

    private func runAlongsideBlocks() {
        hasStarted = true
        let blocks = alongsideBlocks
        alongsideBlocks = []
        for block in blocks { block(self) }
    }

    /// Ends the transition now if it is still in flight (a new transition replaces it): its animation stops
    /// where the model values are, and the completions run.
    func finishNow() {
        guard !isFinished else { return }
        if let group, let clock {
            clock.groups.removeAll { $0 === group }
            group.finish(true)
        }
        finish()
    }

    /// The completion blocks, then the container's completion; the view controllers stop reporting this
    /// coordinator before their `…Did…` callbacks, as in UIKit.
    private func finish() {
        guard !isFinished else { return }
        isFinished = true
        group = nil
        clock = nil
        let blocks = completionBlocks
        completionBlocks = []
        for block in blocks { block(self) }
        for participant in participants where participant.activeTransition === self { participant.activeTransition = nil }
        participants = []
        let work = containerCompletion
        containerCompletion = nil
        work?()
    }
}

extension UIViewController {
    /// The coordinator of the transition this view controller (or, when it takes no part, its parent) is
    /// going through: set from the `viewWillAppear(_:)`/`viewWillDisappear(_:)` of a push, pop, presentation
    /// or dismissal until the transition ends; `nil` otherwise (also in the `…Did…` callbacks).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let transition = controller.activeTransition, !transition.isFinished { return transition }
            current = controller.parent
        }
        return nil
    }
}
