import CollectionGeometry

extension UIViewController {
    /// How long an animated presentation or dismissal takes: 0.5 s (chosen: about the length of UIKit's
    /// cover-vertical slide, which UIKit does not document).
    static let presentationDuration: TimeInterval = 0.5
    /// The gap between the status bar and the top of a sheet on a compact-width screen: 10 points (chosen,
    /// close to where iOS 13 and later put a page sheet's top edge on iPhone).
    static let sheetTopGap: CGFloat = 10
    /// The size of a sheet on a regular-width screen: 540 × 620 points, UIKit's default form-sheet size (page
    /// sheets use it too headless).
    static let regularSheetSize = CGSize(width: 540, height: 620)

    /// The view controller presented by this one or, for a child, by the container it is in.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.storedPresentedViewController { return presented }
            current = controller.parent
        }
        return nil
    }

    /// The view controller that presented this one or the container it is in.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.storedPresentingViewController { return presenting }
            current = controller.parent
        }
        return nil
    }

    /// The view controller that presents for this one: the root of its container chain, as UIKit's
    /// full-screen presentations go to the view controller that fills the window.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// The style used for `style` in `traits`: `.automatic`, `.none` and `.popover` are page sheets (a popover
    /// controller keeps `.popover` itself, see `UIPresentationController.resolveStyle(in:)`),
    /// `.formSheet` is a page sheet in a compact width, `.custom` and `.blurOverFullScreen` cover the
    /// screen as `.overFullScreen` does.
    static func resolvedPresentationStyle(_ style: UIModalPresentationStyle, in traits: UITraitCollection) -> UIModalPresentationStyle {
        switch style {
        case .automatic, .none, .popover: return .pageSheet
        case .formSheet: return traits.horizontalSizeClass == .regular ? .formSheet : .pageSheet
        case .custom, .blurOverFullScreen: return .overFullScreen
        case .fullScreen, .pageSheet, .currentContext, .overFullScreen, .overCurrentContext: return style
        }
    }

    /// Where a view presented with `style` sits in `window`, and its safe area.
    static func presentationGeometry(_ style: UIModalPresentationStyle, in window: UIWindow) -> (frame: CGRect, safeArea: UIEdgeInsets) {
        let bounds = window.bounds
        let insets = window.safeAreaInsets
        switch style {
        case .pageSheet, .formSheet:
            if window.traitCollection.horizontalSizeClass == .regular {
                let size = CGSize(width: min(regularSheetSize.width, bounds.width), height: min(regularSheetSize.height, bounds.height))
                return (CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                               width: size.width, height: size.height), .zero)
            }
            let top = insets.top + sheetTopGap
            return (CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top)),
                    UIEdgeInsets(top: 0, left: insets.left, bottom: insets.bottom, right: insets.right))
        default:
            return (bounds, insets)
        }
    }

    /// The work of ``present(_:animated:completion:)``.
    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        if presented === self || presented === context {
            UIViewController.reportProgrammerError(kind: .presentationRejected, message:
                "Application tried to present modal view controller on itself. Presenting controller is \(self).")
            return
        }
        if let presenter = presented.storedPresentingViewController {
            UIViewController.reportProgrammerError(kind: .presentationRejected, message:
                "Application tried to present modally a view controller \(presented) that is already being presented by \(presenter).")
            return
        }
        if let parent = presented.parent {
            UIViewController.reportProgrammerError(kind: .presentationRejected, message:
                "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).")
            return
        }
        if let current = context.storedPresentedViewController {
            UIViewController.reportWarning(kind: .presentationWhilePresenting, message:
                "Attempt to present \(presented) on \(context) (from \(self)) which is already presenting \(current).")
            return
        }
        guard let window = context.viewIfLoaded?.window else {
            UIViewController.reportWarning(kind: .presentationOutsideWindow, message:
                "Attempt to present \(presented) on \(context) (from \(self)) whose view is not in the window hierarchy.")
            return
        }
        if presented.modalPresentationStyle == .custom, presented.storedPresentingViewController == nil,
           let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: context, source: self) {
            presented.storedPresentationController = custom
        }
        let controller = presented.ownPresentationController
        if let popover = controller as? UIPopoverPresentationController {
            guard popover.checkSource(presenting: context, in: window) else { return }
        }
        controller.beginPresentation(in: window, presenting: context)
        let style = controller.resolvedStyle
        let coversPresenter = style == .fullScreen || style == .currentContext
        context.storedPresentedViewController = presented
        presented.storedPresentingViewController = context
        presented.transitionFlags.presentationStyle = style
        presented.transitionFlags.beingPresented = true

        let transition = ViewControllerTransition(animated: animated, duration: UIViewController.presentationDuration, style: style,
                                                  containerView: window, from: context, to: presented)
        transition.attach(to: [presented, context])
        let presentedView: UIView = presented.view
        let frame = controller.frameOfPresentedViewInContainerView
        UIView.performWithoutAnimation { presentedView.frame = frame }
        // A popover keeps its size when the window changes; the other styles follow the window.
        presentedView.autoresizingMask = style == .popover ? [] : [.flexibleWidth, .flexibleHeight]
        presentedView.overrideSafeAreaInsets = controller.presentedSafeArea(in: window)
        window.addSubview(presentedView)
        controller.installChrome(in: window)
        controller.presentationTransitionWillBegin()

        if coversPresenter { context.forwardAppearance(false, done: false, animated: animated) }
        presented.forwardAppearance(true, done: false, animated: animated)
        presentedView.layoutIfNeeded()
        let finishPresentation = {
            controller.presentationTransitionDidEnd(true)
            presented.forwardAppearance(true, done: true, animated: animated)
            if coversPresenter {
                context.forwardAppearance(false, done: true, animated: animated)
                // UIKit takes the covered view out of the window once the presentation ends.
                if let presenterView = context.viewIfLoaded, presenterView.superview === window {
                    presenterView.removeFromSuperview()
                    presented.transitionFlags.removedPresenterView = true
                }
            }
            presented.transitionFlags.beingPresented = false
            completion?()
        }
        if let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: context, source: self) {
            _ = presented.transitioningDelegate?.interactionControllerForPresentation(using: animator)
            runCustomPresentation(animator, of: presented, by: context, in: window, controller: controller, transition: transition,
                                  animated: animated, finishPresentation: finishPresentation)
            return
        }
        // A popover fades in where it stays; the other styles rise from the bottom edge.
        let fades = style == .popover
        UIView.performWithoutAnimation {
            if animated {
                if fades { presentedView.alpha = 0 } else { presentedView.frame.origin.y = window.bounds.height }
            }
            controller.layoutChrome()
            if animated { controller.hideChrome() }
        }
        transition.start(animations: {
            if fades { presentedView.alpha = 1 } else { presentedView.frame.origin.y = frame.minY }
            controller.layoutChrome()
        }, completion: finishPresentation)
    }

    /// The work of ``dismiss(animated:completion:)``.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        if context.storedPresentedViewController != nil {
            context.dismissPresentedViewController(animated: animated, completion: completion)
        } else if let presenter = context.storedPresentingViewController {
            presenter.dismissPresentedViewController(animated: animated, completion: completion)
        }
    }

    /// Dismisses the view controller this context presented, after those presented over it (without
    /// animation, as UIKit only animates the top one).
    func dismissPresentedViewController(animated: Bool, completion: (() -> Void)?) {
        guard let presented = storedPresentedViewController else { return }
        presented.activeTransition?.finishNow()
        if presented.storedPresentedViewController != nil {
            presented.dismissPresentedViewController(animated: false, completion: nil)
        }
        let style = presented.transitionFlags.presentationStyle
        let coversPresenter = style == .fullScreen || style == .currentContext
        let presentedView = presented.viewIfLoaded
        let window = presentedView?.window ?? viewIfLoaded?.window
        if presented.transitionFlags.removedPresenterView, let window, let presenterView = viewIfLoaded {
            if let presentedView, presentedView.superview === window {
                window.insertSubview(presenterView, belowSubview: presentedView)
            } else {
                window.addSubview(presenterView)
            }
            UIView.performWithoutAnimation { presenterView.frame = window.bounds }
        }
        presented.transitionFlags.removedPresenterView = false
        presented.transitionFlags.beingDismissed = true
        let transition = ViewControllerTransition(animated: animated, duration: UIViewController.presentationDuration, style: style,
                                                  containerView: window ?? presentedView ?? UIView(), from: presented, to: self)
        transition.attach(to: [presented, self])
        presented.forwardAppearance(false, done: false, animated: animated)
        if coversPresenter {
            forwardAppearance(true, done: false, animated: animated)
            viewIfLoaded?.layoutIfNeeded()
        }
        let offscreen = window?.bounds.height ?? presentedView?.frame.maxY ?? 0
        let controller = presented.storedPresentationController
        controller?.dismissalTransitionWillBegin()
        let fades = style == .popover
        let finishDismissal = { [self] in
            presentedView?.removeFromSuperview()
            controller?.removeChrome()
            if fades { presentedView?.alpha = 1 }
            controller?.endPresentation()
            controller?.dismissalTransitionDidEnd(true)
            if coversPresenter { forwardAppearance(true, done: true, animated: animated) }
            presented.forwardAppearance(false, done: true, animated: animated)
            storedPresentedViewController = nil
            presented.storedPresentingViewController = nil
            presented.transitionFlags.beingDismissed = false
            presented.transitionFlags.presentationStyle = .none
            completion?()
        }
        if let window, let presentedView,
           let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) {
            _ = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
            runCustomDismissal(animator, of: presented, in: window, presentedView: presentedView, transition: transition,
                               animated: animated, finishDismissal: finishDismissal)
            return
        }
        transition.start(animations: {
            if fades { presentedView?.alpha = 0 } else { presentedView?.frame.origin.y = offscreen }
            controller?.hideChrome()
        }, completion: finishDismissal)
    }
}
