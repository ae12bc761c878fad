import CollectionDiagnostics

extension UIView {
    /// What a view diagnostic (domain `view`) reports (beyond UIKit): the raw value is the diagnostic's `kind`.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// A scroll view's content offset was set to NaN; the offset stayed where it was.
        case invalidContentOffset
        /// A symbol configuration's point size was not a positive length; 0 was used.
        case invalidImageConfiguration
        /// A content-unavailable view was given another kind of content configuration; it was ignored.
        case unsupportedContentConfiguration
        /// A view picture (a view snapshot) was asked for at a size that is not finite, or is negative; it was drawn
        /// at its drawable size, each such side 0.
        case undrawableViewSize
    }

    /// Sends a view diagnostic to the process-wide sink.
    nonisolated static func reportDiagnostic(_ kind: DiagnosticKind, message: String) {
        DiagnosticSink.current.receive(Diagnostic(domain: .view, kind: kind.rawValue, message: message))
    }
}
