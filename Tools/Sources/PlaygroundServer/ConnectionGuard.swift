import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The playground's connections, as the socket pool sees them wait: how long each may stay silent, how long it
/// may take to send a request's head, and how many may be open at once.
///
/// FlyingFox times out request handlers only; a client that connects and sends nothing, or sends a request's
/// head a byte at a time, would hold its connection (and its buffers) for ever. Every wait of a connection's
/// socket passes through ``deadline(forWaitOn:)`` (see ``GuardedSocketPool``), which gives the wait its end:
///
/// - the idle timeout from now, for any wait;
/// - while a request's head is awaited — from the connection's start, or from the previous answer — the end of
///   the head timeout, if sooner. The server marks the head received when it hands a request to the routes
///   (``requestStarted(from:)``) and awaited again when it has answered (``requestFinished(from:)``);
/// - a connection beyond the limit has no wait at all: it is closed at its first wait.
///
/// Connections are known by socket and peer address. A connection's entry goes when its socket no longer has that
/// peer (closed, or its descriptor reused), which is checked whenever a new connection arrives, so the count stays
/// the number of open connections. The listening socket, which has no peer, is never limited.
final class ConnectionGuard: Sendable {
    /// The limits.
    struct Limits: Sendable {
        var idleTimeout: Duration
        var requestHeadTimeout: Duration
        var maximumConnections: Int
    }

    /// Why a wait ends the connection.
    enum Refusal: Error, Equatable {
        /// The connection would be one more than the limit.
        case tooManyConnections
        /// The connection was silent for the idle timeout, or did not finish a request's head in time.
        case timedOut
    }

    private struct Connection {
        var peer: HTTPRequest.Address
        /// When the head of the request awaited began to be awaited; nil while a request is being answered.
        var headAwaitedSince: ContinuousClock.Instant?
    }

    private struct State {
        var byFile: [Socket.FileDescriptorType: Connection] = [:]
        var fileByPeer: [HTTPRequest.Address: Socket.FileDescriptorType] = [:]
    }

    let limits: Limits
    private let state = Mutex(State())

    init(limits: Limits) {
        self.limits = limits
    }

    /// How many connections are open, as far as their waits tell.
    var connectionCount: Int { state.withLock { $0.byFile.count } }

    /// The instant a wait of `socket` must end by, or nil when it has no end (the listening socket).
    ///
    /// - Throws: ``Refusal/tooManyConnections`` for a new connection past the limit.
    /// - Complexity: O(1) for a known connection; O(c) for a new one, checking the c known connections.
    func deadline(forWaitOn socket: Socket) throws(Refusal) -> ContinuousClock.Instant? {
        // A listening (or unconnected) socket has no peer; its waits, for connections, have no end.
        guard let address = try? socket.remotePeer() else { return nil }
        let peer = HTTPRequest.Address.make(from: address)
        let now = ContinuousClock.now
        let file = socket.file.rawValue
        return try state.withLock { state throws(Refusal) -> ContinuousClock.Instant? in
            if let known = state.byFile[file], known.peer == peer {
                return Self.deadline(of: known, now: now, limits: limits)
            }
            // A new connection: forget those whose sockets are gone, then count.
            Self.forgetClosed(&state)
            guard state.byFile.count < limits.maximumConnections else { throw .tooManyConnections }
            let connection = Connection(peer: peer, headAwaitedSince: now)
            state.byFile[file] = connection
            state.fileByPeer[peer] = file
            return Self.deadline(of: connection, now: now, limits: limits)
        }
    }

    /// Marks the head of `peer`'s request received: until it is answered, its waits have the idle timeout only
    /// (a body and the answer are bounded by the handler's own timeout).
    func requestStarted(from peer: HTTPRequest.Address?) {
        guard let peer else { return }
        state.withLock { state in
            if let file = state.fileByPeer[peer] { state.byFile[file]?.headAwaitedSince = nil }
        }
    }

    /// Marks `peer`'s request answered: the head of its next one is awaited from now.
    func requestFinished(from peer: HTTPRequest.Address?) {
        guard let peer else { return }
        let now = ContinuousClock.now
        state.withLock { state in
            if let file = state.fileByPeer[peer] { state.byFile[file]?.headAwaitedSince = now }
        }
    }

    private static func deadline(of connection: Connection, now: ContinuousClock.Instant, limits: Limits) -> ContinuousClock.Instant {
        let idle = now + limits.idleTimeout
        guard let since = connection.headAwaitedSince else { return idle }
        return min(idle, since + limits.requestHeadTimeout)
    }

    /// Drops the connections whose descriptor no longer has their peer: closed, or reused by a later connection.
    private static func forgetClosed(_ state: inout State) {
        for (file, connection) in state.byFile {
            let current = try? Socket(file: Socket.FileDescriptor(rawValue: file)).remotePeer()
            if current.map(HTTPRequest.Address.make(from:)) != connection.peer {
                state.byFile[file] = nil
                if state.fileByPeer[connection.peer] == file { state.fileByPeer[connection.peer] = nil }
            }
        }
    }
}
