import Foundation

/// Where diagnostics go: one sink the app controls (beyond UIKit).
///
/// By default the library prints only what UIKit logs to the console (``current`` starts as ``console``, which
/// writes the diagnostics marked ``Diagnostic/isLoggedByUIKit`` to standard error, with UIKit's text, and drops
/// the others). An app, a tool or a test chooses where diagnostics go, process-wide (``current``; ``silent``
/// prints nothing at all) or per object (a collection view's, layout's or data source's `diagnosticSink`):
///
/// ```swift
/// DiagnosticSink.current = .standardError           // print each distinct diagnostic once
/// let collector = DiagnosticCollector()
/// collectionView.diagnosticSink = collector.sink    // keep them to inspect
/// ```
public struct DiagnosticSink: Sendable {
    private let receiveDiagnostic: @Sendable (Diagnostic) -> Void

    /// A sink that hands every diagnostic to `receive` (called on the thread that found the problem).
    public init(_ receive: @escaping @Sendable (Diagnostic) -> Void) {
        receiveDiagnostic = receive
    }

    /// Hands `diagnostic` to the sink.
    public func receive(_ diagnostic: Diagnostic) {
        receiveDiagnostic(diagnostic)
    }

    /// Drops every diagnostic.
    public static let silent = DiagnosticSink { _ in }

    /// Writes the message of each diagnostic that UIKit logs (``Diagnostic/isLoggedByUIKit``) to standard error,
    /// every time, as UIKit writes it to the console; drops the others. The default ``current``.
    public static let console = DiagnosticSink { diagnostic in
        guard diagnostic.isLoggedByUIKit else { return }
        FileHandle.standardError.write(Data((diagnostic.message + "\n").utf8))
    }

    /// Writes each distinct diagnostic once to standard error, prefixed `OpenCompositionalLayout:`.
    public static var standardError: DiagnosticSink {
        let seen = DiagnosticCollector()
        return DiagnosticSink { diagnostic in
            guard seen.insertIfNew(diagnostic) else { return }
            FileHandle.standardError.write(Data("OpenCompositionalLayout: \(diagnostic)\n".utf8))
        }
    }

    private static let shared = SinkBox()

    /// The sink objects use when they have none of their own. Starts as ``console``.
    public static var current: DiagnosticSink {
        get { shared.sink }
        set { shared.sink = newValue }
    }
}

/// Lock-guarded storage for the process-wide sink.
private final class SinkBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = DiagnosticSink.console

    var sink: DiagnosticSink {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

/// Keeps the diagnostics a sink receives, for tools and tests (beyond UIKit). Thread-safe.
public final class DiagnosticCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    /// Creates an empty collector.
    public init() {}

    /// A sink that appends to this collector.
    public var sink: DiagnosticSink {
        DiagnosticSink { [self] diagnostic in
            lock.lock()
            received.append(diagnostic)
            lock.unlock()
        }
    }

    /// Every diagnostic received, oldest first.
    public var diagnostics: [Diagnostic] {
        lock.lock(); defer { lock.unlock() }
        return received
    }

    /// Records `diagnostic` if it was not seen before; returns whether it was new.
    func insertIfNew(_ diagnostic: Diagnostic) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return seen.insert(diagnostic).inserted
    }
}
