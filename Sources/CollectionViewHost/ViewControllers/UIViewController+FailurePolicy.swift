import CollectionDiagnostics
import CollectionGeometry

extension UIViewController {
    /// What view controllers and navigation controllers do with the programmer errors UIKit raises an
    /// exception for. Beyond UIKit: ``FailurePolicy/stop`` (the default) stops with UIKit's message;
    /// ``FailurePolicy/record`` sends a ``Diagnostic`` (domain `.viewController`, the kinds of ``DiagnosticKind``) to
    /// ``DiagnosticSink/current`` and applies the fallback each place documents. The places:
    ///
    /// - pushing a view controller already in the stack (`navigationStackDuplicate`: the push is ignored);
    /// - pushing a navigation controller (`navigationControllerPushed`: ignored);
    /// - `setViewControllers(_:animated:)` with a view controller twice (`navigationStackDuplicate`: the later
    ///   copies are dropped) or with a navigation controller (`navigationControllerPushed`: dropped);
    /// - popping to a view controller not in the stack (`navigationPopTargetMissing`: nothing is popped, nil);
    /// - presenting a view controller that is already presented, or presenting a view controller on itself
    ///   (`presentationRejected`: ignored, the completion is not called);
    /// - setting the items of a navigation controller's bar (`navigationBarItemsManaged`: ignored).
    ///
    /// What UIKit only logs (presenting while already presenting, presenting from a view controller whose
    /// view is not in a window) is a diagnostic under either policy, and the call does nothing, as in UIKit.
    ///
    /// This is the process-wide default; ``withFailurePolicy(_:_:)`` sets a policy for one task instead.
    public static var failurePolicy: FailurePolicy = .stop

    /// Stops with `message` under ``failurePolicy`` `.stop`; sends a diagnostic under `.record`.
    static func reportProgrammerError(kind: DiagnosticKind, message: String) {
        effectiveFailurePolicy.reject(message) { report(kind, message: $0, isLoggedByUIKit: false) }
    }

    /// Sends a diagnostic for what UIKit logs to the console (the default sink writes it to standard error).
    static func reportWarning(kind: DiagnosticKind, message: String) {
        report(kind, message: message, isLoggedByUIKit: kind != .navigationBarClassIgnored)
    }

    private static func report(_ kind: DiagnosticKind, message: String, isLoggedByUIKit: Bool) {
        DiagnosticSink.current.receive(Diagnostic(domain: .viewController, kind: kind.rawValue, message: message,
                                                  isLoggedByUIKit: isLoggedByUIKit))
    }
}
