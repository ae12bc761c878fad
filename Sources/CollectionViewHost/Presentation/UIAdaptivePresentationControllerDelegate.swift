/// What a presentation controller tells its delegate (UIKit's `UIAdaptivePresentationControllerDelegate`): how to
/// adapt to a compact environment, and the steps of an interactive dismissal (a swipe down on a sheet, a tap
/// outside a popover). Every method is optional: the extension gives UIKit's defaults.
///
/// A programmatic `dismiss(animated:completion:)` calls none of the dismissal methods, as in UIKit. Headless the
/// interactive dismissal is ``UIViewController/simulateInteractiveDismissal(animated:)`` (beyond UIKit).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use instead of the presented view controller's in `traitCollection` (a horizontally compact
    /// one); ``UIModalPresentationStyle/none`` keeps the style. The default asks
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The style to use in a horizontally compact environment. The default is the controller's own
    /// ``UIPresentationController/adaptivePresentationStyle``.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether an interactive dismissal may go ahead (default `true`). Not asked when the presented view
    /// controller's ``UIViewController/isModalInPresentation`` is `true`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// An interactive dismissal begins (before the presented view controller's `viewWillDisappear(_:)`).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// An interactive dismissal ended (after the presented view controller's `viewDidDisappear(_:)`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// An interactive dismissal was refused: the presented view controller is modal in presentation, or
    /// ``presentationControllerShouldDismiss(_:)`` returned `false`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Asks ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// The controller's ``UIPresentationController/adaptivePresentationStyle``.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    /// `true`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
