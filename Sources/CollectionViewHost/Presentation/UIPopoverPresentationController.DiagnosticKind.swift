import CollectionDiagnostics

extension UIPopoverPresentationController {
    /// What a popover diagnostic (domain `viewController`) reports (beyond UIKit): the raw value is the
    /// diagnostic's `kind`. UIKit raises an exception for each; see ``UIViewController/failurePolicy``.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// A view controller was presented as a popover with no source view, source item or bar button item
        /// (the presentation does not happen).
        case popoverWithoutSource
        /// An action-sheet alert was presented on an iPad (regular size classes) with no popover source (the
        /// presentation does not happen).
        case actionSheetWithoutSource
    }

    /// Stops with UIKit's `message` under the view controllers' failure policy `.stop`; under `.record` sends a
    /// diagnostic of `kind` to ``DiagnosticSink/current`` and returns, so that the caller applies its fallback.
    static func reportProgrammerError(kind: DiagnosticKind, message: String) {
        UIViewController.effectiveFailurePolicy.reject(message) {
            DiagnosticSink.current.receive(Diagnostic(domain: .viewController, kind: kind.rawValue, message: $0))
        }
    }
}
