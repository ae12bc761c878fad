import CollectionDiagnostics
import CollectionGeometry

/// Where Auto Layout's reports go: the island's sink if it has one, else the process-wide sink, as one
/// diagnostic each. The conflicts UIKit logs to the console are marked so: the default sink writes them to
/// standard error with UIKit's text.
enum AutoLayoutDiagnostics {
    static func report(_ kind: NSLayoutConstraint.DiagnosticKind, message: String, sink: DiagnosticSink? = nil) {
        (sink ?? DiagnosticSink.current).receive(Diagnostic(domain: .autoLayout, kind: kind.rawValue, message: message,
                                                            isLoggedByUIKit: kind == .unsatisfiableConstraints))
    }
}
