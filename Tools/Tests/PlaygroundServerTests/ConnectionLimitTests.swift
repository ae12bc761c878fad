import Foundation
import FlyingFox
@testable import PlaygroundServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The playground's connections over real sockets: a silent client is closed after the idle timeout, one that
/// never finishes a request's head after the head timeout, and a connection past the limit at once.
@Suite("Playground connections")
struct ConnectionLimitTests {
    /// A server on a free port with `configuration`'s limits, for the duration of `body`.
    static func withServer(_ configuration: PlaygroundConfiguration, _ body: (Int) async throws -> Void) async throws {
        var configuration = configuration
        configuration.port = 0
        let server = try PlaygroundServer(configuration: configuration)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let running = Task { try await server.run { port in continuation.yield(port) } }
        defer { running.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(port)
    }

    /// A blocking client socket connected to 127.0.0.1:`port`, with reads that give up after 3 seconds.
    struct RawClient {
        let file: Int32

        init(port: Int) throws {
            file = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(file, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            try #require(connected == 0)
            var limit = timeval(tv_sec: 3, tv_usec: 0)
            setsockopt(file, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }

        func send(_ text: String) {
            _ = text.utf8CString.withUnsafeBufferPointer { Glibc.send(file, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) }
        }

        /// Reads until the server closes the connection (true) or the read gives up (false); what was read. The
        /// blocking reads run on a thread of their own: blocking one of Swift concurrency's few threads could keep
        /// the server, in this process, from answering.
        func readToEnd() async -> (closed: Bool, text: String) {
            await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: blockingReadToEnd()) }.start()
            }
        }

        private func blockingReadToEnd() -> (closed: Bool, text: String) {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(file, &buffer, buffer.count, 0)
                if count == 0 { return (true, String(decoding: bytes, as: UTF8.self)) }
                if count < 0 { return (errno == ECONNRESET, String(decoding: bytes, as: UTF8.self)) }
                bytes += buffer[0..<count]
            }
        }

        func close() { _ = Glibc.close(file) }
    }

    @Test("a client that connects and sends nothing is closed after the idle timeout")
    func idleClientClosed() async throws {
        let configuration = PlaygroundConfiguration(idleTimeout: .milliseconds(200), requestHeadTimeout: .seconds(30))
        try await Self.withServer(configuration) { port in
            let client = try RawClient(port: port)
            defer { client.close() }
            let start = ContinuousClock.now
            let (closed, text) = await client.readToEnd()
            let elapsed = ContinuousClock.now - start
            #expect(closed && text.isEmpty)
            // Closed by the 0.2-s idle timeout: not before it, and long before the read's own 3-s limit.
            #expect(elapsed >= .milliseconds(180) && elapsed < .milliseconds(1500), "closed after \(elapsed)")
        }
    }

    @Test("a client that sends a request's head a byte at a time is closed after the head timeout")
    func slowHeadClosed() async throws {
        // Never idle for 0.5 s, but the head is not complete within 0.3 s.
        let configuration = PlaygroundConfiguration(idleTimeout: .milliseconds(500), requestHeadTimeout: .milliseconds(300))
        try await Self.withServer(configuration) { port in
            let client = try RawClient(port: port)
            defer { client.close() }
            let start = ContinuousClock.now
            let dripping = Task {
                for character in "GET /devices HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: " + String(repeating: "a", count: 100) {
                    client.send(String(character))
                    try await Task.sleep(for: .milliseconds(50))
                }
            }
            defer { dripping.cancel() }
            let (closed, text) = await client.readToEnd()
            let elapsed = ContinuousClock.now - start
            #expect(closed && text.isEmpty)
            #expect(elapsed >= .milliseconds(280) && elapsed < .milliseconds(1500), "closed after \(elapsed)")
        }
    }

    @Test("a complete request within the limits is answered, and the connection stays open for the next")
    func requestAnswered() async throws {
        let configuration = PlaygroundConfiguration(idleTimeout: .milliseconds(400), requestHeadTimeout: .milliseconds(400))
        try await Self.withServer(configuration) { port in
            let client = try RawClient(port: port)
            defer { client.close() }
            client.send("GET /devices HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            // Answered, then closed 0.4 s later as idle.
            let (closed, text) = await client.readToEnd()
            #expect(closed)
            #expect(text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("a connection past the limit is closed at once; those within it are served")
    func connectionLimit() async throws {
        let configuration = PlaygroundConfiguration(idleTimeout: .seconds(2), requestHeadTimeout: .seconds(2), maximumConnections: 2)
        try await Self.withServer(configuration) { port in
            let first = try RawClient(port: port), second = try RawClient(port: port)
            defer { first.close(); second.close() }
            // Both are waited on (and counted) once the server has accepted them.
            try await Task.sleep(for: .milliseconds(200))
            let third = try RawClient(port: port)
            defer { third.close() }
            let start = ContinuousClock.now
            let (closed, text) = await third.readToEnd()
            #expect(closed && text.isEmpty)
            #expect(ContinuousClock.now - start < .milliseconds(1000))
            first.send("GET /devices HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            #expect(await first.readToEnd().text.hasPrefix("HTTP/1.1 200"))
        }
    }
}
