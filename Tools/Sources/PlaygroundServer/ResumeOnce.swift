import Foundation

/// Resumes a continuation with the first value offered and ignores the rest: the race between a render and
/// its timeout. The continuation is set before any value is offered.
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    // `continuation` is guarded by `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    /// Sets the continuation to resume.
    func set(_ continuation: CheckedContinuation<Value, Never>) {
        lock.lock()
        self.continuation = continuation
        lock.unlock()
    }

    /// Resumes with `value` unless a value was given before.
    func resume(with value: Value) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume(returning: value)
    }
}
