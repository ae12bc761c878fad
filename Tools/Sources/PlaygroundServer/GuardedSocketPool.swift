import FlyingSocks

/// A socket pool that ends waits as ``ConnectionGuard`` says: it wraps FlyingFox's own pool, and a connection's
/// wait that passes its deadline, or a wait of a connection past the limit, throws, so FlyingFox closes the
/// connection. The listening socket's waits pass through unchanged.
struct GuardedSocketPool<Inner: AsyncSocketPool>: AsyncSocketPool {
    let inner: Inner
    let connections: ConnectionGuard

    func prepare() async throws { try await inner.prepare() }

    func run() async throws { try await inner.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        guard let deadline = try connections.deadline(forWaitOn: socket) else {
            return try await inner.suspendSocket(socket, untilReadyFor: events)
        }
        let inner = self.inner
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await inner.suspendSocket(socket, untilReadyFor: events) }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                throw ConnectionGuard.Refusal.timedOut
            }
            // The first to finish decides; the other is cancelled (the pool forgets a cancelled wait).
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}
