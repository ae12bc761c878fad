/// Attaching gesture recognizers to views (UIKit's `UIView` gesture-recognizer methods).
extension UIView {
    /// Attaches `gestureRecognizer` to the view; a recognizer attached to another view moves here, as in UIKit.
    /// Adding a recognizer twice keeps one.
    ///
    /// - Complexity: O(*g*), *g* the number of the view's recognizers.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self, attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` from the view (nothing when it is not attached here).
    ///
    /// - Complexity: O(*g*), *g* the number of the view's recognizers.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Attaches exactly `recognizers` (the setter of ``gestureRecognizers``).
    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in attachedGestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
            removeGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
