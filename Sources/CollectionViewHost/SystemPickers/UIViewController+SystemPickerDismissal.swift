import CollectionGeometry

extension UIViewController {
    /// Dismisses this view controller when it is presented, then runs `notify`; runs it at once otherwise. The
    /// system pickers close this way before telling their delegates.
    func dismissThenNotify(animated: Bool, _ notify: @escaping () -> Void) {
        if presentingViewController != nil {
            dismiss(animated: animated, completion: notify)
        } else {
            notify()
        }
    }
}
