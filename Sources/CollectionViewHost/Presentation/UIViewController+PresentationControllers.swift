extension UIViewController {
    /// The presentation controller managing this view controller or the nearest ancestor that has one: made the
    /// first time it is asked for, of the kind the ``modalPresentationStyle`` calls for (a
    /// ``UISheetPresentationController`` for the sheet styles and ``UIModalPresentationStyle/automatic``, a
    /// ``UIPopoverPresentationController`` for ``UIModalPresentationStyle/popover`` and for action-sheet alerts, a
    /// ``UIPresentationController`` otherwise). Changing the style before presenting makes a controller of the
    /// new kind. A child asks its root ancestor (the one that is presented).
    public var presentationController: UIPresentationController? {
        if let parent { return parent.presentationController }
        return ownPresentationController
    }

    /// The nearest sheet presentation controller managing this view controller: the presentation controller when
    /// the root ancestor's style is a sheet, else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The nearest popover presentation controller managing this view controller: the presentation controller
    /// when the root ancestor's style is ``UIModalPresentationStyle/popover`` or it is an action-sheet alert, else
    /// nil. (UIKit's is nil for an action sheet on iPhone; headless it is there wherever the alert is shown.)
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// This view controller's own presentation controller: the stored one while presented, else the stored one
    /// when it is of the kind the style calls for, else a new one.
    var ownPresentationController: UIPresentationController {
        if let stored = storedPresentationController,
           storedPresentingViewController != nil || type(of: stored) == presentationControllerClass
            || modalPresentationStyle == .custom {
            return stored
        }
        let made: UIPresentationController
        switch presentationControllerClass {
        case is UISheetPresentationController.Type:
            made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        case is UIPopoverPresentationController.Type:
            made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        default:
            made = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        storedPresentationController = made
        return made
    }

    /// The class of presentation controller the style calls for.
    private var presentationControllerClass: UIPresentationController.Type {
        if let alert = self as? UIAlertController, alert.preferredStyle == .actionSheet { return UIPopoverPresentationController.self }
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic: return UISheetPresentationController.self
        case .popover: return UIPopoverPresentationController.self
        default: return UIPresentationController.self
        }
    }

    /// The view controller this one is presented in: itself or the ancestor that is presented, or nil.
    var presentedRoot: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.storedPresentingViewController != nil { return controller }
            current = controller.parent
        }
        return nil
    }

    /// Whether this view controller or a descendant whose view is in its view refuses interactive dismissal.
    private var refusesInteractiveDismissal: Bool {
        if isModalInPresentation { return true }
        guard let root = viewIfLoaded else { return false }
        return children.contains { child in
            guard let childView = child.viewIfLoaded, childView.isDescendant(of: root) else { return false }
            return child.refusesInteractiveDismissal
        }
    }

    /// Swipes the sheet (or taps outside the popover) this view controller is presented in, as a person does
    /// (beyond UIKit). When the presentation is a sheet or a popover and no transition is running: if the presented
    /// view controller or a child on screen has ``isModalInPresentation``, or the delegate's
    /// `presentationControllerShouldDismiss(_:)` (and for a popover its
    /// `popoverPresentationControllerShouldDismissPopover(_:)`) answers `false`, the delegate's
    /// `presentationControllerDidAttemptToDismiss(_:)` is called and nothing else happens; otherwise
    /// `presentationControllerWillDismiss(_:)` is called, the view controller is dismissed (animated on the
    /// animation clock or at once), and when the dismissal ends `presentationControllerDidDismiss(_:)` (and for a
    /// popover `popoverPresentationControllerDidDismissPopover(_:)`). Returns whether the dismissal began.
    /// Full-screen presentations have no interactive dismissal: nothing happens and the result is `false`.
    @discardableResult
    public func simulateInteractiveDismissal(animated: Bool = true) -> Bool {
        guard let root = presentedRoot, let presenter = root.storedPresentingViewController,
              presenter.storedPresentedViewController === root, root.activeTransition == nil,
              root.storedPresentedViewController == nil,
              let controller = root.storedPresentationController else { return false }
        switch controller.resolvedStyle {
        case .pageSheet, .formSheet, .popover: break
        default: return false
        }
        let delegate = controller.delegate
        let popover = controller as? UIPopoverPresentationController
        let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        let allowed = !root.refusesInteractiveDismissal
            && (delegate?.presentationControllerShouldDismiss(controller) ?? true)
            && (popover.flatMap { popoverDelegate?.popoverPresentationControllerShouldDismissPopover($0) } ?? true)
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return false
        }
        delegate?.presentationControllerWillDismiss(controller)
        presenter.dismissPresentedViewController(animated: animated) {
            delegate?.presentationControllerDidDismiss(controller)
            if let popover { popoverDelegate?.popoverPresentationControllerDidDismissPopover(popover) }
        }
        return true
    }
}
