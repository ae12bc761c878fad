import CollectionDiagnostics

extension UIImagePickerController {
    /// What an image picker diagnostic (domain `viewController`) reports (beyond UIKit): the raw value is the
    /// diagnostic's `kind`. UIKit raises an exception for each; see ``UIViewController/failurePolicy``.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// A source type that is not available (the camera, headless) was set; the source type did not change.
        case sourceTypeUnavailable
        /// A camera setting was changed while the source type is not the camera; it did not change.
        case cameraSettingWithoutCamera
    }

    /// Stops with UIKit's `message` under the view controllers' failure policy `.stop`; under `.record` sends a
    /// diagnostic of `kind` to ``DiagnosticSink/current`` and returns, so that the caller applies its fallback.
    static func reportProgrammerError(kind: DiagnosticKind, message: String) {
        effectiveFailurePolicy.reject(message) {
            DiagnosticSink.current.receive(Diagnostic(domain: .viewController, kind: kind.rawValue, message: $0))
        }
    }
}
