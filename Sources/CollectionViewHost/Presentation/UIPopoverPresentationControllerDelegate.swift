/// The delegate of a popover presentation controller (UIKit's `UIPopoverPresentationControllerDelegate`): an
/// adaptive presentation delegate that can configure the popover at the last moment and learn of its dismissal.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented (before its source is checked): the last moment to set its source or
    /// other properties. The default does nothing.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover may dismiss it (default `true`; deprecated in UIKit since iOS 13 in
    /// favour of `presentationControllerShouldDismiss(_:)`, and asked after it).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated in UIKit since iOS 13 in favour of
    /// `presentationControllerDidDismiss(_:)`, and called after it). The default does nothing.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// `true`.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
