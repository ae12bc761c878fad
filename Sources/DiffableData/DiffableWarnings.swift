import Foundation
import CollectionDiagnostics

/// The console UIKit's diffable classes write warnings to, headless.
///
/// UIKit logs (does not raise) when an app appends identifiers that already exist — they are moved
/// instead (iOS 15+). We send one ``Diagnostic`` (domain `diffableDataSource`, kind
/// `identifiersAlreadyExist`) per offending call to ``DiagnosticSink/current`` and keep the messages so tools
/// and tests can read them back. Nothing is printed unless the app chooses a sink that prints.
public enum DiffableWarnings {
    private static let store = WarningStore()

    /// How many warnings ``messages`` keeps; older ones are dropped first, so a long-running process that
    /// keeps appending existing identifiers does not grow without bound.
    public static let retainedMessageLimit = 1_000

    /// The warnings logged so far in this process (at most ``retainedMessageLimit``), oldest first.
    ///
    /// - Complexity: O(*n*), *n* = number of warnings.
    public static var messages: [String] { store.messages }

    /// Logs one warning: records it in ``messages`` and sends it to ``DiagnosticSink/current``.
    package static func log(_ message: String) {
        store.append(message)
        DiagnosticSink.current.receive(Diagnostic(domain: .diffableDataSource, kind: "identifiersAlreadyExist", message: message))
    }
}

/// Lock-guarded storage for ``DiffableWarnings`` (snapshots are `Sendable` and may be mutated on any thread).
private final class WarningStore: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] {
        lock.lock(); defer { lock.unlock() }
        return recorded
    }

    func append(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        recorded.append(message)
        if recorded.count > DiffableWarnings.retainedMessageLimit {
            recorded.removeFirst(recorded.count - DiffableWarnings.retainedMessageLimit)
        }
    }
}
