import CollectionDiagnostics

extension UIPickerView {
    /// What a picker view diagnostic (domain `view`) reports (beyond UIKit): the raw value is the diagnostic's
    /// `kind`.
    public enum DiagnosticKind: String, Hashable, Sendable, CaseIterable {
        /// A row to select was out of its component's rows; the nearest row was selected.
        case rowOutOfRange
        /// A component index named no component; the call did nothing (queries answer −1, nil or zero).
        case componentOutOfRange
    }

    /// Sends a diagnostic of `kind` to ``diagnosticSink`` (``DiagnosticSink/current`` when nil).
    func reportDiagnostic(_ kind: DiagnosticKind, message: String) {
        (diagnosticSink ?? DiagnosticSink.current).receive(Diagnostic(domain: .view, kind: kind.rawValue, message: message))
    }
}
