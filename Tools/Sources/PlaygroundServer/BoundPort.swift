import Foundation

/// The port the server is bound to, known once it listens (the system picks it when the configuration says 0);
/// read by every request's ``RequestPolicy`` check.
final class BoundPort: @unchecked Sendable {
    // @unchecked: the one stored value is only touched under the lock.
    private let lock = NSLock()
    private var port: Int?

    /// The bound port, or `nil` before the server listens.
    var value: Int? {
        lock.lock()
        defer { lock.unlock() }
        return port
    }

    /// Records the bound port.
    func set(_ bound: Int) {
        lock.lock()
        port = bound
        lock.unlock()
    }
}
