import CollectionDiagnostics

extension UIAlertController {
    /// What an alert controller diagnostic (domain `viewController`) reports (beyond UIKit): the raw value is the
    /// diagnostic's `kind`. UIKit raises an exception for each; see ``UIViewController/failurePolicy``.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// A second action with the cancel style was added (the action is not added).
        case secondCancelAction
        /// A text field was added to an action sheet (no field is added).
        case textFieldOnActionSheet
    }

    /// Stops with UIKit's `message` under the view controllers' failure policy `.stop`; under `.record` sends a
    /// diagnostic of `kind` to ``DiagnosticSink/current`` and returns, so that the caller applies its fallback.
    static func reportProgrammerError(kind: DiagnosticKind, message: String) {
        effectiveFailurePolicy.reject(message) {
            DiagnosticSink.current.receive(Diagnostic(domain: .viewController, kind: kind.rawValue, message: $0))
        }
    }
}
