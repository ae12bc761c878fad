import CollectionGeometry

/// The context a custom animator runs in: it hands over the view controllers, views and frames of one transition
/// and waits for ``completeTransition(_:)`` and the transition coordinator's end before the container finishes.
@MainActor
final class CustomTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    private let fromController: UIViewController
    private let toController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    /// What the container does once the animator completed and the coordinator ended: `true` when completed.
    private var finish: ((Bool) -> Void)?
    private var completion: Bool?
    private var coordinatorEnded = false

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, from: UIViewController, to: UIViewController,
         fromView: UIView?, toView: UIView?, frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)],
         finish: @escaping (Bool) -> Void) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        self.frames = frames
        self.finish = finish
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        guard completion == nil else { return }
        completion = didComplete
        endIfReady()
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
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        frames[ObjectIdentifier(viewController)]?.initial ?? .zero
    }

    func finalFrame(for viewController: UIViewController) -> CGRect {
        frames[ObjectIdentifier(viewController)]?.final ?? .zero
    }

    /// The transition coordinator's animation ended (its alongside animations and completion blocks ran).
    func coordinatorDidEnd() {
        coordinatorEnded = true
        endIfReady()
    }

    private func endIfReady() {
        guard coordinatorEnded, let completion, let work = finish else { return }
        finish = nil
        work(completion)
    }
}
