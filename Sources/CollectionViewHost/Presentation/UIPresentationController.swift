import Foundation
import CollectionGeometry

/// The object that manages a presented view controller's place on screen (UIKit's `UIPresentationController`):
/// where its view goes in the container, how the presentation adapts to a compact environment, and the delegate
/// told of interactive dismissals.
///
/// A view controller's ``UIViewController/presentationController`` is made the first time it is asked for (asking
/// before presenting is how apps configure it), of the kind its ``UIViewController/modalPresentationStyle`` calls
/// for: a ``UISheetPresentationController`` for sheets, a ``UIPopoverPresentationController`` for popovers, this
/// class for the other styles. Headless the container view is the window: presented views are the window's
/// subviews.
@MainActor
open class UIPresentationController: NSObject {
    /// The view controller being presented (the controller belongs to it).
    public unowned let presentedViewController: UIViewController
    /// The presenting view controller given to the initialiser, replaced by the one that presents.
    weak var storedPresentingViewController: UIViewController?
    /// The window the presented view is in, while it is presented.
    weak var storedContainerView: UIView?
    /// The style the presentation resolved to when it began (``UIModalPresentationStyle/none`` until then).
    var resolvedStyle = UIModalPresentationStyle.none

    /// A presentation controller for `presentedViewController`, to be presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        storedPresentingViewController = presentingViewController
        super.init()
    }

    /// The view controller that presents: the one given to the initialiser until the presentation begins, then
    /// the one presenting; when neither is known, the presented view controller itself (a fallback: UIKit
    /// requires one).
    public var presentingViewController: UIViewController {
        storedPresentingViewController ?? presentedViewController
    }

    /// The view the presentation happens in: the window, while the view controller is presented (nil otherwise).
    public var containerView: UIView? { storedContainerView }

    /// The view that is animated and placed: the presented view controller's view, once loaded.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The delegate told of adaptation and of interactive dismissals (held weakly).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The presented view controller's ``UIViewController/modalPresentationStyle``.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The style used in a horizontally compact environment when the delegate does not choose one:
    /// ``UIModalPresentationStyle/fullScreen``, UIKit's default.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The style used in `traitCollection`: ``adaptivePresentationStyle``.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

    /// Whether the presentation covers the whole screen (`true` for the full-screen styles, `false` for sheets,
    /// popovers and styles that leave the presenter showing).
    open var shouldPresentInFullscreen: Bool {
        switch resolvedStyle == .none ? presentationStyle : resolvedStyle {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .blurOverFullScreen: true
        default: false
        }
    }

    /// Whether the presenting view controller's view leaves the window when the presentation ends (the
    /// full-screen and current-context styles).
    open var shouldRemovePresentersView: Bool {
        let style = resolvedStyle == .none ? presentationStyle : resolvedStyle
        return style == .fullScreen || style == .currentContext
    }

    /// Where the presented view goes in ``containerView``'s coordinates: the window's bounds for the styles that
    /// cover the screen, the sheet's frame for sheets. `.zero` while there is no container.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let window = containerView as? UIWindow else { return containerView?.bounds ?? .zero }
        return UIViewController.presentationGeometry(resolvedStyle, in: window).frame
    }

    /// Called before the container lays its subviews out; the base implementation does nothing.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid its subviews out; the base implementation does nothing.
    open func containerViewDidLayoutSubviews() {}
    /// Called when the presentation's animations are about to begin; the base implementation does nothing.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation ended (`completed` is `true` headless); the base implementation does nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal's animations are about to begin; the base implementation does nothing.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ended (`completed` is `true` headless); the base implementation does nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: The presentation's steps (internal, overridden by the sheet and popover controllers)

    /// The safe-area insets the presented view gets at `frame` in `window`.
    func presentedSafeArea(in window: UIWindow) -> UIEdgeInsets {
        UIViewController.presentationGeometry(resolvedStyle, in: window).safeArea
    }

    /// Puts the views the presentation adds around the presented view (dimming, grabber, arrow) into `window`.
    func installChrome(in window: UIWindow) {}
    /// Places and shows those views for the presented view's current frame (called inside animations too).
    func layoutChrome() {}
    /// Fades those views out (called inside the dismissal's animations).
    func hideChrome() {}
    /// Takes those views out of the window and undoes what the presentation did to the presented view.
    func removeChrome() {}

    /// Puts the presented view at ``frameOfPresentedViewInContainerView`` and the chrome around it, animated over
    /// `UISheetPresentationController.detentAnimationDuration` or at once; nothing while the view controller is not
    /// presented or its presentation or dismissal is running.
    func relayout(animated: Bool) {
        guard containerView != nil, resolvedStyle != .none, let presentedView,
              presentedViewController.activeTransition == nil else { return }
        let frame = frameOfPresentedViewInContainerView
        let changes = {
            presentedView.frame = frame
            self.layoutChrome()
        }
        if animated {
            UIView.animate(withDuration: UISheetPresentationController.detentAnimationDuration, animations: changes)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }

    /// Begins a presentation by `presenting` in `window`: the window becomes the container and the style is
    /// resolved for its traits.
    func beginPresentation(in window: UIWindow, presenting: UIViewController) {
        storedContainerView = window
        storedPresentingViewController = presenting
        resolveStyle(in: window.traitCollection)
    }

    /// Ends a presentation: no container, no resolved style.
    func endPresentation() {
        storedContainerView = nil
        resolvedStyle = .none
    }

    /// Works out ``resolvedStyle`` for a presentation in `traits`: in a horizontally compact environment a
    /// sheet or a popover asks the delegate (``UIModalPresentationStyle/none`` keeps the style), then the style
    /// resolves as `UIViewController.resolvedPresentationStyle(_:in:)` says; a popover that stays a popover is
    /// shown as one.
    func resolveStyle(in traits: UITraitCollection) {
        var style = presentationStyle
        let adapts: Bool
        switch style {
        case .popover, .formSheet, .pageSheet, .automatic: adapts = traits.horizontalSizeClass != .regular
        default: adapts = false
        }
        if adapts {
            let adaptive = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
                ?? adaptivePresentationStyle(for: traits)
            if adaptive != .none { style = adaptive }
        }
        // A popover controller's popover stays one (in a compact width when the delegate said `.none`); a sheet
        // the delegate wants as a popover has no source, so it stays a sheet.
        if style == .popover, self is UIPopoverPresentationController {
            resolvedStyle = .popover
            return
        }
        resolvedStyle = UIViewController.resolvedPresentationStyle(style, in: traits)
    }
}
