import CollectionDiagnostics
import CollectionGeometry

/// Where Auto Layout's reports go: the process-wide diagnostics sink, as one diagnostic each (UIKit logs them
/// to the console instead).
enum AutoLayoutDiagnostics {
    static func report(kind: String, message: String, sink: DiagnosticSink? = nil) {
        (sink ?? DiagnosticSink.current).receive(Diagnostic(domain: .autoLayout, kind: kind, message: message))
    }
}
