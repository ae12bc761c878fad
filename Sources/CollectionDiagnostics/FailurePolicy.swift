/// What the library does with a programmer error that UIKit ends with an exception (beyond UIKit).
///
/// One vocabulary for every such place: batch updates, dequeues, scrolling to an item, diffable data
/// source applies. Code tested here must fail where it would crash on iOS, so the default is ``stop``;
/// production code running off Apple platforms can choose ``record`` and carry on.
public enum FailurePolicy: Hashable, Sendable {
    /// Stop with UIKit's message (`fatalError`), as UIKit's exception would. The default.
    case stop
    /// Send a ``Diagnostic`` to the sink, keep it where the object keeps its diagnostics, and apply the
    /// documented fallback of the place (each place's documentation names it; nothing is lost).
    case record
}

extension FailurePolicy {
    /// Applies the policy to a programmer error: under ``stop`` stops with `message` (UIKit's, kept in optimised
    /// builds too); under ``record`` hands `message` to `record` and returns, so that the caller applies its
    /// documented fallback. The one place every stopping API and its recording twin meet.
    package func reject(_ message: String, record: (String) -> Void) {
        switch self {
        case .stop: fatalError(message)
        case .record: record(message)
        }
    }
}
