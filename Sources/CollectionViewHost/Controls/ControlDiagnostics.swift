import CollectionDiagnostics

/// Where the controls' reports go: one ``Diagnostic`` each, in the `controls` domain, to the control's own
/// sink or else ``DiagnosticSink/current`` (UIKit logs or raises instead).
enum ControlDiagnostics {
    /// Sends a diagnostic of `kind` with `message` to `sink` (``DiagnosticSink/current`` when nil).
    static func report(kind: UIControl.DiagnosticKind, message: String, sink: DiagnosticSink?) {
        (sink ?? DiagnosticSink.current).receive(Diagnostic(domain: .controls, kind: kind.rawValue, message: message))
    }

    /// A programmer error UIKit ends with an exception: stops with UIKit's `message` under
    /// ``FailurePolicy/stop``; under ``FailurePolicy/record`` reports it and returns, so the caller applies its
    /// documented fallback.
    static func fail(kind: UIControl.DiagnosticKind, message: String, policy: FailurePolicy, sink: DiagnosticSink?) {
        policy.reject(message) { report(kind: kind, message: $0, sink: sink) }
    }

    /// The message `NSArray` raises for an index out of its bounds (`NSRangeException`), which UIKit's segmented
    /// control passes on: the index as an unsigned integer (a negative index wraps, as it does in Objective-C).
    static func rangeMessage(index: Int, count: Int) -> String {
        let unsigned = UInt(bitPattern: index)
        return count == 0
            ? "*** -[__NSArrayM objectAtIndex:]: index \(unsigned) beyond bounds for empty array"
            : "*** -[__NSArrayM objectAtIndex:]: index \(unsigned) beyond bounds [0 .. \(count - 1)]"
    }
}

extension UIControl {
    /// Reports a diagnostic of `kind` to the control's ``diagnosticSink``.
    func reportDiagnostic(kind: DiagnosticKind, message: String) {
        ControlDiagnostics.report(kind: kind, message: message, sink: diagnosticSink)
    }

    /// The control's name in diagnostics: its class and address, as UIKit prints views.
    var diagnosticName: String {
        "<\(String(describing: type(of: self))): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }
}
